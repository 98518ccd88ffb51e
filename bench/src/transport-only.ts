// `npm run bench:transport [-- --students N --routes R --seats S --riders A]`: the transport
// rush alone, on PostgreSQL only. It creates a fresh database on the server of DATABASE_URL,
// seeds an institution of N students (50,000 by default), opens R routes of S seats each, lets
// A students subscribe at once, and drops the database whatever happens.
import { parseArgs } from 'node:util';
import { startServer } from '@campusflow/e2e/support/server';
import { scratchDatabase } from './scratch-database.ts';
import { SEEDED_STUDENTS, seedInstitution } from './seeded.ts';
import { benchTransport } from './transport.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: String(SEEDED_STUDENTS) },
    routes: { type: 'string', default: '20' },
    seats: { type: 'string', default: '60' },
    riders: { type: 'string', default: '3000' },
  },
});

const db = await scratchDatabase('transport');
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
    await benchTransport({
      serverUrl: server.url,
      databaseUrl: db.url,
      schoolCode: seeded.schoolCode,
      routes: Number(values.routes),
      seats: Number(values.seats),
      riders: Number(values.riders),
    });
  } finally {
    await server.stop();
  }
} finally {
  await db.drop();
}
