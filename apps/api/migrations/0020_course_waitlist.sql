CREATE TABLE "course_waitlist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_waitlist_state_check" CHECK ("course_waitlist"."state" in ('waiting', 'held', 'taken', 'lapsed', 'left')),
	CONSTRAINT "course_waitlist_held_until_check" CHECK ("course_waitlist"."state" <> 'held' or "course_waitlist"."held_until" is not null)
);
--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_waitlist" ADD CONSTRAINT "course_waitlist_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_waitlist_live_key" ON "course_waitlist" USING btree ("course_id","semester_id","enrollment_id") WHERE "course_waitlist"."state" in ('waiting', 'held');--> statement-breakpoint
CREATE INDEX "course_waitlist_queue_idx" ON "course_waitlist" USING btree ("course_id","semester_id","state","joined_at");--> statement-breakpoint
CREATE INDEX "course_waitlist_enrollment_idx" ON "course_waitlist" USING btree ("enrollment_id","semester_id");--> statement-breakpoint
CREATE INDEX "course_waitlist_held_until_idx" ON "course_waitlist" USING btree ("held_until") WHERE "course_waitlist"."state" = 'held';