import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '@/platform/db/database.ts';

/** Sessions are touched by every signed-in request; they are not the data a refusal protects. */
const TOUCHED_BY_ANY_REQUEST = new Set(['sessions', 'sign_in_failures']);

const rowsOf = <T>(result: unknown): T[] =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * A digest of the data a test's requests could change: every row of the given schools in every
 * table with a `school_id`, the schools themselves, and the audit rows of the given actors. On
 * a database of its own (PGlite) every table without a school is included whole; a shared
 * PostgreSQL database has other files writing those, and the actors' audit rows stand for
 * them there (every change an officer makes is audited). Equal digests before and after a
 * batch of refused requests show that they changed nothing.
 */
export async function dataFingerprint(
  database: Database,
  scope: { schoolIds: string[]; actorIds: string[] },
): Promise<Record<string, string>> {
  const { db } = database;
  const tables = rowsOf<{ name: string; school: boolean }>(
    await db.execute(sql`select table_name as name, bool_or(column_name = 'school_id') as school
      from information_schema.columns where table_schema = current_schema()
      group by table_name order by table_name`),
  );
  const schools = sql`array[${sql.join(
    scope.schoolIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const digest: Record<string, string> = {};
  for (const table of tables) {
    if (TOUCHED_BY_ANY_REQUEST.has(table.name)) continue;
    const where =
      table.name === 'schools'
        ? sql`where t.id = any(${schools})`
        : table.school
          ? sql`where t.school_id = any(${schools})`
          : database.kind === 'pglite'
            ? sql``
            : null;
    if (!where) continue;
    const [row] = rowsOf<{ n: number; h: string }>(
      await db.execute(sql`select count(*)::int as n,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h
        from ${sql.identifier(table.name)} t ${where}`),
    );
    digest[table.name] = `${row?.n}:${row?.h}`;
  }
  const actors = sql`array[${sql.join(
    scope.actorIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const [audited] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from audit_log where actor_user_id = any(${actors})`,
    ),
  );
  digest['audit_log by the actors'] = String(audited?.n);
  return digest;
}

/** Runs `requests` and expects the data of `scope` to be as it was before them. */
export async function expectDataUnchanged(
  database: Database,
  scope: { schoolIds: string[]; actorIds: string[] },
  requests: () => Promise<void>,
): Promise<void> {
  const before = await dataFingerprint(database, scope);
  await requests();
  expect(await dataFingerprint(database, scope)).toEqual(before);
}
