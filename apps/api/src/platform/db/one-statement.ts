import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * Writes that belong together as one statement: `steps` as data-modifying common table
 * expressions, then `last`, whose rows (its `returning`) are the answer. One statement is one
 * round trip to PostgreSQL and atomic by itself: all of it or none, with no begin and commit
 * around it. The steps see the same snapshot, so each must stand on its own (different tables,
 * or rows the others do not touch). Kept as a prepared statement by `preparedSql`.
 */
export function oneStatement(steps: readonly SQLWrapper[], last: SQLWrapper): SQL {
  // Each query's own SQL: embedding the query itself would wrap it in brackets, as a subquery.
  const ctes = steps.map((step, i) => sql`${sql.raw(`step${i}`)} as (${step.getSQL()})`);
  return ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ${last.getSQL()}` : last.getSQL();
}
