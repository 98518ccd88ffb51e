import pg from 'pg';
import { openDatabase } from '@/platform/db/database.ts';
import { runMigrations } from '@/platform/db/migrate.ts';
import { uniqueTag } from '@/test/fixtures.ts';

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
 * A migrated database of its own on the PostgreSQL server of `serverUrl` (DATABASE_URL), for
 * a test that no other test file's app may share: its address, and how to drop it.
 */
export async function createOwnDatabase(serverUrl: string, prefix = 'cf_own') {
  const name = `${prefix}_${uniqueTag().toLowerCase()}`;
  await onServer(serverUrl, `create database ${name}`);
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  const migrated = await openDatabase({ url: own.toString() });
  try {
    await runMigrations(migrated);
  } finally {
    await migrated.close();
  }
  return {
    url: own.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
