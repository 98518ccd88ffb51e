import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@/platform/access/route-access.ts';
import type { Database, Db } from '@/platform/db/database.ts';
import { openDatabase } from '@/platform/db/database.ts';
import { runInSchoolScope } from '@/platform/db/school-scope.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { createOwnDatabaseHeldByRls } from '@/test/own-database.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';

// Issue 19: row-level security is a second wall between schools behind the application's own
// checks (migration 0032, school-scope.ts, school-scoped-client.ts).

const SCOPE_ROUTE = '/api/v1/test-only/school-scope';

async function rowsOf<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function addFaculty(db: Db, schoolId: string) {
  const [row] = await rowsOf<{ id: string }>(
    db,
    sql`insert into faculties (school_id, name, code)
        values (${schoolId}, ${`Faculty ${uniqueTag()}`}, ${uniqueTag()}) returning id`,
  );
  if (!row) throw new Error('faculty insert failed');
  return row.id;
}

const facultySchools = (db: Db) =>
  rowsOf<{ id: string; school_id: string }>(db, sql`select id, school_id from faculties`);

/** An app on `database` with a route that answers the school its database work is confined to. */
async function appTellingItsScope(database: Database) {
  const t = await createTestApp({}, { shared: database });
  t.app.get(SCOPE_ROUTE, { config: { access: signedIn() } }, async () => {
    const [row] = await rowsOf<{ scope: string | null }>(
      database.db,
      sql`select current_setting('campusflow.school_id', true) as scope`,
    );
    return { scope: row?.scope || null };
  });
  return t;
}

