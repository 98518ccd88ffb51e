import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A uuid[] as one bind parameter (a PostgreSQL array literal), so a set of 50,000 students is
 * one value rather than 50,000 parameters, past the protocol's limit of 65,535.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** `column = any(ids)`, with the ids as one parameter. */
export const inUuids = (column: AnyColumn, ids: readonly string[]): SQL =>
  sql`${column} = any(${uuidArray(ids)})`;
