import { MAX_PAGE_SIZE, type TPageQuery } from '@campusflow/contracts';

/** One page of a list, as every list endpoint answers it. */
export type Page<T> = { items: T[]; total: number; page: number; limit: number };

/** A select not yet run: drizzle's builders, or anything that takes a limit and an offset. */
export type PageableQuery<Row> = {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
};

/**
 * What counts the whole selection: `db.$count(table, where)`, a `select({ total: count() })`
 * for a count over joins, or a number.
 */
export type TotalQuery = PromiseLike<number | readonly { total: number }[]>;

/**
 * Runs a page of `rows` and the count of the whole selection together, and turns each row into
 * an item. Pages start at 1 and hold at most MAX_PAGE_SIZE rows (rule 8 of the house), whatever
 * the query asks for.
 */
export function paginate<Row>(
  query: TPageQuery,
  rows: PageableQuery<Row>,
  total: TotalQuery,
): Promise<Page<Row>>;
export function paginate<Row, Item>(
  query: TPageQuery,
  rows: PageableQuery<Row>,
  total: TotalQuery,
  toItem: (row: Row) => Item,
): Promise<Page<Item>>;
export async function paginate<Row, Item>(
  query: TPageQuery,
  rows: PageableQuery<Row>,
  total: TotalQuery,
  toItem?: (row: Row) => Item,
): Promise<Page<Row | Item>> {
  const page = Math.max(1, Math.floor(query.page));
  const limit = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(query.limit)));
  const [found, counted] = await Promise.all([rows.limit(limit).offset((page - 1) * limit), total]);
  return {
    items: toItem ? found.map((row) => toItem(row)) : found,
    total: typeof counted === 'number' ? counted : (counted[0]?.total ?? 0),
    page,
    limit,
  };
}
