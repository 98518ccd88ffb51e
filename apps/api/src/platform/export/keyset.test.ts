import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { exactValue, keysetChunks, orderByKeys, type SortKey } from './keyset.ts';

const t = useTestApp();
const name = `keyset_probe_${uniqueTag().toLowerCase()}`;
const probe = pgTable(name, {
  id: uuid('id').primaryKey(),
  a: integer('a'),
  b: text('b'),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
type Row = typeof probe.$inferSelect;

beforeAll(async () => {
  const db = t.database.db;
  await db.execute(
    sql.raw(`create table ${name} (id uuid primary key, a int, b text, at timestamptz not null)`),
  );
  // Few distinct values, nulls among them, and times a microsecond apart: ties everywhere.
  await db.execute(
    sql.raw(`insert into ${name}
    select gen_random_uuid(), case when i % 7 = 0 then null else i % 4 end,
      case when i % 5 = 0 then null else chr(97 + i % 3) end,
      timestamptz '2026-01-01 00:00:00+00' + (i % 6) * interval '1 microsecond'
    from generate_series(1, 120) as i`),
  );
});
afterAll(async () => {
  await t.database.db.execute(sql.raw(`drop table if exists ${name}`));
});

type Column = 'a' | 'b' | 'at' | 'b-read';

/** A key by a column; `b-read` reads its (nullable) value in the statement, as `at` does. */
function keyOf(column: Column, desc: boolean, nulls?: 'first' | 'last'): SortKey<Row> {
  if (column === 'at') {
    return {
      by: probe.at,
      desc,
      notNull: true,
      valueOf: (r) => exactValue(probe.at, probe.id, r.id),
    };
  }
  if (column === 'b-read') {
    return { by: probe.b, desc, nulls, valueOf: (r) => exactValue(probe.b, probe.id, r.id) };
  }
  return { by: probe[column], desc, nulls, valueOf: (r) => r[column] };
}

describe('keyset chunks', () => {
  it('read any order with nulls and ties exactly as one ordered query does', async () => {
    const db = t.database.db;
    const key = fc.record({
      column: fc.constantFrom<Column>('a', 'b', 'at', 'b-read'),
      desc: fc.boolean(),
      nulls: fc.constantFrom(undefined, 'first' as const, 'last' as const),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(key, {
          minLength: 1,
          maxLength: 3,
          selector: (k) => (k.column === 'b-read' ? 'b' : k.column),
        }),
        fc.boolean(),
        fc.integer({ min: 1, max: 17 }),
        async (spec, idDesc, chunk) => {
          const keys = [
            ...spec.map((k) => keyOf(k.column, k.desc, k.nulls)),
            { by: probe.id, desc: idDesc, notNull: true, valueOf: (r: Row) => r.id },
          ];
          const whole = await db
            .select()
            .from(probe)
            .orderBy(...orderByKeys(keys));
          const read: string[] = [];
          let chunks = 0;
          for await (const rows of keysetChunks(
            keys,
            (after, limit) =>
              db
                .select()
                .from(probe)
                .where(after)
                .orderBy(...orderByKeys(keys))
                .limit(limit),
            chunk,
          )) {
            expect(rows.length).toBeLessThanOrEqual(chunk);
            chunks += 1;
            read.push(...rows.map((r) => r.id));
          }
          expect(read).toEqual(whole.map((r) => r.id));
          expect(chunks).toBe(Math.ceil(whole.length / chunk));
        },
      ),
      { numRuns: 40 },
    );
  });
});
