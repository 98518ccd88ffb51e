CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"subaccount_code" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	CONSTRAINT "school_banks_account_number_check" CHECK ("school_banks"."account_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "static_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"bank_id" uuid NOT NULL,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"note" text,
	CONSTRAINT "static_accounts_account_number_check" CHECK ("static_accounts"."account_number" ~ '^[0-9]{10}$')
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" uuid NOT NULL,
	"programme_id" uuid,
	"level" integer,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"amount" bigint NOT NULL,
	"installments_allowed" boolean DEFAULT false NOT NULL,
	"installment_count" integer DEFAULT 1 NOT NULL,
	"due_date" date,
	CONSTRAINT "fees_type_check" CHECK ("fees"."type" in ('application', 'screening', 'entrance', 'acceptance', 'tuition', 'hostel', 'transport', 'late_registration', 'other')),
	CONSTRAINT "fees_amount_check" CHECK ("fees"."amount" > 0),
	CONSTRAINT "fees_installment_count_check" CHECK ("fees"."installment_count" between 1 and 12),
	CONSTRAINT "fees_level_check" CHECK ("fees"."level" is null or "fees"."level" between 100 and 900)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"payment_id" uuid,
	"reference" text,
	"source" text NOT NULL,
	"event" text NOT NULL,
	"signature_valid" boolean,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"enrollment_id" uuid,
	"session_id" uuid NOT NULL,
	"academic_year" text NOT NULL,
	"level" integer,
	"payment_type" text NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_mode" text NOT NULL,
	"gateway" text,
	"channel" text,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"amount" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"balance" bigint NOT NULL,
	"platform_fee" bigint DEFAULT 0 NOT NULL,
	"gateway_fee" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"installment_number" integer DEFAULT 0 NOT NULL,
	"total_installments" integer DEFAULT 1 NOT NULL,
	"subaccount" text,
	"payment_date" timestamp with time zone,
	"flag" text,
	"evidence_file_id" uuid,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"last_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts_check" CHECK ("payments"."amount" > 0 and "payments"."amount_paid" >= 0 and "payments"."total" >= "payments"."amount"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'completed', 'paid', 'failed', 'abandoned')),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."payment_mode" in ('card', 'bank_transfer', 'manual')),
	CONSTRAINT "payments_installment_check" CHECK ("payments"."installment_number" between 0 and "payments"."total_installments")
);
--> statement-breakpoint
CREATE TABLE "sandbox_transactions" (
	"reference" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "application_payment" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "application_payment_ref" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "application_payment_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "entrance_payment" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "entrance_payment_ref" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "entrance_payment_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "screening_payment" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "screening_payment_ref" text;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "screening_payment_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "school_banks" ADD CONSTRAINT "school_banks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_banks" ADD CONSTRAINT "school_banks_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_accounts" ADD CONSTRAINT "static_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "static_accounts" ADD CONSTRAINT "static_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_code_key" ON "banks" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "banks_name_key" ON "banks" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "school_banks_school_account_key" ON "school_banks" USING btree ("school_id","bank_id","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "school_banks_one_primary_key" ON "school_banks" USING btree ("school_id") WHERE "school_banks"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "static_accounts_school_account_key" ON "static_accounts" USING btree ("school_id","bank_id","account_number");--> statement-breakpoint
CREATE INDEX "static_accounts_school_idx" ON "static_accounts" USING btree ("school_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "fees_school_schedule_key" ON "fees" USING btree ("school_id","session_id",coalesce("programme_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("level", 0),"type",lower("name"));--> statement-breakpoint
CREATE INDEX "fees_school_session_idx" ON "fees" USING btree ("school_id","session_id","type");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_events_reference_idx" ON "payment_events" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_student_key" ON "payments" USING btree ("reference","student_id");--> statement-breakpoint
CREATE INDEX "payments_school_student_fee_idx" ON "payments" USING btree ("school_id","student_id","fee_id");--> statement-breakpoint
CREATE INDEX "payments_school_created_idx" ON "payments" USING btree ("school_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payments_school_session_type_status_idx" ON "payments" USING btree ("school_id","session_id","payment_type","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_school_flag_idx" ON "payments" USING btree ("school_id") WHERE "payments"."flag" is not null;