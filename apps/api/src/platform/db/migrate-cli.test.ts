import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { migrationsFolder } from './migrate.ts';
import { openConfiguredDatabase } from './open-configured.ts';

const run = promisify(execFile);
const cli = path.join(import.meta.dirname, 'migrate-cli.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'campusflow-migrate-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm run db:migrate` is this script; run it as npm would, in a process of its own. */
async function migrateCli() {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', cli], { env, timeout: 120_000 });
}

describe('npm run db:migrate', () => {
  it('applies every committed migration to a new embedded database, and again changes nothing', async () => {
    const first = await migrateCli();
    expect(first.stdout).toContain('Migrations applied (pglite).');
    const second = await migrateCli();
    expect(second.stdout).toContain('Migrations applied (pglite).');

    const committed = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }));
    try {
      const countOf = async (table: string) => {
        const result = (await database.db.execute(
          sql.raw(`select count(*)::int as n from ${table}`),
        )) as unknown as { rows: { n: number }[] };
        return result.rows[0]?.n;
      };
      expect(await countOf('drizzle.__drizzle_migrations')).toBe(committed);
      expect(await countOf('users')).toBe(0);
    } finally {
      await database.close();
    }
  }, 180_000);
});
