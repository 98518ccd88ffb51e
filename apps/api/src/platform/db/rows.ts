import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * The rows of `db.execute(sql…)`: node-postgres answers `{ rows }`, PGlite through drizzle
 * answers the same; older shapes answered the array itself. Both are read here.
 */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * A row of `table` as JSON keyed by column name (`schoolId` becomes `school_id`, a date its ISO
 * form), for `jsonb_populate_record(null::<table>, …)` in a database function. Keys that are
 * not columns of the table are refused, so a renamed field fails loudly.
 */
export function columnJson<T extends Table>(
  table: T,
  values: Partial<T['$inferInsert']>,
): Record<string, unknown> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of this table`);
    out[column.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
