import { eq } from 'drizzle-orm';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';

const DAY = 24 * 60 * 60 * 1000;

export type RegistrationRecord = {
  schoolId: string;
  enrollmentId: string;
  sessionId: string;
  semesterId: string;
  departmentId: string;
  level: number;
  courses: { id: string; units: number; category?: 'compulsory' | 'elective' | 'carry_over' }[];
};

/**
 * A submitted registration written straight into the tables (no period, passport or fee gate,
 * no seats held): for tests of what reads registrations, such as rosters.
 */
export async function submittedRegistration(db: Db, r: RegistrationRecord): Promise<string> {
  const totalUnits = r.courses.reduce((sum, c) => sum + c.units, 0);
  const [row] = await db
    .insert(courseRegistrations)
    .values({
      schoolId: r.schoolId,
      enrollmentId: r.enrollmentId,
      sessionId: r.sessionId,
      semesterId: r.semesterId,
      departmentId: r.departmentId,
      level: r.level,
      state: 'submitted',
      totalUnits,
      maxUnits: Math.max(24, totalUnits),
      submittedAt: new Date(Date.now() - DAY),
    })
    .returning({ id: courseRegistrations.id });
  if (!row) throw new Error('registration insert returned nothing');
  await db.insert(courseRegistrationItems).values(
    r.courses.map((c) => ({
      registrationId: row.id,
      schoolId: r.schoolId,
      courseId: c.id,
      units: c.units,
      category: c.category ?? 'compulsory',
    })),
  );
  return row.id;
}

/**
 * The HOD's approval, written directly with the fields the HOD's API writes (review.test.ts
 * proves it does): for tests of what reads approved registrations, in any session.
 */
export async function approveRegistration(db: Db, registrationId: string, reviewerId: string) {
  await db
    .update(courseRegistrations)
    .set({
      state: 'approved',
      reviewedBy: reviewerId,
      reviewedAt: new Date(),
      verificationCode: newVerificationCode(),
    })
    .where(eq(courseRegistrations.id, registrationId));
}
