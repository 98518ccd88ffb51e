CREATE TABLE "course_registration_items" (
	"registration_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"units" integer NOT NULL,
	"category" text NOT NULL,
	CONSTRAINT "course_registration_items_registration_id_course_id_pk" PRIMARY KEY("registration_id","course_id"),
	CONSTRAINT "course_registration_items_category_check" CHECK ("course_registration_items"."category" in ('compulsory', 'elective', 'carry_over'))
);
--> statement-breakpoint
CREATE TABLE "course_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"return_reason" text,
	"total_units" integer DEFAULT 0 NOT NULL,
	"max_units" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_registrations_state_check" CHECK ("course_registrations"."state" in ('draft', 'submitted', 'approved', 'returned')),
	CONSTRAINT "course_registrations_units_check" CHECK ("course_registrations"."total_units" >= 0 and "course_registrations"."total_units" <= "course_registrations"."max_units")
);
--> statement-breakpoint
CREATE TABLE "offering_seats" (
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"semester_id" uuid NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offering_seats_course_id_semester_id_pk" PRIMARY KEY("course_id","semester_id"),
	CONSTRAINT "offering_seats_taken_check" CHECK ("offering_seats"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "course_registration_items" ADD CONSTRAINT "course_registration_items_registration_id_course_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."course_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registration_items" ADD CONSTRAINT "course_registration_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registration_items" ADD CONSTRAINT "course_registration_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_registrations" ADD CONSTRAINT "course_registrations_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_seats" ADD CONSTRAINT "offering_seats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_seats" ADD CONSTRAINT "offering_seats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offering_seats" ADD CONSTRAINT "offering_seats_semester_id_semesters_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semesters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_registration_items_course_idx" ON "course_registration_items" USING btree ("course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "course_registrations_enrollment_semester_key" ON "course_registrations" USING btree ("enrollment_id","semester_id");--> statement-breakpoint
CREATE INDEX "course_registrations_school_semester_state_idx" ON "course_registrations" USING btree ("school_id","semester_id","state");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_capacity_check" CHECK ("courses"."capacity" is null or "courses"."capacity" >= 0);