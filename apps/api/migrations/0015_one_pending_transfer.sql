-- Before the index: where a student has several transfers of one fee waiting, the newest waits on
-- and the older ones are closed as superseded, so the index can be built on existing data.
UPDATE "payments" SET "status" = 'failed', "review_note" = 'Superseded by a later transfer for the same fee.', "updated_at" = now()
WHERE "payment_mode" = 'bank_transfer' AND "status" = 'pending' AND "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "school_id", "student_id", "fee_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
    FROM "payments" WHERE "payment_mode" = 'bank_transfer' AND "status" = 'pending'
  ) "ranked" WHERE "n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_transfer_key" ON "payments" USING btree ("school_id","student_id","fee_id") WHERE "payments"."payment_mode" = 'bank_transfer' and "payments"."status" = 'pending';