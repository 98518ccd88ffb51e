-- Row-level security: a second wall between schools behind the application's own checks
-- (issue 19; docs/architecture.md, "Tenancy"). A school member's request runs with the
-- connection's `campusflow.school_id` set to their school (platform/db/school-scope.ts); every
-- tenant table then shows, changes and accepts only that school's rows, whatever a query asks.
-- Unset or '' (public routes, platform operators, jobs, migrations) confines nothing.
-- FORCE makes it bind the tables' owner too, so an API that owns its database (the README's
-- deployment) is held by it; only a superuser or a BYPASSRLS role is not.

-- The school the connection is confined to, or null.
CREATE FUNCTION campusflow_school_scope() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT nullif(current_setting('campusflow.school_id', true), '')::uuid
$$;--> statement-breakpoint

-- Puts a tenant table behind the wall by its school column; a nullable column's null rows
-- (the platform's own: app admins, platform audit) stay visible. A new tenant table's
-- migration calls it; row-level-security.test.ts fails for one that does not.
CREATE FUNCTION campusflow_school_wall(tenant regclass, school_column text DEFAULT 'school_id')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  nullable boolean;
  allowed text;
BEGIN
  SELECT NOT a.attnotnull INTO nullable FROM pg_attribute a
    WHERE a.attrelid = tenant AND a.attname = school_column AND NOT a.attisdropped;
  IF nullable IS NULL THEN
    RAISE EXCEPTION '% has no column %', tenant, school_column;
  END IF;
  allowed := format('campusflow_school_scope() IS NULL OR %1$I = campusflow_school_scope()', school_column);
  IF nullable THEN
    allowed := allowed || format(' OR %1$I IS NULL', school_column);
  END IF;
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tenant);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tenant);
  EXECUTE format('DROP POLICY IF EXISTS school_wall ON %s', tenant);
  EXECUTE format('CREATE POLICY school_wall ON %s USING (%s) WITH CHECK (%s)', tenant, allowed, allowed);
END
$$;--> statement-breakpoint

SELECT campusflow_school_wall('schools', 'id');--> statement-breakpoint

DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN
    SELECT c.oid::regclass AS name FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'school_id' AND NOT a.attisdropped
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
  LOOP
    PERFORM campusflow_school_wall(tenant.name);
  END LOOP;
END
$$;
