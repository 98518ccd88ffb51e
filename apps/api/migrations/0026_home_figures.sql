CREATE TABLE "payment_settlements" (
	"school_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"payment_mode" text NOT NULL,
	"subaccount" text NOT NULL,
	"payments" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	CONSTRAINT "payment_settlements_pkey" PRIMARY KEY("school_id","session_id","payment_mode","subaccount")
);
--> statement-breakpoint
CREATE TABLE "sign_in_days" (
	"school_id" uuid NOT NULL,
	"day" date NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sign_in_days_pkey" PRIMARY KEY("school_id","day")
);
--> statement-breakpoint
ALTER TABLE "payment_settlements" ADD CONSTRAINT "payment_settlements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_days" ADD CONSTRAINT "sign_in_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Settled money by the account it settled into follows every write to payments, like the
-- ledger's running totals (0011): statement-level triggers with transition tables, only the
-- confirmed rows (completed or paid) counted.
CREATE FUNCTION payment_settlements_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO payment_settlements AS t (school_id, session_id, payment_mode, subaccount, payments, amount_paid)
    SELECT school_id, session_id, payment_mode, coalesce(subaccount, ''), -count(*), -coalesce(sum(amount_paid), 0)
    FROM old_rows
    WHERE status IN ('completed', 'paid')
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (school_id, session_id, payment_mode, subaccount)
    DO UPDATE SET payments = t.payments + excluded.payments, amount_paid = t.amount_paid + excluded.amount_paid;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO payment_settlements AS t (school_id, session_id, payment_mode, subaccount, payments, amount_paid)
    SELECT school_id, session_id, payment_mode, coalesce(subaccount, ''), count(*), coalesce(sum(amount_paid), 0)
    FROM new_rows
    WHERE status IN ('completed', 'paid')
    GROUP BY 1, 2, 3, 4
    ON CONFLICT (school_id, session_id, payment_mode, subaccount)
    DO UPDATE SET payments = t.payments + excluded.payments, amount_paid = t.amount_paid + excluded.amount_paid;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payments_settlements_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_settlements_apply();
--> statement-breakpoint
CREATE TRIGGER payments_settlements_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_settlements_apply();
--> statement-breakpoint
CREATE TRIGGER payments_settlements_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_settlements_apply();
--> statement-breakpoint
INSERT INTO payment_settlements (school_id, session_id, payment_mode, subaccount, payments, amount_paid)
SELECT school_id, session_id, payment_mode, coalesce(subaccount, ''), count(*), coalesce(sum(amount_paid), 0)
FROM payments
WHERE status IN ('completed', 'paid')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- The admin's sign-ins per day follow the audit log: each sign-in event of a school adds one
-- to its Lagos day. The audit row is written on its own (autocommit), so the day's row is
-- locked for an instant per sign-in, not for a transaction.
CREATE FUNCTION sign_in_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sign_in_days AS d (school_id, day, succeeded, failed)
  VALUES (
    NEW.school_id,
    (NEW.created_at AT TIME ZONE 'Africa/Lagos')::date,
    CASE WHEN NEW.action = 'auth.sign_in' THEN 1 ELSE 0 END,
    CASE WHEN NEW.action = 'auth.sign_in_failed' THEN 1 ELSE 0 END
  )
  ON CONFLICT (school_id, day)
  DO UPDATE SET succeeded = d.succeeded + excluded.succeeded, failed = d.failed + excluded.failed;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_sign_in_days AFTER INSERT ON audit_log FOR EACH ROW
  WHEN (NEW.school_id IS NOT NULL AND NEW.action IN ('auth.sign_in', 'auth.sign_in_failed'))
  EXECUTE FUNCTION sign_in_days_apply();
--> statement-breakpoint
INSERT INTO sign_in_days (school_id, day, succeeded, failed)
SELECT school_id, (created_at AT TIME ZONE 'Africa/Lagos')::date,
  count(*) FILTER (WHERE action = 'auth.sign_in'),
  count(*) FILTER (WHERE action = 'auth.sign_in_failed')
FROM audit_log
WHERE school_id IS NOT NULL AND action IN ('auth.sign_in', 'auth.sign_in_failed')
GROUP BY 1, 2;
