-- A sign-in attempt's reservation in one round trip (issue 19; decision 005 and
-- modules/identity/sign-in/sign-in-throttle.ts). While no counter of the attempt has used its
-- free allowance (nearly every sign-in), nothing has to wait, so the attempt is taken at once:
-- the keys' advisory locks, the check, the keys' old rows dropped and the attempt's rows, in
-- one call instead of a five-step transaction. Anything else returns NULL, and the caller takes
-- the locked transaction that works out the wait. The function is volatile, so each statement
-- below sees what was committed before it, the rows of the lock's previous holder included.
-- `counters`: [{ "key", "free", "mode" ("delay" | "cap" | "distinct"), "counted" }];
-- `lock_numbers`: the keys' lock numbers, sorted, so that callers sharing keys queue in order.
CREATE FUNCTION sign_in_reserve_within_allowance(
  lock_namespace integer,
  lock_numbers integer[],
  counters jsonb,
  attempt_subject text,
  attempt_at timestamptz,
  window_start timestamptz
) RETURNS bigint[] LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  lock_number integer;
  reserved bigint[];
BEGIN
  FOREACH lock_number IN ARRAY lock_numbers LOOP
    PERFORM pg_advisory_xact_lock(lock_namespace, lock_number);
  END LOOP;
  IF EXISTS (
    SELECT 1 FROM jsonb_to_recordset(counters) AS c(key text, free integer, mode text)
    WHERE (
      SELECT CASE WHEN c.mode = 'distinct' THEN count(DISTINCT f.subject) ELSE count(*) END
      FROM sign_in_failures f
      WHERE f.key = c.key AND f.created_at > window_start
    ) >= c.free
  ) THEN
    RETURN NULL;
  END IF;
  DELETE FROM sign_in_failures f
  USING jsonb_to_recordset(counters) AS c(key text, counted boolean)
  WHERE c.counted AND f.key = c.key AND f.created_at < window_start;
  WITH taken AS (
    INSERT INTO sign_in_failures (key, subject, created_at)
    SELECT c.key, attempt_subject, attempt_at
    FROM jsonb_to_recordset(counters) AS c(key text, counted boolean)
    WHERE c.counted
    RETURNING id
  )
  SELECT array_agg(id ORDER BY id) INTO reserved FROM taken;
  RETURN coalesce(reserved, '{}');
END
$$;
