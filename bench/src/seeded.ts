import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '@campusflow/e2e/support/server';

export const SEEDED_STUDENTS = 50_000;
/** A million payments on PostgreSQL (the ledger benchmark); fewer on PGlite. */
export const SEEDED_PAYMENTS = process.env.DATABASE_URL ? 1_000_000 : 200_000;

/**
 * Fills a database with a generated institution of 50,000 students (the benchmark
 * data, or `size`), through the same `npm run seed` the README documents. Returns the seconds it took.
 */
export function seedInstitution(
  env: Record<string, string>,
  size: { students: number; payments: number } = {
    students: SEEDED_STUDENTS,
    payments: SEEDED_PAYMENTS,
  },
): {
  seconds: number;
  schoolCode: string;
} {
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(repoRoot, 'apps/api/src/seed/seed-cli.ts'),
      '--students',
      String(size.students),
      '--payments',
      String(size.payments),
    ],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`);
  const school = /^(SEED\d+):/m.exec(result.stdout)?.[1];
  if (!school) throw new Error(`seeding printed no school:\n${result.stdout}`);
  return { seconds: (Date.now() - started) / 1000, schoolCode: school };
}
