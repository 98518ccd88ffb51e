import pg from 'pg';
import { openDatabase } from '@/platform/db/database.ts';
import { runMigrations } from '@/platform/db/migrate.ts';
import { uniqueTag } from '@/test/fixtures.ts';

async function onServer(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
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
  return migrated(own, async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
  });
}

/**
 * A database of its own, owned and migrated by a login role that is neither a superuser nor
 * allowed to bypass row-level security, as the README deploys the API: DATABASE_URL's own
 * role when it is one (CI), else a role made for it (a superuser's DATABASE_URL).
 */
export async function createOwnDatabaseHeldByRls(serverUrl: string, prefix = 'cf_owner') {
  const { rows } = await onServer(
    serverUrl,
    'select rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user',
  );
  if (!rows[0]?.bypasses) return createOwnDatabase(serverUrl, prefix);
  const name = `${prefix}_${uniqueTag().toLowerCase()}`;
  await onServer(serverUrl, `create role ${name} login nosuperuser nobypassrls`);
  await onServer(serverUrl, `create database ${name} owner ${name}`);
  const own = new URL(serverUrl);
  own.pathname = `/${name}`;
  own.username = name;
  return migrated(own, async () => {
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await onServer(serverUrl, `drop role if exists ${name}`);
  });
}

async function migrated(own: URL, drop: () => Promise<void>) {
  const migrated = await openDatabase({ url: own.toString() });
  try {
    await runMigrations(migrated);
  } finally {
    await migrated.close();
  }
  return { url: own.toString(), drop };
}
