import { and, is, or, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * One key of a list's order. A list declares its order as keys (the last one unique, an id),
 * orders its page by them (`orderByKeys`) and its export reads it in chunks after the last row
 * seen (`rowsAfter`): keyset pagination, so that reading row 49,000 costs what reading row 1
 * does, and both see the same order.
 */
export type SortKey<Row> = {
  /** What the list orders by: a column or an expression. */
  by: SQLWrapper;
  desc?: boolean;
  /** Where nulls go; PostgreSQL's default otherwise (last ascending, first descending). */
  nulls?: 'first' | 'last';
  /**
   * The key is never null (a not-null column, an id): lets `rowsAfter` write conditions an
   * index can seek to rather than filter through.
   */
  notNull?: boolean;
  /**
   * The row's value of the key (null or undefined when null), or an SQL that gives it where
   * JavaScript cannot hold it exactly (`exactValue`: a timestamp's microseconds).
   */
  valueOf: (row: Row) => unknown;
};

const nullsFirst = (key: SortKey<never>) => (key.nulls ? key.nulls === 'first' : Boolean(key.desc));

/** The `order by` of the keys, nulls placed explicitly so that `rowsAfter` agrees with it. */
export function orderByKeys<Row>(keys: readonly SortKey<Row>[]): SQL[] {
  return keys.map(
    (key) =>
      sql`${key.by} ${sql.raw(key.desc ? 'desc' : 'asc')} nulls ${sql.raw(nullsFirst(key) ? 'first' : 'last')}`,
  );
}

/**
 * A column's value in the row of `table` whose id is `id`, read in the statement itself:
 * for a timestamp, which PostgreSQL keeps to the microsecond and a JavaScript Date to the
 * millisecond, so a keyset over it must not go through JavaScript.
 */
export function exactValue(column: PgColumn, idColumn: PgColumn, id: string): SQL {
  return sql`(select ${column} from ${idColumn.table} where ${idColumn} = ${id})`;
}

/**
 * The rows that come after `row` in the keys' order. Keys all not null and in one direction
 * give a row comparison, `(a, b) < ($1, $2)`, which an index on (a, b) seeks to; otherwise the
 * comparison is spelled out key by key, nulls placed as `orderByKeys` places them, with a
 * bound on the first key when it is not null, so the index still seeks.
 */
export function rowsAfter<Row>(keys: readonly SortKey<Row>[], row: Row): SQL {
  const values = keys.map((key) => key.valueOf(row));
  const first = keys[0];
  if (first && keys.every((key) => key.notNull && Boolean(key.desc) === Boolean(first.desc))) {
    const left = sql.join(
      keys.map((key) => sql`${key.by}`),
      sql`, `,
    );
    const right = sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    );
    return first.desc ? sql`(${left}) < (${right})` : sql`(${left}) > (${right})`;
  }
  const branches: SQL[] = [];
  const equal: SQL[] = [];
  keys.forEach((key, i) => {
    const value = values[i];
    const further = key.desc ? sql`${key.by} < ${value}` : sql`${key.by} > ${value}`;
    let beyond: SQL | undefined;
    if (is(value, SQL) && !key.notNull) {
      // A value read in the statement may be null itself: the same rules, decided there.
      beyond = nullsFirst(key)
        ? sql`((${value} is null and ${key.by} is not null) or ${further})`
        : sql`(${value} is not null and (${further} or ${key.by} is null))`;
      equal.push(sql`${key.by} is not distinct from ${value}`);
      branches.push(and(...equal.slice(0, -1), beyond) as SQL);
      return;
    }
    const isNull = value === null || value === undefined;
    if (isNull) {
      // Past a null: the non-null values when nulls come first, nothing when they come last.
      beyond = nullsFirst(key) ? sql`${key.by} is not null` : undefined;
    } else {
      beyond = nullsFirst(key) || key.notNull ? further : sql`(${further} or ${key.by} is null)`;
    }
    if (beyond) branches.push(and(...equal, beyond) as SQL);
    equal.push(isNull ? sql`${key.by} is null` : sql`${key.by} = ${value}`);
  });
  const after = or(...branches) ?? sql`false`;
  const head = values[0];
  if (!first?.notNull || head === null || head === undefined) return after;
  const bound = first.desc ? sql`${first.by} <= ${head}` : sql`${first.by} >= ${head}`;
  return and(bound, after) as SQL;
}

/** Rows an export reads at a time. */
export const EXPORT_CHUNK_ROWS = 1000;

/**
 * The selection in the keys' order, `chunkRows` at a time: `fetch` runs the list's query with
 * the extra condition (none for the first chunk) and a limit.
 */
export async function* keysetChunks<Row>(
  keys: readonly SortKey<Row>[],
  fetch: (after: SQL | undefined, limit: number) => PromiseLike<Row[]>,
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<Row[]> {
  let last: Row | undefined;
  for (;;) {
    const rows = await fetch(last === undefined ? undefined : rowsAfter(keys, last), chunkRows);
    if (rows.length > 0) yield rows;
    if (rows.length < chunkRows) return;
    last = rows[rows.length - 1];
  }
}
