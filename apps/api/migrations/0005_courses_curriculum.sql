CREATE TABLE "course_prerequisites" (
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"prerequisite_id" uuid NOT NULL,
	CONSTRAINT "course_prerequisites_course_id_prerequisite_id_pk" PRIMARY KEY("course_id","prerequisite_id"),
	CONSTRAINT "course_prerequisites_not_self" CHECK ("course_prerequisites"."course_id" <> "course_prerequisites"."prerequisite_id")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"department_id" uuid NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"units" integer NOT NULL,
	"level" integer NOT NULL,
	"semester" integer NOT NULL,
	"category" text DEFAULT 'core' NOT NULL,
	CONSTRAINT "courses_units_check" CHECK ("courses"."units" between 0 and 15),
	CONSTRAINT "courses_semester_check" CHECK ("courses"."semester" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "curriculum_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"level" integer NOT NULL,
	"semester" integer NOT NULL,
	"course_id" uuid NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_prerequisites" ADD CONSTRAINT "course_prerequisites_prerequisite_id_courses_id_fk" FOREIGN KEY ("prerequisite_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_items" ADD CONSTRAINT "curriculum_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_items" ADD CONSTRAINT "curriculum_items_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_items" ADD CONSTRAINT "curriculum_items_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_prerequisites_prerequisite_idx" ON "course_prerequisites" USING btree ("prerequisite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "courses_school_code_key" ON "courses" USING btree ("school_id","code");--> statement-breakpoint
CREATE INDEX "courses_school_department_idx" ON "courses" USING btree ("school_id","department_id","level");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_items_slot_course_key" ON "curriculum_items" USING btree ("programme_id","level","semester","course_id");--> statement-breakpoint
CREATE INDEX "curriculum_items_school_programme_idx" ON "curriculum_items" USING btree ("school_id","programme_id","level");--> statement-breakpoint
CREATE INDEX "curriculum_items_course_idx" ON "curriculum_items" USING btree ("course_id");