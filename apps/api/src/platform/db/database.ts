import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { SchoolScopedClient, SchoolScopedPool } from './school-scoped-client.ts';

/**
 * The query builder every service uses; the same type whichever driver is underneath. Services
 * build queries from the tables they import, so the builder is not given a schema: the platform
 * knows no module's tables (drizzle-kit finds them by `drizzle.config.ts`'s globs).
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type DatabaseKind = 'pglite' | 'postgresql';

/** Extensions the migrations create (trigram search); PGlite has to load them itself. */
export const pgliteExtensions = { pg_trgm, btree_gin };

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The underlying client, for the migrator only. */
  client: { kind: 'pglite'; pglite: PGlite } | { kind: 'postgresql'; pool: pg.Pool };
};

/** Told of every statement the query builder sends (a test counts what a page costs). */
export type QueryListener = (statement: string) => void;

export type DatabaseOptions = (
  | { url: string; poolSize?: number }
  | { pglite: PGlite }
  | { pgliteDir: string | undefined }
) & { onQuery?: QueryListener };

const loggerFor = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (statement: string) => onQuery(statement) } : undefined;

/** Opens PostgreSQL when a URL is given, else PGlite (in `pgliteDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new SchoolScopedPool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      // A server out of reach fails the request (503) rather than holding it indefinitely.
      connectionTimeoutMillis: 5_000,
      // Each connection carries its work's school scope to row-level security (migration 0032).
      Client: SchoolScopedClient,
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, logger: loggerFor(options.onQuery) }) as unknown as Db;
    return {
      db,
      kind: 'postgresql',
      client: { kind: 'postgresql', pool },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const pglite =
    'pglite' in options
      ? options.pglite
      : new PGlite(options.pgliteDir, { extensions: pgliteExtensions });
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite, logger: loggerFor(options.onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client: { kind: 'pglite', pglite },
    ping: async () => {
      if (pglite.closed) throw new Error('PGlite is closed');
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}
