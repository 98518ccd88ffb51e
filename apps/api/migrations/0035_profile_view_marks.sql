-- The signed-in user's profile (`auth/me`, every page load) is kept under the same view marks as
-- the student home (migration 0034). It is made from the user's row (any change moves their mark
-- already), their roles and their school's row: a role granted or taken moves the user's mark,
-- at the commit as their other rows do; any change to the school's row moves the school's mark,
-- unless the statement moved it itself.
CREATE FUNCTION view_mark_user_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  holder uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN holder := OLD.user_id; ELSE holder := NEW.user_id; END IF;
  UPDATE users SET view_mark = view_mark + 1
    WHERE id = holder AND xmin <> pg_current_xact_id()::xid;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER user_roles_view_mark AFTER INSERT OR UPDATE OR DELETE ON user_roles
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION view_mark_user_roles_changed();--> statement-breakpoint
-- The same rule as the user's row (0034's function reads only the row's own mark).
CREATE TRIGGER schools_view_mark BEFORE UPDATE ON schools
  FOR EACH ROW EXECUTE FUNCTION view_mark_user_changed();
