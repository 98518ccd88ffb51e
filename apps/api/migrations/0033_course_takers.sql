CREATE TABLE "course_takers" (
	"school_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_takers_course_id_session_id_pk" PRIMARY KEY("course_id","session_id")
);
--> statement-breakpoint
ALTER TABLE "course_takers" ADD CONSTRAINT "course_takers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_takers" ADD CONSTRAINT "course_takers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_takers" ADD CONSTRAINT "course_takers_session_id_academic_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."academic_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- How many students take each course in a session follows every write to registrations and
-- their lines (issue 19: a lecturer's and a head's course lists read a number instead of
-- counting thousands of lines on every view). A taker is a line of an approved registration.
-- Statement-level triggers with transition tables, as payment_totals (0011): one pass per
-- statement in course order, so approvals in many departments at once take the rows they share
-- (GST 101's) in one order.
CREATE FUNCTION course_takers_follow_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_takers AS t (school_id, course_id, session_id, students)
  SELECT d.school_id, d.course_id, d.session_id, sum(d.delta)
  FROM (
    SELECT n.school_id, i.course_id, n.session_id, 1 AS delta
    FROM new_rows n JOIN course_registration_items i ON i.registration_id = n.id
    WHERE n.state = 'approved'
    UNION ALL
    SELECT o.school_id, i.course_id, o.session_id, -1
    FROM old_rows o JOIN course_registration_items i ON i.registration_id = o.id
    WHERE o.state = 'approved'
  ) d
  GROUP BY d.school_id, d.course_id, d.session_id
  HAVING sum(d.delta) <> 0
  ORDER BY d.course_id, d.session_id
  ON CONFLICT (course_id, session_id) DO UPDATE SET students = t.students + excluded.students;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_registrations_takers AFTER UPDATE ON course_registrations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_takers_follow_registrations();--> statement-breakpoint
-- An approved registration removed takes its lines with it (their own trigger no longer finds
-- it approved once it is gone).
CREATE FUNCTION course_takers_forget_registration() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'approved' THEN
    UPDATE course_takers t SET students = t.students - 1
    FROM course_registration_items i
    WHERE i.registration_id = OLD.id AND t.course_id = i.course_id AND t.session_id = OLD.session_id;
  END IF;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_registrations_takers_delete BEFORE DELETE ON course_registrations
  FOR EACH ROW EXECUTE FUNCTION course_takers_forget_registration();--> statement-breakpoint
CREATE FUNCTION course_takers_follow_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO course_takers AS t (school_id, course_id, session_id, students)
    SELECT r.school_id, o.course_id, r.session_id, -count(*)
    FROM old_rows o JOIN course_registrations r ON r.id = o.registration_id AND r.state = 'approved'
    GROUP BY r.school_id, o.course_id, r.session_id
    ORDER BY o.course_id, r.session_id
    ON CONFLICT (course_id, session_id) DO UPDATE SET students = t.students + excluded.students;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO course_takers AS t (school_id, course_id, session_id, students)
    SELECT r.school_id, n.course_id, r.session_id, count(*)
    FROM new_rows n JOIN course_registrations r ON r.id = n.registration_id AND r.state = 'approved'
    GROUP BY r.school_id, n.course_id, r.session_id
    ORDER BY n.course_id, r.session_id
    ON CONFLICT (course_id, session_id) DO UPDATE SET students = t.students + excluded.students;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_registration_items_takers_insert AFTER INSERT ON course_registration_items
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_takers_follow_items();--> statement-breakpoint
CREATE TRIGGER course_registration_items_takers_update AFTER UPDATE ON course_registration_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_takers_follow_items();--> statement-breakpoint
CREATE TRIGGER course_registration_items_takers_delete AFTER DELETE ON course_registration_items
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION course_takers_follow_items();--> statement-breakpoint
INSERT INTO course_takers (school_id, course_id, session_id, students)
SELECT r.school_id, i.course_id, r.session_id, count(*)
FROM course_registration_items i JOIN course_registrations r ON r.id = i.registration_id
WHERE r.state = 'approved'
GROUP BY r.school_id, i.course_id, r.session_id;--> statement-breakpoint
SELECT campusflow_school_wall('course_takers');
