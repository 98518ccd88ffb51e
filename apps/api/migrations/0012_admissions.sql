CREATE TABLE "admission_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admission_offerings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"closes_at" date,
	"utme_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"olevel_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_credits" integer DEFAULT 5 NOT NULL,
	"max_sittings" integer DEFAULT 2 NOT NULL,
	"utme_cut_off" integer DEFAULT 150 NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admission_offerings_credits_check" CHECK ("admission_offerings"."min_credits" between 0 and 9),
	CONSTRAINT "admission_offerings_sittings_check" CHECK ("admission_offerings"."max_sittings" between 1 and 2)
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"enrollment_id" uuid PRIMARY KEY NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"entry_mode" text DEFAULT 'utme' NOT NULL,
	"second_choice_id" uuid,
	"bio_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state_of_origin" text,
	"jamb_no" text,
	"utme_score" integer,
	"utme_subjects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"olevel_sittings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_institutions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"olevel_meets" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"screening_result" text,
	"screening_score" numeric(7, 2),
	"screening_remarks" text,
	"screened_by" uuid,
	"screened_at" timestamp with time zone,
	"exam_percent" numeric(7, 2),
	"aggregate" numeric(7, 2),
	"offered_programme_id" uuid,
	"decision_reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrance_candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"exam_number" text NOT NULL,
	"score" numeric(7, 2),
	"scored_by" uuid,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entrance_exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"title" text NOT NULL,
	"programme_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"duration_minutes" integer NOT NULL,
	"max_score" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entrance_exams_marks_check" CHECK ("entrance_exams"."pass_mark" between 0 and "entrance_exams"."max_score")
);
--> statement-breakpoint
CREATE TABLE "matric_sequences" (
	"school_id" uuid NOT NULL,
	"prefix" text NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "matric_sequences_school_id_prefix_pk" PRIMARY KEY("school_id","prefix")
);
--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_decisions" ADD CONSTRAINT "admission_decisions_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_offerings" ADD CONSTRAINT "admission_offerings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_offerings" ADD CONSTRAINT "admission_offerings_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_offerings" ADD CONSTRAINT "admission_offerings_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_second_choice_id_programmes_id_fk" FOREIGN KEY ("second_choice_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_offered_programme_id_programmes_id_fk" FOREIGN KEY ("offered_programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_candidates" ADD CONSTRAINT "entrance_candidates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_candidates" ADD CONSTRAINT "entrance_candidates_exam_id_entrance_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."entrance_exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_candidates" ADD CONSTRAINT "entrance_candidates_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_exams" ADD CONSTRAINT "entrance_exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entrance_exams" ADD CONSTRAINT "entrance_exams_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matric_sequences" ADD CONSTRAINT "matric_sequences_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admission_decisions_enrollment_idx" ON "admission_decisions" USING btree ("enrollment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admission_offerings_key" ON "admission_offerings" USING btree ("school_id","session_id","programme_id");--> statement-breakpoint
CREATE INDEX "applications_school_session_idx" ON "applications" USING btree ("school_id","session_id","submitted_at");--> statement-breakpoint
CREATE INDEX "applications_school_aggregate_idx" ON "applications" USING btree ("school_id","aggregate" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entrance_candidates_enrollment_key" ON "entrance_candidates" USING btree ("enrollment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entrance_candidates_number_key" ON "entrance_candidates" USING btree ("exam_id","exam_number");--> statement-breakpoint
CREATE INDEX "entrance_candidates_exam_idx" ON "entrance_candidates" USING btree ("exam_id");--> statement-breakpoint
CREATE INDEX "entrance_exams_school_idx" ON "entrance_exams" USING btree ("school_id","starts_at");