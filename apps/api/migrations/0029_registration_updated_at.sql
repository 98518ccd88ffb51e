-- A course registration's updated_at is the version a save checks before writing
-- (save_course_registration, migration 0021): a save that read it and finds it unchanged writes
-- its plan. Every change must therefore move it forward, even when two changes come in the same
-- millisecond (two tabs, a rush): each update sets it at least one millisecond past the old one.
CREATE FUNCTION course_registrations_advance_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := greatest(NEW.updated_at,
    date_trunc('milliseconds', OLD.updated_at) + interval '1 millisecond');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER course_registrations_advance_updated_at
  BEFORE UPDATE ON course_registrations
  FOR EACH ROW EXECUTE FUNCTION course_registrations_advance_updated_at();
