CREATE TABLE "bed_spaces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bed_spaces_status_check" CHECK ("bed_spaces"."status" in ('available', 'reserved', 'out_of_order'))
);
--> statement-breakpoint
CREATE TABLE "hostel_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"enrollment_id" uuid NOT NULL,
	"gender" text NOT NULL,
	"level" integer NOT NULL,
	"level_group" text NOT NULL,
	"preferences" uuid[] DEFAULT '{}' NOT NULL,
	"state" text NOT NULL,
	"hostel_id" uuid,
	"bed_space_id" uuid,
	"fee_id" uuid,
	"held_until" timestamp with time zone,
	"payment_id" uuid,
	"allocated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ballot_rank" integer,
	"verification_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_applications_state_check" CHECK ("hostel_applications"."state" in ('pending', 'held', 'allocated', 'awaiting_bed', 'released', 'unsuccessful', 'vacated', 'withdrawn')),
	CONSTRAINT "hostel_applications_bed_check" CHECK ("hostel_applications"."state" not in ('held', 'allocated') or ("hostel_applications"."bed_space_id" is not null and "hostel_applications"."hostel_id" is not null)),
	CONSTRAINT "hostel_applications_level_group_check" CHECK ("hostel_applications"."level_group" in ('first_year', 'final_year', 'others'))
);
--> statement-breakpoint
CREATE TABLE "hostel_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostel_occupancy" (
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"first_year" integer DEFAULT 0 NOT NULL,
	"final_year" integer DEFAULT 0 NOT NULL,
	"others" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hostel_occupancy_session_id_hostel_id_pk" PRIMARY KEY("session_id","hostel_id"),
	CONSTRAINT "hostel_occupancy_counts_check" CHECK ("hostel_occupancy"."first_year" >= 0 and "hostel_occupancy"."final_year" >= 0 and "hostel_occupancy"."others" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hostel_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"hostel_id" uuid,
	"room_type" text,
	"fee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostel_rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"block_id" uuid NOT NULL,
	"number" text NOT NULL,
	"floor" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"room_type" text DEFAULT 'standard' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_rooms_capacity_check" CHECK ("hostel_rooms"."capacity" between 1 and 20),
	CONSTRAINT "hostel_rooms_floor_check" CHECK ("hostel_rooms"."floor" between -2 and 50)
);
--> statement-breakpoint
CREATE TABLE "hostel_rules" (
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"mode" text DEFAULT 'first_come' NOT NULL,
	"hold_hours" integer DEFAULT 48 NOT NULL,
	"quota_first_year" integer DEFAULT 40 NOT NULL,
	"quota_final_year" integer DEFAULT 25 NOT NULL,
	"quota_others" integer DEFAULT 35 NOT NULL,
	"required_fee_types" text[] DEFAULT '{tuition}' NOT NULL,
	"allow_preferences" boolean DEFAULT true NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"ballot_seed" text,
	"ballot_drawn_at" timestamp with time zone,
	"ballot_drawn_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostel_rules_school_id_session_id_pk" PRIMARY KEY("school_id","session_id"),
	CONSTRAINT "hostel_rules_mode_check" CHECK ("hostel_rules"."mode" in ('first_come', 'ballot')),
	CONSTRAINT "hostel_rules_hold_hours_check" CHECK ("hostel_rules"."hold_hours" between 1 and 720),
	CONSTRAINT "hostel_rules_quotas_check" CHECK ("hostel_rules"."quota_first_year" between 0 and 100 and "hostel_rules"."quota_final_year" between 0 and 100 and "hostel_rules"."quota_others" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hostels_gender_check" CHECK ("hostels"."gender" in ('male', 'female'))
);
--> statement-breakpoint
ALTER TABLE "bed_spaces" ADD CONSTRAINT "bed_spaces_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_spaces" ADD CONSTRAINT "bed_spaces_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_spaces" ADD CONSTRAINT "bed_spaces_block_id_hostel_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."hostel_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bed_spaces" ADD CONSTRAINT "bed_spaces_room_id_hostel_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."hostel_rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_enrollment_id_enrollments_id_fk" FOREIGN KEY ("enrollment_id") REFERENCES "public"."enrollments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_bed_space_id_bed_spaces_id_fk" FOREIGN KEY ("bed_space_id") REFERENCES "public"."bed_spaces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_applications" ADD CONSTRAINT "hostel_applications_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_blocks" ADD CONSTRAINT "hostel_blocks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_blocks" ADD CONSTRAINT "hostel_blocks_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_occupancy" ADD CONSTRAINT "hostel_occupancy_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_occupancy" ADD CONSTRAINT "hostel_occupancy_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_occupancy" ADD CONSTRAINT "hostel_occupancy_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_prices" ADD CONSTRAINT "hostel_prices_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_prices" ADD CONSTRAINT "hostel_prices_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_prices" ADD CONSTRAINT "hostel_prices_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_prices" ADD CONSTRAINT "hostel_prices_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rooms" ADD CONSTRAINT "hostel_rooms_block_id_hostel_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."hostel_blocks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rules" ADD CONSTRAINT "hostel_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rules" ADD CONSTRAINT "hostel_rules_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_rules" ADD CONSTRAINT "hostel_rules_ballot_drawn_by_users_id_fk" FOREIGN KEY ("ballot_drawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bed_spaces_room_label_key" ON "bed_spaces" USING btree ("room_id","label");--> statement-breakpoint
CREATE INDEX "bed_spaces_hostel_status_idx" ON "bed_spaces" USING btree ("hostel_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_applications_bed_key" ON "hostel_applications" USING btree ("bed_space_id") WHERE "hostel_applications"."state" in ('held', 'allocated');--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_applications_student_key" ON "hostel_applications" USING btree ("session_id","student_id") WHERE "hostel_applications"."state" in ('pending', 'held', 'allocated', 'awaiting_bed');--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_applications_verification_code_key" ON "hostel_applications" USING btree ("verification_code");--> statement-breakpoint
CREATE INDEX "hostel_applications_school_session_state_idx" ON "hostel_applications" USING btree ("school_id","session_id","state");--> statement-breakpoint
CREATE INDEX "hostel_applications_held_until_idx" ON "hostel_applications" USING btree ("held_until") WHERE "hostel_applications"."state" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_blocks_hostel_name_key" ON "hostel_blocks" USING btree ("hostel_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_prices_session_key" ON "hostel_prices" USING btree ("school_id","session_id",coalesce("hostel_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce(lower("room_type"), ''));--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_rooms_block_number_key" ON "hostel_rooms" USING btree ("block_id",lower("number"));--> statement-breakpoint
CREATE INDEX "hostel_rooms_hostel_idx" ON "hostel_rooms" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostels_school_name_key" ON "hostels" USING btree ("school_id",lower("name"));--> statement-breakpoint
-- Beds held or occupied per hostel, session and level group follow every application's state,
-- whatever changes it (apply, payment, release, move, vacate): the quota check of an
-- application reads these counts under the hostel's row lock.
CREATE FUNCTION hostel_occupancy_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.state IN ('held', 'allocated') AND NEW.state IN ('held', 'allocated')
     AND OLD.hostel_id = NEW.hostel_id AND OLD.level_group = NEW.level_group THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('held', 'allocated') THEN
    UPDATE hostel_occupancy SET
      first_year = first_year - (OLD.level_group = 'first_year')::int,
      final_year = final_year - (OLD.level_group = 'final_year')::int,
      others = others - (OLD.level_group = 'others')::int
    WHERE session_id = OLD.session_id AND hostel_id = OLD.hostel_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('held', 'allocated') THEN
    INSERT INTO hostel_occupancy (school_id, session_id, hostel_id, first_year, final_year, others)
    VALUES (NEW.school_id, NEW.session_id, NEW.hostel_id,
      (NEW.level_group = 'first_year')::int, (NEW.level_group = 'final_year')::int,
      (NEW.level_group = 'others')::int)
    ON CONFLICT (session_id, hostel_id) DO UPDATE SET
      first_year = hostel_occupancy.first_year + excluded.first_year,
      final_year = hostel_occupancy.final_year + excluded.final_year,
      others = hostel_occupancy.others + excluded.others;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hostel_applications_occupancy
  AFTER INSERT OR DELETE OR UPDATE OF state, hostel_id, level_group ON hostel_applications
  FOR EACH ROW EXECUTE FUNCTION hostel_occupancy_count();
