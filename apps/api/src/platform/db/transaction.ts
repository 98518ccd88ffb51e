import type { Db } from './database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a service function takes: the database, or a transaction it is already part of. */
export type DbOrTx = Db | Tx;

/**
 * Runs `work` in one transaction (rule 4 of docs/architecture.md). When `db` is already a
 * transaction, `work` joins it through a savepoint, so services compose without knowing
 * whether their caller opened one.
 */
export function inTransaction<T>(db: DbOrTx, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
