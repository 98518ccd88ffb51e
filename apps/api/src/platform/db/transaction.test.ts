import { eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/test-app.ts';
import type { Database } from './database.ts';
import { runMigrations } from './migrate.ts';
import { inTransaction } from './transaction.ts';

// A table of this test's own: the platform knows no module's tables.
const probes = pgTable('tx_probes', { code: text('code').notNull(), name: text('name').notNull() });

let database: Database;
const code = `TX${Date.now().toString(36)}`.toUpperCase();
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.execute(
    sql`create table if not exists tx_probes (code text not null, name text not null)`,
  );
  await database.db.execute(
    sql`create unique index if not exists tx_probes_code_idx on tx_probes (upper(code))`,
  );
});
afterAll(() => database.close());

const countWithCode = async (c: string) =>
  (await database.db.select().from(probes).where(eq(probes.code, c))).length;

describe('inTransaction', () => {
  it('commits all writes together', async () => {
    await inTransaction(database.db, async (tx) => {
      await tx.insert(probes).values({ code: `${code}1`, name: 'One' });
      await tx.insert(probes).values({ code: `${code}2`, name: 'Two' });
    });
    expect(await countWithCode(`${code}1`)).toBe(1);
    expect(await countWithCode(`${code}2`)).toBe(1);
  });

  it('writes nothing when any step fails', async () => {
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.insert(probes).values({ code: `${code}3`, name: 'Three' });
        // The same code again, in another case: the unique index on upper(code) refuses it.
        await tx.insert(probes).values({ code: `${code}3`.toLowerCase(), name: 'Dup' });
      }),
    ).rejects.toThrow();
    expect(await countWithCode(`${code}3`)).toBe(0);
  });

  it('joins an outer transaction through a savepoint', async () => {
    await inTransaction(database.db, async (outer) => {
      await outer.insert(probes).values({ code: `${code}4`, name: 'Four' });
      await expect(
        inTransaction(outer, async (inner) => {
          await inner.insert(probes).values({ code: `${code}5`, name: 'Five' });
          throw new Error('inner step fails');
        }),
      ).rejects.toThrow('inner step fails');
    });
    expect(await countWithCode(`${code}4`)).toBe(1);
    expect(await countWithCode(`${code}5`)).toBe(0);
  });
});

describe('runMigrations', () => {
  it('is safe to run again on a migrated database', async () => {
    await runMigrations(database);
    await runMigrations(database);
    expect(await countWithCode(`${code}1`)).toBe(1);
  });
});
