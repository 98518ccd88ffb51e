CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"entry_year" integer NOT NULL,
	"current_level" integer NOT NULL,
	"stage" text DEFAULT 'enrolled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"department_id" uuid,
	"faculty_id" uuid,
	"course_id" uuid,
	"session_id" uuid,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_assignments_shape_check" CHECK (("staff_assignments"."kind" = 'hod' and "staff_assignments"."department_id" is not null)
        or ("staff_assignments"."kind" = 'teacher' and "staff_assignments"."course_id" is not null and "staff_assignments"."session_id" is not null)
        or ("staff_assignments"."kind" = 'exam_officer'))
);
--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrollments_school_programme_level_idx" ON "enrollments" USING btree ("school_id","programme_id","current_level","stage");--> statement-breakpoint
CREATE INDEX "enrollments_school_student_idx" ON "enrollments" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_assignments_one_hod_key" ON "staff_assignments" USING btree ("department_id") WHERE "staff_assignments"."kind" = 'hod';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_assignments_teacher_key" ON "staff_assignments" USING btree ("course_id","session_id","user_id") WHERE "staff_assignments"."kind" = 'teacher';--> statement-breakpoint
CREATE UNIQUE INDEX "staff_assignments_one_exam_officer_key" ON "staff_assignments" USING btree ("school_id",coalesce("faculty_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "staff_assignments"."kind" = 'exam_officer';--> statement-breakpoint
CREATE INDEX "staff_assignments_school_user_idx" ON "staff_assignments" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_school_course_idx" ON "staff_assignments" USING btree ("school_id","course_id","session_id");