CREATE TABLE "mail_campaign_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_campaign_recipients_status_check" CHECK ("mail_campaign_recipients"."status" in ('queued', 'sending', 'sent', 'kept', 'retrying', 'failed', 'opted_out'))
);
--> statement-breakpoint
CREATE TABLE "mail_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"essential" boolean DEFAULT false NOT NULL,
	"audience" jsonb NOT NULL,
	"audience_group" text NOT NULL,
	"audience_label" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_opt_outs" (
	"school_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_pkey" PRIMARY KEY("school_id","email")
);
--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_campaign_id_mail_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."mail_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaign_recipients" ADD CONSTRAINT "mail_campaign_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_campaigns" ADD CONSTRAINT "mail_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_opt_outs" ADD CONSTRAINT "mail_opt_outs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_campaign_recipients_person_key" ON "mail_campaign_recipients" USING btree ("school_id","campaign_id","user_id");--> statement-breakpoint
CREATE INDEX "mail_campaign_recipients_status_idx" ON "mail_campaign_recipients" USING btree ("school_id","campaign_id","status");--> statement-breakpoint
CREATE INDEX "mail_campaign_recipients_due_idx" ON "mail_campaign_recipients" USING btree ("school_id","campaign_id","next_attempt_at") WHERE "mail_campaign_recipients"."status" in ('queued', 'sending', 'retrying');--> statement-breakpoint
CREATE INDEX "mail_campaigns_school_created_idx" ON "mail_campaigns" USING btree ("school_id","created_at");