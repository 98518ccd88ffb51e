-- A student's course registration saved in one round trip, so a rush of submits holds the
-- seat rows of popular courses for microseconds rather than for several statements. The
-- caller (modules/registration/save-in-one-step.ts) has read and checked everything first and
-- passes the rows to write. Under the student's advisory lock: if the registration changed
-- since it was read ('stale'), or a touched course has a waiting list ('waitlist'), it writes
-- nothing and the caller saves through the locked transaction, which passes freed seats on.
-- A full course ('full') writes nothing either. The seat rows are locked in course order, as
-- in seats.ts, so swaps queue and never deadlock; `taken < capacity` is checked under the lock.
CREATE FUNCTION save_course_registration(
  p_lock_namespace int,
  p_lock_number int,
  p_read_updated_at timestamptz,
  p_registration jsonb,
  p_items jsonb,
  p_dropped uuid[],
  p_audit jsonb
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  r course_registrations := jsonb_populate_record(null::course_registrations, p_registration);
  v_added uuid[] := array(
    SELECT i.course_id FROM jsonb_populate_recordset(null::course_registration_items, p_items) i
    ORDER BY 1);
  v_touched uuid[];
  v_updated_at timestamptz;
  v_full jsonb;
BEGIN
  PERFORM pg_advisory_xact_lock(p_lock_namespace, p_lock_number);
  SELECT date_trunc('milliseconds', updated_at) INTO v_updated_at FROM course_registrations
   WHERE enrollment_id = r.enrollment_id AND semester_id = r.semester_id;
  IF v_updated_at IS DISTINCT FROM date_trunc('milliseconds', p_read_updated_at) THEN
    RETURN jsonb_build_object('outcome', 'stale');
  END IF;

  v_touched := array(SELECT DISTINCT c FROM unnest(v_added || p_dropped) c ORDER BY 1);
  IF cardinality(v_touched) > 0 THEN
    INSERT INTO offering_seats (school_id, course_id, semester_id)
      SELECT r.school_id, c, r.semester_id FROM unnest(v_added) c ORDER BY 1
      ON CONFLICT DO NOTHING;
    PERFORM 1 FROM offering_seats
      WHERE semester_id = r.semester_id AND course_id = ANY (v_touched)
      ORDER BY course_id FOR UPDATE;
    IF EXISTS (SELECT 1 FROM course_waitlist
                WHERE semester_id = r.semester_id AND course_id = ANY (v_touched)
                  AND state IN ('waiting', 'held')) THEN
      RETURN jsonb_build_object('outcome', 'waitlist');
    END IF;
    SELECT jsonb_agg(s.course_id ORDER BY s.course_id) INTO v_full
      FROM offering_seats s JOIN courses c ON c.id = s.course_id
     WHERE s.semester_id = r.semester_id AND s.course_id = ANY (v_added)
       AND c.capacity IS NOT NULL AND s.taken >= c.capacity;
    IF v_full IS NOT NULL THEN
      RETURN jsonb_build_object('outcome', 'full', 'courseIds', v_full);
    END IF;
    UPDATE offering_seats SET taken = taken + 1, updated_at = r.updated_at
     WHERE semester_id = r.semester_id AND course_id = ANY (v_added);
    UPDATE offering_seats SET taken = taken - 1, updated_at = r.updated_at
     WHERE semester_id = r.semester_id AND course_id = ANY (p_dropped);
  END IF;

  INSERT INTO course_registrations AS t (id, school_id, enrollment_id, session_id, semester_id,
      department_id, level, state, return_reason, total_units, max_units, submitted_at,
      verification_code, created_at, updated_at)
    VALUES (r.id, r.school_id, r.enrollment_id, r.session_id, r.semester_id, r.department_id,
      r.level, r.state, r.return_reason, r.total_units, r.max_units, r.submitted_at,
      r.verification_code, r.created_at, r.updated_at)
    ON CONFLICT (id) DO UPDATE SET department_id = excluded.department_id,
      level = excluded.level, state = excluded.state, return_reason = excluded.return_reason,
      total_units = excluded.total_units, max_units = excluded.max_units,
      submitted_at = excluded.submitted_at, verification_code = excluded.verification_code,
      updated_at = excluded.updated_at;
  DELETE FROM course_registration_items
   WHERE registration_id = r.id AND course_id = ANY (p_dropped);
  INSERT INTO course_registration_items (registration_id, school_id, course_id, units, category)
    SELECT i.registration_id, i.school_id, i.course_id, i.units, i.category
      FROM jsonb_populate_recordset(null::course_registration_items, p_items) i;
  INSERT INTO audit_log (school_id, actor_user_id, actor_name, actor_role, action, entity_type,
      entity_id, before, after, ip, request_id)
    SELECT a.school_id, a.actor_user_id, a.actor_name, a.actor_role, a.action, a.entity_type,
      a.entity_id, a.before, a.after, a.ip, a.request_id
      FROM jsonb_populate_record(null::audit_log, p_audit) a;
  RETURN jsonb_build_object('outcome', 'saved');
END
$$;
