import type { TStudentHome } from '@campusflow/contracts';
import { formatGradePoint } from '@campusflow/domain';
import { enrolledStudent } from '@/modules/academics/academics.queries.ts';
import { homeFees } from '@/modules/payments/payments.queries.ts';
import { registrationStanding } from '@/modules/registration/registration.queries.ts';
import { resultsStanding } from '@/modules/results/results.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { Db } from '@/platform/db/database.ts';

const nothing: TStudentHome = {
  enrollment: null,
  registration: { period: null, registration: null },
  fees: [],
  results: { latest: null, cgpaDisplay: formatGradePoint(null), carryOvers: [], probation: false },
};

/**
 * The enrolled student's home in one answer: who they are at the school, then their course
 * registration, fees and published results in one round of statements (four, after the one
 * that finds the student). An applicant gets `enrollment: null` and nothing else. `changesAt`
 * is when the answer changes by the clock alone (a registration period opening or closing).
 */
export async function studentHome(
  db: Db,
  actor: Actor,
  now = new Date(),
): Promise<{ home: TStudentHome; changesAt: Date | null }> {
  const schoolId = requireSchool(actor);
  const enrollment = await enrolledStudent(db, schoolId, actor.userId);
  if (!enrollment) return { home: nothing, changesAt: null };
  const { programmeTypeId, ...shown } = enrollment;
  const sessionId = enrollment.session?.id;
  const [registration, fees, results] = await Promise.all([
    sessionId
      ? registrationStanding(
          db,
          {
            schoolId,
            sessionId,
            enrollmentId: enrollment.id,
            programmeTypeId,
            level: enrollment.level,
          },
          now,
        )
      : { standing: nothing.registration, changesAt: null },
    sessionId
      ? homeFees(db, {
          schoolId,
          studentId: actor.userId,
          sessionId,
          enrollment: {
            programmeId: enrollment.programme.id,
            level: enrollment.level,
            stage: 'enrolled',
          },
        })
      : [],
    resultsStanding(db, schoolId, enrollment.id),
  ]);
  return {
    home: { enrollment: shown, registration: registration.standing, fees, results },
    changesAt: registration.changesAt,
  };
}
