CREATE TABLE "route_fares" (
	"school_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_fares_route_id_session_id_pk" PRIMARY KEY("route_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "route_seats" (
	"school_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "route_seats_route_id_session_id_pk" PRIMARY KEY("route_id","session_id"),
	CONSTRAINT "route_seats_sold_check" CHECK ("route_seats"."sold" >= 0),
	CONSTRAINT "route_seats_capacity_check" CHECK ("route_seats"."sold" <= "route_seats"."capacity")
);
--> statement-breakpoint
CREATE TABLE "route_stops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_trips" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"period" text NOT NULL,
	"departs_at" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "route_trips_period_check" CHECK ("route_trips"."period" in ('morning', 'evening')),
	CONSTRAINT "route_trips_departs_at_check" CHECK ("route_trips"."departs_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "transport_routes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_settings" (
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"pay_within_hours" integer DEFAULT 72 NOT NULL,
	"cancel_within_days" integer DEFAULT 14 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_settings_school_id_session_id_pk" PRIMARY KEY("school_id","session_id"),
	CONSTRAINT "transport_settings_pay_check" CHECK ("transport_settings"."pay_within_hours" between 1 and 720),
	CONSTRAINT "transport_settings_cancel_check" CHECK ("transport_settings"."cancel_within_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "transport_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"route_id" uuid NOT NULL,
	"stop_id" uuid NOT NULL,
	"fee_id" uuid NOT NULL,
	"state" text NOT NULL,
	"pay_by" timestamp with time zone,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"pass_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transport_subscriptions_state_check" CHECK ("transport_subscriptions"."state" in ('awaiting_payment', 'active', 'lapsed', 'cancelled', 'refund_due'))
);
--> statement-breakpoint
CREATE TABLE "vehicle_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"expires_on" date NOT NULL,
	"file_id" uuid,
	"alerted_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"plate_number" text NOT NULL,
	"type" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"seat_capacity" integer NOT NULL,
	"service_status" text DEFAULT 'active' NOT NULL,
	"driver_name" text,
	"driver_phone" text,
	"driver_licence_number" text,
	"driver_licence_expires_on" date,
	"licence_alerted_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_seat_capacity_check" CHECK ("vehicles"."seat_capacity" between 1 and 120),
	CONSTRAINT "vehicles_service_status_check" CHECK ("vehicles"."service_status" in ('active', 'under_repair', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "route_fares" ADD CONSTRAINT "route_fares_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_fares" ADD CONSTRAINT "route_fares_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_fares" ADD CONSTRAINT "route_fares_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_fares" ADD CONSTRAINT "route_fares_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_seats" ADD CONSTRAINT "route_seats_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_seats" ADD CONSTRAINT "route_seats_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_seats" ADD CONSTRAINT "route_seats_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_stops" ADD CONSTRAINT "route_stops_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_trips" ADD CONSTRAINT "route_trips_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_routes" ADD CONSTRAINT "transport_routes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_settings" ADD CONSTRAINT "transport_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_settings" ADD CONSTRAINT "transport_settings_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_route_id_transport_routes_id_fk" FOREIGN KEY ("route_id") REFERENCES "public"."transport_routes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_stop_id_route_stops_id_fk" FOREIGN KEY ("stop_id") REFERENCES "public"."route_stops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_subscriptions" ADD CONSTRAINT "transport_subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_documents" ADD CONSTRAINT "vehicle_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "route_stops_route_name_key" ON "route_stops" USING btree ("route_id",lower("name"));--> statement-breakpoint
CREATE INDEX "route_stops_route_position_idx" ON "route_stops" USING btree ("route_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "route_trips_route_time_key" ON "route_trips" USING btree ("route_id","departs_at");--> statement-breakpoint
CREATE INDEX "route_trips_vehicle_idx" ON "route_trips" USING btree ("vehicle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_routes_school_name_key" ON "transport_routes" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "transport_subscriptions_student_key" ON "transport_subscriptions" USING btree ("session_id","student_id") WHERE "transport_subscriptions"."state" in ('awaiting_payment', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "transport_subscriptions_pass_code_key" ON "transport_subscriptions" USING btree ("pass_code");--> statement-breakpoint
CREATE INDEX "transport_subscriptions_route_state_idx" ON "transport_subscriptions" USING btree ("route_id","session_id","state");--> statement-breakpoint
CREATE INDEX "transport_subscriptions_school_session_idx" ON "transport_subscriptions" USING btree ("school_id","session_id","state");--> statement-breakpoint
CREATE INDEX "transport_subscriptions_pay_by_idx" ON "transport_subscriptions" USING btree ("pay_by") WHERE "transport_subscriptions"."state" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_documents_vehicle_kind_key" ON "vehicle_documents" USING btree ("vehicle_id","kind");--> statement-breakpoint
CREATE INDEX "vehicle_documents_school_expiry_idx" ON "vehicle_documents" USING btree ("school_id","expires_on");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_school_plate_key" ON "vehicles" USING btree ("school_id","plate_number");--> statement-breakpoint
-- A route's seats in a session are those of the smallest vehicle on its trips: every subscriber
-- rides every trip. No trip, no seat.
CREATE FUNCTION route_capacity(route uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(v.seat_capacity), 0)::integer
  FROM route_trips t JOIN vehicles v ON v.id = t.vehicle_id
  WHERE t.route_id = route
$$;
--> statement-breakpoint
-- The seats sold per route and session follow every subscription that takes or gives back a
-- seat. route_seats_capacity_check refuses the write that would sell past capacity, so a rush
-- queues on the route's row and no commit ever leaves a seat sold twice.
CREATE FUNCTION route_seats_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.state IN ('awaiting_payment', 'active')
     AND NEW.state IN ('awaiting_payment', 'active')
     AND OLD.route_id = NEW.route_id AND OLD.session_id = NEW.session_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state IN ('awaiting_payment', 'active') THEN
    UPDATE route_seats SET sold = sold - 1
    WHERE route_id = OLD.route_id AND session_id = OLD.session_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state IN ('awaiting_payment', 'active') THEN
    INSERT INTO route_seats (school_id, route_id, session_id, capacity, sold)
    VALUES (NEW.school_id, NEW.route_id, NEW.session_id, route_capacity(NEW.route_id), 1)
    ON CONFLICT (route_id, session_id) DO UPDATE SET sold = route_seats.sold + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER route_seats_count AFTER INSERT OR DELETE OR UPDATE OF state, route_id, session_id
  ON transport_subscriptions FOR EACH ROW EXECUTE FUNCTION route_seats_count();
--> statement-breakpoint
-- A route with a fare in a session has its seats row from the start.
CREATE FUNCTION route_seats_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO route_seats (school_id, route_id, session_id, capacity, sold)
  VALUES (NEW.school_id, NEW.route_id, NEW.session_id, route_capacity(NEW.route_id), 0)
  ON CONFLICT (route_id, session_id) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER route_seats_open AFTER INSERT ON route_fares
  FOR EACH ROW EXECUTE FUNCTION route_seats_open();
--> statement-breakpoint
-- A change of trips or of a vehicle's seats changes the capacity of the routes concerned; the
-- check refuses one that would leave fewer seats than are sold.
CREATE FUNCTION route_seats_capacity_from_trips() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE route_seats SET capacity = route_capacity(OLD.route_id) WHERE route_id = OLD.route_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE route_seats SET capacity = route_capacity(NEW.route_id) WHERE route_id = NEW.route_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER route_seats_capacity_from_trips AFTER INSERT OR DELETE OR UPDATE OF route_id, vehicle_id
  ON route_trips FOR EACH ROW EXECUTE FUNCTION route_seats_capacity_from_trips();
--> statement-breakpoint
CREATE FUNCTION route_seats_capacity_from_vehicle() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE route_seats SET capacity = route_capacity(route_seats.route_id)
  WHERE route_id IN (SELECT route_id FROM route_trips WHERE vehicle_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER route_seats_capacity_from_vehicle AFTER UPDATE OF seat_capacity
  ON vehicles FOR EACH ROW EXECUTE FUNCTION route_seats_capacity_from_vehicle();
