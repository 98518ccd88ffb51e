import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '@/platform/db/database.ts';
import { runMigrations } from '@/platform/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data directory, cloned by each test file. */
    pgliteSnapshot: string;
  }
}

/**
 * Migrates one database for the whole run. With DATABASE_URL, that database itself; otherwise
 * a PGlite whose data directory every test file clones (cheaper than migrating each time).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ url });
    await runMigrations(database);
    await database.close();
    project.provide('pgliteSnapshot', '');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'campusflow-snapshot-'));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await runMigrations(database);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
