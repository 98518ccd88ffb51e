// `npm run bench:sign-in`: the sign-in and session figures alone, on an empty database (PGlite,
// or PostgreSQL when DATABASE_URL is set), without seeding an institution: a minute, not the
// whole bench.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@campusflow/e2e/support/server';
import { startBare } from './bare.ts';
import { benchSignIn } from './sign-in.ts';

const server = await startServer({
  LOG_LEVEL: 'error',
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  SEED_DEMO: 'false',
  ...(process.env.DATABASE_URL
    ? { DATABASE_URL: process.env.DATABASE_URL }
    : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campusflow-bench-')) }),
});
const bare = await startBare();
try {
  await benchSignIn(server.url, bare.url);
} finally {
  bare.stop();
  await server.stop();
}
