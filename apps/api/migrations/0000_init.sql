CREATE TABLE "schools" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"logo_url" text,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schools_status_check" CHECK ("schools"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "schools_code_key" ON "schools" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "schools_name_idx" ON "schools" USING btree ("name");