-- Registrations saved before these columns take their student's department and level.
ALTER TABLE "course_registrations" ADD COLUMN "department_id" uuid;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "level" integer;--> statement-breakpoint
UPDATE "course_registrations" r SET "department_id" = p."department_id", "level" = e."current_level"
  FROM "enrollments" e JOIN "programmes" p ON p."id" = e."programme_id"
  WHERE e."id" = r."enrollment_id";--> statement-breakpoint
ALTER TABLE "course_registrations" ALTER COLUMN "department_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_registrations" ALTER COLUMN "level" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD COLUMN "verification_code" text;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_registrations_verification_code_key" ON "course_registrations" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "course_registrations_department_queue_idx" ON "course_registrations" USING btree ("department_id","semester_id","state","level");