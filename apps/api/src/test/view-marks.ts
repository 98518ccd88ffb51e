import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '@/platform/db/database.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import type { Client } from './use-test-app.ts';

// Checks of the view marks behind the kept pages (migrations 0034 to 0036): the tables the
// statements that made a page read, and which of them a change does not follow with a mark.

/** Counts the statements sent while a piece of work runs; `onQuery` goes to the test app. */
export function statementCounter() {
  let counting = false;
  let statements: string[] = [];
  const during = async <T>(work: () => Promise<T>): Promise<{ result: T; sent: string[] }> => {
    statements = [];
    counting = true;
    try {
      return { result: await work(), sent: statements };
    } finally {
      counting = false;
    }
  };
  return {
    onQuery: (statement: string) => {
      if (counting) statements.push(statement);
    },
    during,
    /** A GET's answer as the browser gets it, with the statements the request sent. */
    read: async <T>(client: Client, url: string): Promise<{ answer: T; sent: string[] }> => {
      const { result: res, sent } = await during(() => client(url));
      expect(res.statusCode, res.body).toBe(200);
      return { answer: res.json() as T, sent };
    },
  };
}

/** The tables a statement takes rows from. */
export function tablesOf(statement: string): string[] {
  return [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/gi)].map((m) => m[1] ?? '');
}

/** The tables the statements that made an answer read, but for the session's own. */
export function readTables(sent: string[]): string[] {
  return [...new Set(sent.filter((s) => !tablesOf(s).includes('sessions')).flatMap(tablesOf))];
}

/** Where the marks a page is kept under stand, read inside a transaction. */
export type ReadMarks = (tx: Db) => Promise<string | undefined>;

/** The one statement's mark as text (its first row's `mark` column). */
export async function markOf(tx: Db, statement: SQL): Promise<string | undefined> {
  const [row] = rowsOf<{ mark: string }>(await tx.execute(statement));
  return row?.mark;
}

class RolledBack extends Error {}

/**
 * The tables among `tables` where changing a row of the school moves none of the marks `marks`
 * reads. A row is changed to itself (its school to its school), or as `change` says for a table
 * whose triggers follow one column only. Each change runs in a transaction that is rolled back,
 * its deferred triggers run at once.
 */
export async function unmovedBy(
  db: Db,
  tables: string[],
  schoolId: string,
  marks: ReadMarks,
  change: (table: string) => SQL | undefined = () => undefined,
): Promise<string[]> {
  const unmoved: string[] = [];
  for (const table of tables) {
    const name = sql.identifier(table);
    const column = sql.identifier(table === 'schools' ? 'id' : 'school_id');
    // A score sheet, and a line on one, show only once published.
    const published =
      table === 'scores'
        ? sql`and sheet_id in (select id from score_sheets where state = 'published')`
        : table === 'score_sheets'
          ? sql`and state = 'published'`
          : sql``;
    const set = change(table) ?? sql`${column} = ${column}`;
    await db
      .transaction(async (tx) => {
        const before = await marks(tx);
        const changed = await tx.execute(sql`
          update ${name} set ${set}
          where ctid = (select ctid from ${name} where ${column} = ${schoolId} ${published} limit 1)
          returning ${column}`);
        expect(rowsOf(changed), table).toHaveLength(1);
        await tx.execute(sql`set constraints all immediate`);
        if ((await marks(tx)) === before) unmoved.push(table);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  }
  return unmoved;
}
