// `npm run bench:hostels [-- --students N --beds B --applicants A]`: the hostel rush alone, on
// PostgreSQL only. It creates a fresh database on the server of DATABASE_URL, seeds an
// institution of N students (50,000 by default), opens two halls of B beds each, lets A
// students apply at once, and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import { benchHostels } from './hostels.ts';
import { scratchDatabase } from './scratch-database.ts';
import { SEEDED_STUDENTS, seedInstitution } from './seeded.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    beds: { type: 'string', default: '1000' },
    applicants: { type: 'string', default: '3000' },
  },
});

const db = await scratchDatabase('hostels');
try {
  const database = { DATABASE_URL: db.url };
  const students = Number(values.students);
  console.log(`Seeding an institution of ${students} students into ${db.name} (PostgreSQL)…`);
  const seeded = seedInstitution(database, { students, payments: students });
  console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
  const server = await startServer({
    LOG_LEVEL: 'error',
    NODE_ENV: 'production',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret',
    SEED_DEMO: 'false',
    ...database,
  });
  try {
    await benchHostels({
      serverUrl: server.url,
      databaseUrl: db.url,
      schoolCode: seeded.schoolCode,
      beds: Number(values.beds),
      applicants: Number(values.applicants),
    });
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
