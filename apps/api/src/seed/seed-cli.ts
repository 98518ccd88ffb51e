// `npm run seed -- --students N [--schools K] [--payments P]`: adds K generated institutions of N
// students each, with the fee schedule and P payments in each one's ledger.
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { loadConfig } from '@/config.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { hashPassword } from '@/platform/auth/passwords.ts';
import { runMigrations } from '@/platform/db/migrate.ts';
import { openConfiguredDatabase } from '@/platform/db/open-configured.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { seedPayments, seedSchoolFinance } from './demo-finance.ts';
import { DEMO_PASSWORD } from './demo-people.ts';
import { currentAcademicYear } from './demo-seed.ts';
import { generateInstitution } from './generate-institution.ts';

const cities = [
  'Abeokuta',
  'Akure',
  'Enugu',
  'Ibadan',
  'Ilorin',
  'Jos',
  'Kano',
  'Lokoja',
  'Makurdi',
  'Owerri',
  'Sokoto',
  'Uyo',
  'Yola',
  'Zaria',
];

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '500' },
    schools: { type: 'string', default: '1' },
    seed: { type: 'string', default: '1' },
    payments: { type: 'string', default: '0' },
  },
});
const paymentCount = Number(values.payments);
const students = Number(values.students);
const howMany = Number(values.schools);
if (
  !Number.isInteger(students) ||
  students < 0 ||
  !Number.isInteger(howMany) ||
  howMany < 1 ||
  !Number.isInteger(paymentCount) ||
  paymentCount < 0
) {
  console.error('Usage: npm run seed -- --students N [--schools K] [--payments P] [--seed S]');
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await runMigrations(database);
  const staffPasswordHash = await hashPassword(DEMO_PASSWORD);
  const [existing] = await database.db
    .select({ n: count() })
    .from(schools)
    .where(sql`${schools.code} like 'SEED%'`);
  for (let k = 0; k < howMany; k++) {
    const number = (existing?.n ?? 0) + k + 1;
    const code = `SEED${number}`;
    const city = cities[(number - 1) % cities.length] ?? 'Lagos';
    const started = Date.now();
    const summary = await inTransaction(database.db, async (tx) => {
      const [school] = await tx
        .insert(schools)
        .values({
          code,
          name: `Federal University of ${city}${number > cities.length ? ` ${number}` : ''}`,
          address: `${city}, Nigeria`,
        })
        .returning({ id: schools.id });
      if (!school) throw new Error('school insert failed');
      // Someone to sign in as: the school's administrator and head of school.
      const officers = await tx
        .insert(users)
        .values(
          (['admin', 'hos'] as const).map((role) => ({
            schoolId: school.id,
            name: role === 'admin' ? `${city} Administrator` : `Head of ${city}`,
            email: `${role}@${code.toLowerCase()}.edu.test`,
            passwordHash: staffPasswordHash,
            authAccountCreated: true,
            emailVerified: true,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(userRoles).values(
        officers.map((o, i) => ({
          userId: o.id,
          role: i === 0 ? 'admin' : 'hos',
          schoolId: school.id,
        })),
      );
      const generated = await generateInstitution(tx, {
        schoolId: school.id,
        schoolCode: code,
        students,
        seed: Number(values.seed) * 1000 + number,
        currentYear: currentAcademicYear(),
        staffPasswordHash,
      });
      await seedSchoolFinance(tx, school.id, 1000 + number);
      const payments = await seedPayments(tx, school.id, paymentCount);
      return { ...generated, payments };
    });
    console.log(
      `${code}: ${summary.students} students, ${summary.staff} staff, ${summary.courses} courses in ${summary.departments} departments, ${summary.payments} payments (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  // Fresh statistics, so the planner uses the indexes on the new rows at once.
  await database.db.execute(sql`analyze`);
  console.log(
    `Sign in as admin@seedN.edu.test or hos@seedN.edu.test (and as any lecturer) with ${DEMO_PASSWORD}; students sign in with their matric number and Student-2025 (the first sign-in sets up the account).`,
  );
} finally {
  await database.close();
}
