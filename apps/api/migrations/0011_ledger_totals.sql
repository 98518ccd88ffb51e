CREATE TABLE "payment_totals" (
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"session_id" uuid NOT NULL,
	"programme_id" uuid NOT NULL,
	"payment_type" text NOT NULL,
	"status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"payments" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	CONSTRAINT "payment_totals_pkey" PRIMARY KEY("school_id","day","session_id","programme_id","payment_type","status","payment_mode")
);
--> statement-breakpoint
DROP INDEX "payments_school_created_idx";--> statement-breakpoint
DROP INDEX "payments_school_session_type_status_idx";--> statement-breakpoint
ALTER TABLE "payment_totals" ADD CONSTRAINT "payment_totals_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_school_student_created_idx" ON "payments" USING btree ("school_id","student_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_school_paid_idx" ON "payments" USING btree ("school_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_school_created_idx" ON "payments" USING btree ("school_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_school_session_type_status_idx" ON "payments" USING btree ("school_id","session_id","payment_type","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
-- The ledger's running totals follow every write to payments, whoever makes it (services,
-- seeds, a hand-run fix). Statement-level triggers with transition tables: a bulk insert of a
-- million rows is one grouped upsert, a single payment's update two small ones.
CREATE FUNCTION payment_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_totals AS t (school_id, day, session_id, programme_id, payment_type, status, payment_mode, payments, amount_paid)
    SELECT school_id, (created_at AT TIME ZONE 'UTC')::date, session_id, programme_id, payment_type, status, payment_mode, -count(*), -coalesce(sum(amount_paid), 0)
    FROM old_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (school_id, day, session_id, programme_id, payment_type, status, payment_mode)
    DO UPDATE SET payments = t.payments + excluded.payments, amount_paid = t.amount_paid + excluded.amount_paid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_totals AS t (school_id, day, session_id, programme_id, payment_type, status, payment_mode, payments, amount_paid)
    SELECT school_id, (created_at AT TIME ZONE 'UTC')::date, session_id, programme_id, payment_type, status, payment_mode, count(*), coalesce(sum(amount_paid), 0)
    FROM new_rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (school_id, day, session_id, programme_id, payment_type, status, payment_mode)
    DO UPDATE SET payments = t.payments + excluded.payments, amount_paid = t.amount_paid + excluded.amount_paid;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_totals_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_totals_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_apply();
--> statement-breakpoint
CREATE TRIGGER payments_totals_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_totals_apply();
--> statement-breakpoint
INSERT INTO payment_totals (school_id, day, session_id, programme_id, payment_type, status, payment_mode, payments, amount_paid)
SELECT school_id, (created_at AT TIME ZONE 'UTC')::date, session_id, programme_id, payment_type, status, payment_mode, count(*), coalesce(sum(amount_paid), 0)
FROM payments
GROUP BY 1, 2, 3, 4, 5, 6, 7;
