ALTER TABLE "schools" ADD COLUMN "teaching_mark" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Teaching marks (issue 19): a lecturer's course list (`academics/my-courses`) is kept in the
-- API, as the student home is (0034), while nothing it shows has changed. It shows the school's
-- calendar, courses and departments (the school's `view_mark` follows those), and three things
-- more, which move the school's `teaching_mark`: who teaches which course, a lecturer's name,
-- and how many students take a course (`course_takers`, moved by every approval). They have a
-- mark of their own so that an approval leaves every student's kept home alone.
-- Deferred to the commit like the student's own rows: the school's row is locked last, and once
-- per transaction (a row version of this transaction has already moved a mark).
CREATE FUNCTION teaching_mark_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  UPDATE schools SET teaching_mark = teaching_mark + 1
    WHERE id = changed.school_id AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER course_takers_teaching_mark
  AFTER INSERT OR UPDATE OR DELETE ON course_takers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION teaching_mark_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER staff_assignments_teaching_mark
  AFTER INSERT OR UPDATE OR DELETE ON staff_assignments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION teaching_mark_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_teaching_mark AFTER UPDATE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION teaching_mark_row_changed();--> statement-breakpoint
-- Any other change to the school's row still moves its view mark (0035), but a statement that
-- moved either mark itself moves no other.
CREATE FUNCTION view_mark_school_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.view_mark = OLD.view_mark AND NEW.teaching_mark = OLD.teaching_mark THEN
    NEW.view_mark := OLD.view_mark + 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER schools_view_mark ON schools;--> statement-breakpoint
CREATE TRIGGER schools_view_mark BEFORE UPDATE ON schools
  FOR EACH ROW EXECUTE FUNCTION view_mark_school_changed();
