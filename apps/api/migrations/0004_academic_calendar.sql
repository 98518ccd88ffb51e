CREATE TABLE "academic_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"start_year" integer NOT NULL,
	"label" text NOT NULL,
	"starts_on" date,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "registration_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"programme_type_id" uuid,
	"levels" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"late_closes_at" timestamp with time zone,
	"late_fee_kobo" bigint,
	CONSTRAINT "registration_periods_window_check" CHECK ("registration_periods"."opens_at" < "registration_periods"."closes_at"),
	CONSTRAINT "registration_periods_late_check" CHECK ("registration_periods"."late_closes_at" is null or "registration_periods"."late_closes_at" > "registration_periods"."closes_at"),
	CONSTRAINT "registration_periods_fee_check" CHECK ("registration_periods"."late_fee_kobo" is null or "registration_periods"."late_fee_kobo" >= 0)
);
--> statement-breakpoint
CREATE TABLE "semesters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session_id" uuid NOT NULL,
	"sequence" integer NOT NULL,
	"starts_on" date,
	"ends_on" date,
	CONSTRAINT "semesters_sequence_check" CHECK ("semesters"."sequence" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "academic_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"academic_year_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"starts_on" date,
	"ends_on" date
);
--> statement-breakpoint
ALTER TABLE "academic_years" ADD CONSTRAINT "academic_years_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_periods" ADD CONSTRAINT "registration_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_periods" ADD CONSTRAINT "registration_periods_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_periods" ADD CONSTRAINT "registration_periods_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_periods" ADD CONSTRAINT "registration_periods_programme_type_id_programme_types_id_fk" FOREIGN KEY ("programme_type_id") REFERENCES "public"."programme_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semesters" ADD CONSTRAINT "semesters_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semesters" ADD CONSTRAINT "semesters_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_sessions" ADD CONSTRAINT "academic_sessions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_sessions" ADD CONSTRAINT "academic_sessions_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "academic_years_school_year_key" ON "academic_years" USING btree ("school_id","start_year");--> statement-breakpoint
CREATE INDEX "registration_periods_school_semester_idx" ON "registration_periods" USING btree ("school_id","semester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semesters_session_sequence_key" ON "semesters" USING btree ("session_id","sequence");--> statement-breakpoint
CREATE INDEX "semesters_school_session_idx" ON "semesters" USING btree ("school_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "academic_sessions_school_name_key" ON "academic_sessions" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "academic_sessions_one_current_key" ON "academic_sessions" USING btree ("school_id") WHERE "academic_sessions"."is_current";--> statement-breakpoint
CREATE INDEX "academic_sessions_school_year_idx" ON "academic_sessions" USING btree ("school_id","academic_year_id");