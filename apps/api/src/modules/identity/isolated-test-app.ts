import pg from 'pg';
import { openDatabase } from '@/platform/db/database.ts';
import { runMigrations } from '@/platform/db/migrate.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A test app on a database no other test file touches. PGlite clones are that already; on
 * PostgreSQL (DATABASE_URL, one database shared by every test file) a database of its own is
 * created and migrated, and dropped on close. For tests that need what a shared database
 * cannot give: no platform administrator yet, or a mail outbox that no other file's app
 * delivers from.
 */
export async function isolatedTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (!url) return createTestApp(env);
  const name = `cf_isolated_${uniqueTag().toLowerCase()}`;
  await onServer(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const migrated = await openDatabase({ url: own.toString() });
  try {
    await runMigrations(migrated);
  } finally {
    await migrated.close();
  }
  let t: TestApp;
  process.env.DATABASE_URL = own.toString();
  try {
    t = await createTestApp(env);
  } finally {
    process.env.DATABASE_URL = url;
  }
  return {
    ...t,
    close: async () => {
      await t.close();
      await onServer(url, `drop database if exists ${name} with (force)`);
    },
  };
}
