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
