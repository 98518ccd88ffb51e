// `npm run bench`: throughput of the API against a bare Fastify baseline, and the weight of the
// first pages. Numbers are printed, not asserted in tests; the JS budget fails the run.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '@campusflow/e2e/support/server';
import { startBare } from './bare.ts';
import { JS_BUDGET_BYTES, measurePageJs, printBundle } from './bundle-size.ts';
import { measure, printLoad } from './load.ts';
import { benchCheckout, benchLedger } from './payments.ts';
import { benchRegistration } from './registration.ts';
import { SEEDED_PAYMENTS, SEEDED_STUDENTS, seedInstitution } from './seeded.ts';
import { benchSignIn } from './sign-in.ts';
import { benchStudentImport } from './student-import.ts';

// DATABASE_URL, when set, measures against PostgreSQL instead of the embedded PGlite.
const database: Record<string, string> = process.env.DATABASE_URL
  ? { DATABASE_URL: process.env.DATABASE_URL }
  : { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'campusflow-bench-')) };
console.log(
  `Seeding an institution of ${SEEDED_STUDENTS} students (${database.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`,
);
const seeded = seedInstitution(database);
console.log(`  seeded in ${seeded.seconds.toFixed(1)} s`);
const serverEnv = {
  LOG_LEVEL: 'error',
  NODE_ENV: 'production',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret',
  SEED_DEMO: 'false',
  ...database,
};
const server = await startServer(serverEnv);
const bare = await startBare();
try {
  const { cookie } = await benchSignIn(server.url, bare.url);

  // The academic structure at 50,000 students.
  const signInAs = async (email: string) => {
    const res = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'Demo-pass-2025' }),
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  const domain = `${seeded.schoolCode.toLowerCase()}.edu.test`;
  const admin = { cookie: await signInAs(`admin@${domain}`) };
  const hos = { cookie: await signInAs(`hos@${domain}`) };
  const gst = (await (
    await fetch(`${server.url}/api/v1/academics/courses?q=GST%20101`, { headers: hos })
  ).json()) as { items: { id: string }[] };
  const courseId = gst.items[0]?.id ?? '';
  const academics = [
    await measure(
      'users: students named Okafor',
      `${server.url}/api/v1/users?roles=student&q=Okafor`,
      { headers: admin, connections: 8 },
    ),
    await measure(
      'courses list (sorted page)',
      `${server.url}/api/v1/academics/courses?limit=20&sort=code`,
      { headers: hos, connections: 8 },
    ),
    await measure('GST 101 detail', `${server.url}/api/v1/academics/courses/${courseId}/detail`, {
      headers: hos,
      connections: 4,
    }),
    await measure(
      'GST 101 roster, page 100 (empty: the bench seed approves no registrations)',
      `${server.url}/api/v1/academics/courses/${courseId}/students?page=100&limit=50`,
      { headers: hos, connections: 4 },
    ),
    await measure(
      'GST 101 roster, search "okafor" (empty, as above)',
      `${server.url}/api/v1/academics/courses/${courseId}/students?q=okafor&limit=50`,
      { headers: hos, connections: 4 },
    ),
  ];
  console.log(`\nAcademics with ${SEEDED_STUDENTS} students`);
  printLoad(academics);

  await benchLedger(server.url, admin.cookie, SEEDED_PAYMENTS);
  const hosCookieFor = async (base: string) => {
    const res = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: `hos@${domain}`, password: 'Demo-pass-2025' }),
    });
    return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  };
  await benchCheckout(database, seeded.schoolCode, hosCookieFor);
  await benchStudentImport(server.url, cookie, hos.cookie, seeded.schoolCode);
  // Course registration reads and writes the database beside the server: PostgreSQL only.
  if (database.DATABASE_URL) {
    await benchRegistration({
      serverUrl: server.url,
      bareUrl: bare.url,
      databaseUrl: database.DATABASE_URL,
      schoolCode: seeded.schoolCode,
      seededStudents: SEEDED_STUDENTS,
      submits: 2000,
      serverEnv,
    });
  } else {
    console.log(
      '\nCourse registration: skipped on PGlite (npm run bench:registration, PostgreSQL)',
    );
  }

  const bundle = await measurePageJs(server.url, ['/', '/login']);
  printBundle(bundle);
  if (bundle.total > JS_BUDGET_BYTES) process.exitCode = 1;
} finally {
  bare.stop();
  await server.stop();
}
