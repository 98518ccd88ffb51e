CREATE TABLE "auth_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid,
	"school_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"school_id" uuid,
	"granted_by" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"gender" text,
	"phone" text,
	"user_org_id" text,
	"jamb_no" text,
	"aggregate" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"reg_by" uuid,
	"password_hash" text,
	"legacy_password_sha256" text,
	"auth_account_created" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"passport_file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'suspended', 'graduated', 'withdrawn')),
	CONSTRAINT "users_gender_check" CHECK ("users"."gender" is null or "users"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"owner_user_id" uuid,
	"purpose" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "logo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "platform_fee_type" text DEFAULT 'percentage' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "platform_fee_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "platform_fee_mode" text DEFAULT 'exclusive' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "gateway_fee_bearer" text DEFAULT 'student' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_idx" ON "sign_in_failures" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "user_roles_school_role_idx" ON "user_roles" USING btree ("school_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_email_key" ON "users" USING btree (coalesce("school_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("email")) WHERE "users"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_org_id_key" ON "users" USING btree ("school_id",upper("user_org_id")) WHERE "users"."user_org_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_school_jamb_key" ON "users" USING btree ("school_id",upper("jamb_no")) WHERE "users"."jamb_no" is not null;--> statement-breakpoint
CREATE INDEX "users_school_phone_idx" ON "users" USING btree ("school_id","phone");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_org_id_idx" ON "users" USING btree (upper("user_org_id"));--> statement-breakpoint
CREATE INDEX "users_jamb_idx" ON "users" USING btree (upper("jamb_no"));--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "users_school_name_idx" ON "users" USING btree ("school_id","name");--> statement-breakpoint
CREATE INDEX "audit_log_school_time_idx" ON "audit_log" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_school_actor_idx" ON "audit_log" USING btree ("school_id","actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_school_entity_idx" ON "audit_log" USING btree ("school_id","entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "files_school_created_idx" ON "files" USING btree ("school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "files_school_owner_idx" ON "files" USING btree ("school_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_school_time_idx" ON "mail_outbox" USING btree ("school_id","created_at");--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_fee_type_check" CHECK ("schools"."platform_fee_type" in ('percentage', 'fixed'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_fee_mode_check" CHECK ("schools"."platform_fee_mode" in ('exclusive', 'inclusive'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_fee_bearer_check" CHECK ("schools"."gateway_fee_bearer" in ('student', 'school'));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_fee_value_check" CHECK ("schools"."platform_fee_value" >= 0);