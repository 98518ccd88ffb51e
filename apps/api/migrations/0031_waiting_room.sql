CREATE TABLE "waiting_room_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"room" text NOT NULL,
	"user_id" uuid NOT NULL,
	"number" bigserial NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"admitted_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_room_tickets" ADD CONSTRAINT "waiting_room_tickets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_tickets" ADD CONSTRAINT "waiting_room_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_tickets_open_key" ON "waiting_room_tickets" USING btree ("school_id","room","user_id") WHERE "waiting_room_tickets"."done_at" is null;--> statement-breakpoint
CREATE INDEX "waiting_room_tickets_queue_idx" ON "waiting_room_tickets" USING btree ("school_id","room","number") WHERE "waiting_room_tickets"."done_at" is null and "waiting_room_tickets"."admitted_at" is null;--> statement-breakpoint
CREATE INDEX "waiting_room_tickets_inside_idx" ON "waiting_room_tickets" USING btree ("school_id","room","expires_at") WHERE "waiting_room_tickets"."done_at" is null and "waiting_room_tickets"."admitted_at" is not null;--> statement-breakpoint
CREATE INDEX "waiting_room_tickets_admitted_idx" ON "waiting_room_tickets" USING btree ("school_id","room","admitted_at");