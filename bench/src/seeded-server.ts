// A bench run on its own PostgreSQL database: a fresh database on the server of DATABASE_URL,
// an institution of `students` seeded into it, the API started on it in production mode; the
// server stopped and the database dropped whatever happens.
import { startServer } from '@campusflow/e2e/support/server';
import { scratchDatabase } from './scratch-database.ts';
import { seedInstitution } from './seeded.ts';

export type SeededServer = {
  serverUrl: string;
  databaseUrl: string;
  schoolCode: string;
  /** The API process, for what only it can tell (its memory). */
  pid: number | undefined;
};

export async function onSeededServer(
  kind: string,
  students: number,
  run: (server: SeededServer) => Promise<unknown>,
  options: { payments?: number; env?: Record<string, string> } = {},
) {
  const db = await scratchDatabase(kind);
  try {
    const database = { DATABASE_URL: db.url };
    console.log(`Seeding an institution of ${students} students into ${db.name} (PostgreSQL)…`);
    const seeded = seedInstitution(database, { students, payments: options.payments ?? students });
    console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
    const server = await startServer({
      LOG_LEVEL: 'error',
      NODE_ENV: 'production',
      APP_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_DEMO: 'false',
      ...database,
      ...options.env,
    });
    try {
      await run({
        serverUrl: server.url,
        databaseUrl: db.url,
        schoolCode: seeded.schoolCode,
        pid: server.process.pid,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
  }
}