describe.runIf(onPostgres)('row-level security on PostgreSQL', () => {
  let own: Awaited<ReturnType<typeof createOwnDatabaseHeldByRls>>;
  let database: Database;
  let t: TestApp;
  let schoolA: string;
  let schoolB: string;
  let facultyA: string;
  let facultyB: string;
  let memberOfA: Awaited<ReturnType<typeof clientFor>>;
  let memberOfB: Awaited<ReturnType<typeof clientFor>>;
  let operator: Awaited<ReturnType<typeof clientFor>>;

  beforeAll(async () => {
    own = await createOwnDatabaseHeldByRls(process.env.DATABASE_URL ?? '', 'cf_rls');
    // Two connections, so that requests of both schools wait for the same ones.
    database = await openDatabase({ url: own.url, poolSize: 2 });
    t = await appTellingItsScope(database);
    const db = database.db;
    schoolA = (await createSchool(db)).id;
    schoolB = (await createSchool(db)).id;
    facultyA = await addFaculty(db, schoolA);
    facultyB = await addFaculty(db, schoolB);
    const a = await createUser(db, { schoolId: schoolA, roles: ['hos'] });
    const b = await createUser(db, { schoolId: schoolB, roles: ['hos'] });
    const admin = await createUser(db, { schoolId: null, roles: ['appadmin'] });
    memberOfA = await clientFor(t.app, a.email ?? '');
    memberOfB = await clientFor(t.app, b.email ?? '');
    operator = await clientFor(t.app, admin.email ?? '');
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await database?.close();
    await own?.drop();
  });

  it('has the API connect as a role that is no superuser and cannot bypass it', async () => {
    const [role] = await rowsOf<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('puts the schools and every table with a school column behind the wall, forced', async () => {
    const unguarded = await rowsOf<{ name: string }>(
      database.db,
      sql`select c.relname as name from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
            and (c.relname = 'schools' or exists (select 1 from pg_attribute a
                 where a.attrelid = c.oid and a.attname = 'school_id' and not a.attisdropped))
            and not (c.relrowsecurity and c.relforcerowsecurity and exists
                 (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'school_wall'))`,
    );
    expect(unguarded).toEqual([]);
    const [guarded] = await rowsOf<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from pg_policy where polname = 'school_wall'`,
    );
    expect(guarded?.count).toBeGreaterThan(60);
  });

  it("shows work confined to one school only that school's rows, and refuses changing another's", async () => {
    const db = database.db;
    const seen = await runInSchoolScope(schoolA, () => facultySchools(db));
    expect(seen.map((f) => f.id)).toContain(facultyA);
    expect(seen.every((f) => f.school_id === schoolA)).toBe(true);
    // Unconfined work (a job, a public route) sees both.
    const all = (await facultySchools(db)).map((f) => f.id);
    expect(all).toEqual(expect.arrayContaining([facultyA, facultyB]));

    // A query of the builder runs when awaited: inside the confined work, not after it.
    const changed = await runInSchoolScope(
      schoolA,
      async () =>
        await db.execute(sql`update faculties set name = 'Taken over' where id = ${facultyB}`),
    );
    const removed = await runInSchoolScope(
      schoolA,
      async () => await db.execute(sql`delete from faculties where id = ${facultyB}`),
    );
    const counts = [changed, removed].map((r) => (r as { rowCount: number }).rowCount);
    expect(counts).toEqual([0, 0]);
    await expect(runInSchoolScope(schoolA, () => addFaculty(db, schoolB))).rejects.toMatchObject({
      cause: { code: '42501' },
    });
    await expect(
      runInSchoolScope(
        schoolA,
        async () =>
          await db.execute(sql`update faculties set school_id = ${schoolB} where id = ${facultyA}`),
      ),
    ).rejects.toMatchObject({ cause: { code: '42501' } });
    const [b] = await rowsOf<{ name: string }>(
      db,
      sql`select name from faculties where id = ${facultyB}`,
    );
    expect(b?.name).not.toBe('Taken over');
    const schoolsSeen = await runInSchoolScope(schoolA, () =>
      rowsOf<{ id: string }>(db, sql`select id from schools`),
    );
    expect(schoolsSeen.map((s) => s.id)).toEqual([schoolA]);
  });

  it("confines a school member's request to their school, and neither an operator's nor a visitor's", async () => {
    expect((await memberOfA(SCOPE_ROUTE)).json()).toEqual({ scope: schoolA });
    expect((await memberOfB(SCOPE_ROUTE)).json()).toEqual({ scope: schoolB });
    expect((await operator(SCOPE_ROUTE)).json()).toEqual({ scope: null });
    // The sign-in itself runs unconfined, whatever the connection served before.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/v1/auth/me' });
    expect(visitor.statusCode).toBe(401);
  });

  it("gives a connection handed on from one school's request to another's the new school", async () => {
    // Two connections for 120 requests: nearly every one waits for a connection another
    // school's request gives back, in that request's own async context.
    const asked = Array.from({ length: 120 }, (_, i) => (i % 2 === 0 ? 'A' : 'B'));
    const answers = await Promise.all(
      asked.map((who) => (who === 'A' ? memberOfA : memberOfB)(SCOPE_ROUTE)),
    );
    const wrong = answers.filter(
      (res, i) => res.json().scope !== (asked[i] === 'A' ? schoolA : schoolB),
    );
    expect(wrong).toHaveLength(0);
  });

  it("keeps the audit log out of the API's reach to change or remove", async () => {
    const [count] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from audit_log`,
    );
    expect(count?.n).toBeGreaterThan(0);
    for (const change of [
      sql`update audit_log set action = 'forged'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      await expect(database.db.execute(change)).rejects.toMatchObject({
        cause: { code: '42501' },
      });
    }
  });
});

// PGlite's only role is a superuser, and row-level security never binds a superuser: the
// policies are there, but on PGlite the application's own checks are the only wall between
// schools (cross-school-probes.test.ts and role-route-matrix.test.ts prove those hold).
describe.skipIf(onPostgres)('row-level security on PGlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("binds nothing: PGlite's role is a superuser, so the application's checks are the wall", async () => {
    const db = t.database.db;
    const [role] = await rowsOf<{ rolsuper: boolean }>(
      db,
      sql`select rolsuper from pg_roles where rolname = current_user`,
    );
    expect(role?.rolsuper).toBe(true);
    const schoolA = (await createSchool(db)).id;
    const schoolB = (await createSchool(db)).id;
    const facultyB = await addFaculty(db, schoolB);
    // PGlite's driver is not pooled and carries no scope; even set by hand, it confines nothing.
    await db.execute(sql`select set_config('campusflow.school_id', ${schoolA}, false)`);
    const seen = (await facultySchools(db)).map((f) => f.id);
    await db.execute(sql`select set_config('campusflow.school_id', '', false)`);
    expect(seen).toContain(facultyB);
  });
});
