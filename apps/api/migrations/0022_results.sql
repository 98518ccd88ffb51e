CREATE TABLE "result_amendments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"sheet_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"requested_by" uuid NOT NULL,
	"hod_by" uuid,
	"hod_at" timestamp with time zone,
	"officer_by" uuid,
	"officer_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_amendments_state_check" CHECK ("result_amendments"."state" in ('requested', 'hod_approved', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "result_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"semester_id" uuid,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_documents_kind_check" CHECK ("result_documents"."kind" in ('statement', 'transcript'))
);
--> statement-breakpoint
CREATE TABLE "score_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"ca_max" integer NOT NULL,
	"exam_max" integer NOT NULL,
	"return_reason" text,
	"returned_by" uuid,
	"returned_at" timestamp with time zone,
	"submitted_by" uuid,
	"submitted_at" timestamp with time zone,
	"hod_approved_by" uuid,
	"hod_approved_at" timestamp with time zone,
	"published_by" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "score_sheets_state_check" CHECK ("score_sheets"."state" in ('draft', 'submitted', 'hod_approved', 'published')),
	CONSTRAINT "score_sheets_maxima_check" CHECK ("score_sheets"."ca_max" >= 0 and "score_sheets"."exam_max" >= 0 and "score_sheets"."ca_max" + "score_sheets"."exam_max" = 100)
);
--> statement-breakpoint
CREATE TABLE "scores" (
	"sheet_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"ca" numeric(5, 2),
	"exam" numeric(5, 2),
	"absent" boolean DEFAULT false NOT NULL,
	"total" numeric(5, 2),
	"grade" text,
	"points" numeric(4, 2),
	"scheme_id" uuid,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scores_sheet_id_enrollment_id_pk" PRIMARY KEY("sheet_id","enrollment_id"),
	CONSTRAINT "scores_ca_check" CHECK ("scores"."ca" is null or "scores"."ca" >= 0),
	CONSTRAINT "scores_exam_check" CHECK ("scores"."exam" is null or "scores"."exam" >= 0)
);
--> statement-breakpoint
CREATE TABLE "semester_results" (
	"school_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"quality_points" numeric(10, 2) NOT NULL,
	"cumulative_units" integer NOT NULL,
	"cumulative_quality_points" numeric(12, 2) NOT NULL,
	"probation" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "semester_results_enrollment_id_semester_id_pk" PRIMARY KEY("enrollment_id","semester_id")
);
--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_sheet_id_score_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."score_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_hod_by_users_id_fk" FOREIGN KEY ("hod_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_amendments" ADD CONSTRAINT "result_amendments_officer_by_users_id_fk" FOREIGN KEY ("officer_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_documents" ADD CONSTRAINT "result_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_documents" ADD CONSTRAINT "result_documents_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_documents" ADD CONSTRAINT "result_documents_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_hod_approved_by_users_id_fk" FOREIGN KEY ("hod_approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_sheets" ADD CONSTRAINT "score_sheets_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_sheet_id_score_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."score_sheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_scheme_id_grading_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."grading_schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scores" ADD CONSTRAINT "scores_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_results" ADD CONSTRAINT "semester_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_results" ADD CONSTRAINT "semester_results_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_results" ADD CONSTRAINT "semester_results_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester_results" ADD CONSTRAINT "semester_results_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_amendments_school_state_idx" ON "result_amendments" USING btree ("school_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "result_amendments_open_key" ON "result_amendments" USING btree ("sheet_id","enrollment_id") WHERE "result_amendments"."state" in ('requested', 'hod_approved');--> statement-breakpoint
CREATE UNIQUE INDEX "result_documents_code_key" ON "result_documents" USING btree ("code");--> statement-breakpoint
CREATE INDEX "result_documents_enrollment_idx" ON "result_documents" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "score_sheets_course_semester_key" ON "score_sheets" USING btree ("course_id","semester_id");--> statement-breakpoint
CREATE INDEX "score_sheets_school_semester_state_idx" ON "score_sheets" USING btree ("school_id","semester_id","state");--> statement-breakpoint
CREATE INDEX "score_sheets_department_semester_idx" ON "score_sheets" USING btree ("department_id","semester_id");--> statement-breakpoint
CREATE INDEX "scores_enrollment_idx" ON "scores" USING btree ("enrollment_id");--> statement-breakpoint
CREATE INDEX "semester_results_school_semester_idx" ON "semester_results" USING btree ("school_id","semester_id");