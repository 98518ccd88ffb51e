import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { rowsOf } from './rows.ts';
import type { DbOrTx } from './transaction.ts';

/**
 * A hot query built once per database and kept as a prepared statement (issue 19: the query
 * builder rebuilding the same SQL on every request was a third of an authenticated read). On
 * PostgreSQL the statement is named, so each pooled connection parses and plans it once; its
 * inputs are `sql.placeholder(...)`s given to `execute`. Only for queries whose shape never
 * changes, and never inside a transaction (a transaction gets a fresh one).
 */
export function preparedPerDatabase<Prepared>(build: (db: DbOrTx) => Prepared) {
  const built = new WeakMap<DbOrTx, Prepared>();
  return (db: DbOrTx): Prepared => {
    let prepared = built.get(db);
    if (!prepared) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}

/** A placeholder for each key: the inputs of a prepared statement, named as its caller's. */
export function placeholders<K extends string>(...keys: K[]): Record<K, Placeholder<K>> {
  return Object.fromEntries(keys.map((key) => [key, sql.placeholder(key)])) as Record<
    K,
    Placeholder<K>
  >;
}

const dialect = new PgDialect();

/**
 * preparedPerDatabase for SQL that no query builder's `prepare` covers (a function call, several
 * writes in one statement): `build` gives it with placeholders, and the statement named `name`
 * runs with its inputs, which pass through their columns' encoders as usual. Answers its rows.
 */
export function preparedSql<Row>(name: string, build: (db: DbOrTx) => SQL) {
  return preparedPerDatabase((db) => {
    const query = dialect.sqlToQuery(build(db));
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return async (inputs: Record<string, unknown>) => rowsOf<Row>(await prepared.execute(inputs));
  });
}
