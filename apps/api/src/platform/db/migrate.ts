import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { repoRoot } from '@/config.ts';
import type { Database } from './database.ts';

export const migrationsFolder = path.join(repoRoot, 'apps/api/migrations');

// Any constant works; it only has to be the same for every API process.
const MIGRATION_LOCK_KEY = 727_100_001;

/** Applies the committed SQL migrations. Several processes starting at once take turns. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.client.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // An advisory lock belongs to one connection: hold it on a client of its own.
  const lockClient = await database.client.pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    lockClient.release();
  }
}
