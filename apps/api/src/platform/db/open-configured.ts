import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '@/config.ts';
import { type Database, openDatabase } from './database.ts';

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite stored in `${DATA_DIR}/pglite`. */
export async function openConfiguredDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openDatabase({ url: config.databaseUrl, poolSize: config.dbPoolSize });
  }
  const dir = path.join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  return openDatabase({ pgliteDir: dir });
}

/**
 * The streaming replica reports read from (DATABASE_READ_URL), a pool as small as the
 * primary's; null without one, when reports read from the primary. Never migrated: the
 * replica replays the primary's schema, and refuses writes.
 */
export async function openConfiguredReadDatabase(config: AppConfig): Promise<Database | null> {
  if (!config.databaseReadUrl) return null;
  return openDatabase({ url: config.databaseReadUrl, poolSize: config.dbPoolSize });
}
