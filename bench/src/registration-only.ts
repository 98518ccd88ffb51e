import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import { startBare } from './bare.ts';
import { cpuProfileEnv } from './cpu-profile.ts';
import { benchRegistration } from './registration.ts';
import { scratchDatabase } from './scratch-database.ts';
import { SEEDED_STUDENTS, seedInstitution } from './seeded.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    submits: { type: 'string', default: '2000' },
  },
});
const students = Number(values.students);
const submits = Number(values.submits);

const db = await scratchDatabase('registration');
try {
  const database = { DATABASE_URL: db.url };
  console.log(`Seeding an institution of ${students} students into ${db.name} (PostgreSQL)…`);
  const seeded = seedInstitution(database, { students, payments: students * 2 });
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  const serverEnv = {
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    SEED_DEMO: 'false',
    // BENCH_CPU_PROF=<dir>: the API writes a CPU profile of the measured submits there.
    ...cpuProfileEnv(),
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
  await db.drop();
}
