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
