ALTER TABLE "users" ADD COLUMN "view_mark" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "view_mark" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- View marks (issue 19): a student's home is cached in the API, kept as long as nothing it shows
-- has changed. What it shows is read from the rows below; every change to them moves a mark the
-- session lookup reads with the session, in the same statement: the user's own `view_mark` for
-- their own rows, the school's for rows every student of the school sees. A cached home is good
-- while both marks are those it was made under (modules/reports/student/student-home-cache.ts).
-- reports/student/view-marks.test.ts fails when the home reads a table no trigger here follows.

-- Any change to a user's row moves their mark (whatever changed, the home may show it), unless
-- the statement moved it itself.
CREATE FUNCTION view_mark_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.view_mark = OLD.view_mark THEN
    NEW.view_mark := OLD.view_mark + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_view_mark BEFORE UPDATE ON users
  FOR EACH ROW EXECUTE FUNCTION view_mark_user_changed();--> statement-breakpoint

-- A student's own rows. Deferred to the commit: the user's row is locked last, after whatever
-- else the transaction locked, so it adds no lock order to the writes of a rush, and a
-- transaction that has already moved the mark (its row version is this transaction's) moves it
-- no further. TG_ARGV[0] says how the row leads to its student.
CREATE FUNCTION view_mark_student_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  student uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  CASE TG_ARGV[0]
    WHEN 'student' THEN
      student := changed.student_id;
    WHEN 'enrollment' THEN
      SELECT e.student_id INTO student FROM enrollments e WHERE e.id = changed.enrollment_id;
    WHEN 'registration' THEN
      SELECT e.student_id INTO student FROM course_registrations r
        JOIN enrollments e ON e.id = r.enrollment_id WHERE r.id = changed.registration_id;
    WHEN 'published score' THEN
      SELECT e.student_id INTO student FROM enrollments e
        JOIN score_sheets s ON s.id = changed.sheet_id AND s.state = 'published'
        WHERE e.id = changed.enrollment_id;
  END CASE;
  IF student IS NOT NULL THEN
    UPDATE users SET view_mark = view_mark + 1
      WHERE id = student AND xmin <> pg_current_xact_id()::xid;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER enrollments_view_mark AFTER INSERT OR UPDATE OR DELETE ON enrollments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('student');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER payments_view_mark AFTER INSERT OR UPDATE OR DELETE ON payments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('student');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER course_registrations_view_mark
  AFTER INSERT OR UPDATE OR DELETE ON course_registrations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('enrollment');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER semester_results_view_mark
  AFTER INSERT OR UPDATE OR DELETE ON semester_results
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('enrollment');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER course_registration_items_view_mark
  AFTER INSERT OR UPDATE OR DELETE ON course_registration_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('registration');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER scores_view_mark AFTER INSERT OR UPDATE OR DELETE ON scores
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_student_row_changed('published score');--> statement-breakpoint

-- Rows every student of a school sees: the school's mark, once per statement. These tables are
-- written by officers, not in a student's rush; a score sheet counts only on its way into or
-- out of `published` (a lecturer's saves of a draft move nothing).
CREATE FUNCTION view_mark_school_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE schools SET view_mark = view_mark + 1 WHERE id IN (SELECT school_id FROM old_rows);
  ELSE
    UPDATE schools SET view_mark = view_mark + 1 WHERE id IN (SELECT school_id FROM new_rows);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION view_mark_score_sheets_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE schools SET view_mark = view_mark + 1
      WHERE id IN (SELECT school_id FROM new_rows WHERE state = 'published');
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE schools SET view_mark = view_mark + 1
      WHERE id IN (SELECT school_id FROM old_rows WHERE state = 'published');
  ELSE
    UPDATE schools SET view_mark = view_mark + 1
      WHERE id IN (SELECT n.school_id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE n.state = 'published' OR o.state = 'published');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE
  shared text;
  follow text;
BEGIN
  FOREACH shared IN ARRAY ARRAY['academic_years', 'academic_sessions', 'semesters',
    'registration_periods', 'faculties', 'departments', 'programmes', 'courses', 'fees',
    'score_sheets']
  LOOP
    follow := CASE shared WHEN 'score_sheets' THEN 'view_mark_score_sheets_changed'
      ELSE 'view_mark_school_rows_changed' END;
    EXECUTE format('CREATE TRIGGER %1$s_view_mark_insert AFTER INSERT ON %1$I
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', shared, follow);
    EXECUTE format('CREATE TRIGGER %1$s_view_mark_update AFTER UPDATE ON %1$I
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', shared, follow);
    EXECUTE format('CREATE TRIGGER %1$s_view_mark_delete AFTER DELETE ON %1$I
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %2$I()', shared, follow);
  END LOOP;
END
$$;
