import { count, eq, sql } from 'drizzle-orm';
import { recomputeStandings } from '@/modules/results/publishing/standings.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { seedAdmissions } from './demo-admissions.ts';
import { seedApplicationFeePayments, seedPayments, seedSchoolFinance } from './demo-finance.ts';
import { seedDemoHostels } from './demo-hostels.ts';
import { seedDemoMessaging } from './demo-messaging.ts';
import { seedPaymentReviews, seedSignInHistory } from './demo-office-work.ts';
import { seedPastResults } from './demo-past-results.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoRegistrations } from './demo-registrations.ts';
import { seedCurrentScoreSheets } from './demo-score-sheets.ts';
import { assignDemoLecturer, enrollDemoStudent } from './demo-student.ts';
import { seedDemoTransport } from './demo-transport.ts';
import { generateInstitution } from './generate-institution.ts';

export const DEMO_SCHOOL_CODE = 'DEMO';
/** Students in the demo institution besides the demo accounts. */
export const DEMO_STUDENTS = 500;
/**
 * Generated payments in the demo ledger (none for the demo student); the ledger also holds the
 * applicants' application fees and the demo student's own tuition payments
 * (DEMO_STUDENT_PAYMENTS).
 */
export const DEMO_PAYMENTS = 300;
/**
 * The demo student's own payments: last session's tuition in two instalments, and the first
 * instalment of this session's (the second is still owed).
 */
export const DEMO_STUDENT_PAYMENTS = 3;

/** Seeds the demo institution into an empty database; does nothing otherwise. */
export async function seedDemoData(ctx: ServiceContext): Promise<boolean> {
  const { db } = ctx;
  const [existing] = await db.select({ n: count() }).from(schools);
  if ((existing?.n ?? 0) > 0) return false;
  await inTransaction(db, async (tx) => {
    const [school] = await tx
      .insert(schools)
      .values({
        code: DEMO_SCHOOL_CODE,
        name: 'Campusflow Demo University',
        address: '1 University Road, Ibadan, Oyo State',
        email: 'registrar@demo.campusflow.test',
        phone: '08030000000',
      })
      .returning({ id: schools.id });
    if (!school) throw new Error('demo school insert failed');
    const people = await seedDemoPeople(ctx, tx, school.id);
    const student = people.byRole.student;
    await generateInstitution(tx, {
      schoolId: school.id,
      schoolCode: DEMO_SCHOOL_CODE,
      students: DEMO_STUDENTS,
      seed: 2025,
      currentYear: currentAcademicYear(),
      staffPasswordHash: people.passwordHash,
      people: {
        ...(people.byRole.hod ? { hodId: people.byRole.hod } : {}),
        ...(people.byRole.teacher ? { teacherId: people.byRole.teacher } : {}),
        ...(people.byRole.examOfficer ? { examOfficerId: people.byRole.examOfficer } : {}),
        studentIds: [
          ...(student ? [{ id: student, level: 200 }] : []),
          ...people.preRegistered.map((id) => ({ id, level: 100 })),
        ],
      },
    });
    // Tuition is required before course registration (the default); one paid instalment is
    // enough, so the demo student, who paid his first, may register.
    await tx
      .update(schools)
      .set({ settings: sql`${schools.settings} || '{"partialPaymentAllowed": true}'::jsonb` })
      .where(eq(schools.id, school.id));
    await seedSchoolFinance(tx, school.id, 1);
    await seedPayments(tx, school.id, DEMO_PAYMENTS, student ? [student] : []);
    await seedPaymentReviews(tx, school.id);
    const demoStudent = student ? await enrollDemoStudent(tx, school.id, student) : null;
    await seedDemoRegistrations(tx, school.id, {
      seed: 2025,
      demoDepartment: 'CSC',
      exclude: [...(student ? [student] : []), ...people.preRegistered],
    });
    // Earlier sessions' published results (the demo student's carry-over among them), then
    // this semester's score sheets in every state.
    const published = await seedPastResults(tx, school.id, {
      seed: 2025,
      departmentCode: 'CSC',
      ...(demoStudent ? { failFor: demoStudent.enrollmentId } : {}),
    });
    // Fresh tables have no statistics (PGlite runs no autovacuum): without them the standings
    // statement plans nested loops and takes half a minute instead of a quarter second.
    await tx.execute(sql`analyze scores, score_sheets, courses, semesters`);
    await recomputeStandings(tx, school.id, published);
    await seedCurrentScoreSheets(tx, school.id, {
      seed: 2025,
      ...(people.byRole.teacher ? { lecturerId: people.byRole.teacher } : {}),
    });
    await assignDemoLecturer(tx, school.id, people.multi);
    await seedAdmissions(ctx, tx, school.id, people.passwordHash);
    await seedApplicationFeePayments(tx, school.id);
    const notPlaced = [...(student ? [student] : []), ...people.preRegistered];
    await seedDemoHostels(tx, school.id, { seed: 2025, exclude: notPlaced });
    await seedDemoTransport(tx, school.id, { seed: 2025, exclude: notPlaced });
    await seedSignInHistory(tx, school.id);
    if (people.byRole.hos) await seedDemoMessaging(tx, school.id, people.byRole.hos);
  });
  return true;
}

/** The academic year running now: it starts in September. */
export function currentAcademicYear(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
}
