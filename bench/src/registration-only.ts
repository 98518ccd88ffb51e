// `npm run bench:registration [-- --students N]`: the course registration case alone, on
// PostgreSQL only. It creates a fresh database on the server of DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432), seeds an institution of N students (50,000 by default)
// with two ledger payments a student, measures, and drops the database whatever happens.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import pg from 'pg';
import { startBare } from './bare.ts';
import { benchRegistration } from './registration.ts';
import { SEEDED_STUDENTS, seedInstitution } from './seeded.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    submits: { type: 'string', default: '2000' },
  },
});
const students = Number(values.students);
const submits = Number(values.submits);

const serverUrl = new URL(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const name = `campusflow_bench_registration_${process.pid}`;
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${name}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`create database ${name}`);
let stopping = false;
const dropDatabase = async () => {
  if (stopping) return;
  stopping = true;
  await admin(`drop database if exists ${name} with (force)`);
  console.log(`Dropped ${name}.`);
};
// An interrupted run still leaves the server as it found it.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void dropDatabase().finally(() => process.exit(130)));
}
try {
  const database = { DATABASE_URL: benchUrl.toString() };
  console.log(`Seeding an institution of ${students} students into ${name} (PostgreSQL)…`);
  const seeded = seedInstitution(database, { students, payments: students * 2 });
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  const serverEnv = {
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    SEED_DEMO: 'false',
    // BENCH_CPU_PROF=<dir>: the API writes a CPU profile of the measured submits there.
    ...(process.env.BENCH_CPU_PROF
      ? {
          BENCH_CPU_PROF: process.env.BENCH_CPU_PROF,
          NODE_OPTIONS: `--import ${path.join(import.meta.dirname, 'cpu-profile-preload.mjs')}`,
        }
      : {}),
    ...database,
  };
  const server = await startServer(serverEnv);
  const bare = await startBare();
  try {
    await benchRegistration({
      serverUrl: server.url,
      bareUrl: bare.url,
      databaseUrl: database.DATABASE_URL,
      schoolCode: seeded.schoolCode,
      seededStudents: students,
      submits,
      serverEnv,
      // Starts and stops the CPU profile around the measured submits (a no-op without it).
      aroundSubmits: () => {
        if (process.env.BENCH_CPU_PROF) server.process.kill('SIGUSR2');
      },
    });
  } finally {
    bare.stop();
    await server.stop();
  }
} finally {
  await dropDatabase();
}
