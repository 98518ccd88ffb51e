CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"faculty_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programme_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"duration_levels" integer NOT NULL,
	"level_step" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "programme_types_duration_check" CHECK ("programme_types"."duration_levels" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"department_id" uuid NOT NULL,
	"programme_type_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"min_units" integer DEFAULT 15 NOT NULL,
	"max_units" integer DEFAULT 24 NOT NULL,
	CONSTRAINT "programmes_units_check" CHECK ("programmes"."min_units" <= "programmes"."max_units")
);
--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faculties" ADD CONSTRAINT "faculties_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_types" ADD CONSTRAINT "programme_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_programme_type_id_programme_types_id_fk" FOREIGN KEY ("programme_type_id") REFERENCES "public"."programme_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "departments_faculty_name_key" ON "departments" USING btree ("faculty_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "departments_school_code_key" ON "departments" USING btree ("school_id","code");--> statement-breakpoint
CREATE INDEX "departments_school_faculty_idx" ON "departments" USING btree ("school_id","faculty_id");--> statement-breakpoint
CREATE UNIQUE INDEX "faculties_school_name_key" ON "faculties" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "faculties_school_code_key" ON "faculties" USING btree ("school_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "programme_types_school_name_key" ON "programme_types" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_department_name_key" ON "programmes" USING btree ("department_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "programmes_school_code_key" ON "programmes" USING btree ("school_id","code");--> statement-breakpoint
CREATE INDEX "programmes_school_department_idx" ON "programmes" USING btree ("school_id","department_id");