import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { academicSessions, registrationPeriods } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { demoScore, gradedLine } from './demo-score-lines.ts';
import { inBatches, seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

type SheetPlan = 'empty' | 'partial' | 'returned' | 'submitted' | 'hod_approved';

/** The demo lecturer's first courses, in order, so each role finds one of each. */
const lecturerPlans: SheetPlan[] = ['partial', 'submitted', 'hod_approved', 'returned'];
const otherPlans: [SheetPlan, number][] = [
  ['empty', 0.25],
  ['partial', 0.45],
  ['returned', 0.5],
  ['submitted', 0.75],
  ['hod_approved', 1],
];

const returnReason =
  'Three exam scores do not match the marked scripts; check CSC students 4, 9 and 12 and resubmit.';

/**
 * This semester's score sheets, for every course with approved registrations, in every state
 * but published (the semester is running): empty and half-filled drafts, a returned one,
 * submitted (the HODs' work) and HOD-approved (the exam officer's). The demo lecturer's
 * busiest courses take one of each, the busiest a half-filled draft; her others are drafts.
 */
export async function seedCurrentScoreSheets(
  tx: Tx,
  schoolId: string,
  options: { seed: number; lecturerId?: string },
) {
  const rng = seededRandom(options.seed);
  const [period] = await tx
    .select({
      sessionId: registrationPeriods.sessionId,
      semesterId: registrationPeriods.semesterId,
    })
    .from(registrationPeriods)
    .innerJoin(academicSessions, eq(academicSessions.id, registrationPeriods.sessionId))
    .where(and(eq(registrationPeriods.schoolId, schoolId), eq(academicSessions.isCurrent, true)))
    .orderBy(desc(registrationPeriods.opensAt))
    .limit(1);
  if (!period) return { sheets: 0 };
  const takers = await tx
    .select({
      courseId: courses.id,
      departmentId: courses.departmentId,
      enrollmentId: courseRegistrations.enrollmentId,
      entryYear: enrollments.entryYear,
    })
    .from(courseRegistrationItems)
    .innerJoin(
      courseRegistrations,
      eq(courseRegistrations.id, courseRegistrationItems.registrationId),
    )
    .innerJoin(courses, eq(courses.id, courseRegistrationItems.courseId))
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        eq(courseRegistrations.schoolId, schoolId),
        eq(courseRegistrations.semesterId, period.semesterId),
        eq(courseRegistrations.state, 'approved'),
      ),
    )
    // Matric-number order (ids are random), so the same seed draws the same scores.
    .orderBy(asc(courses.code), asc(users.userOrgId), asc(enrollments.id));
  const byCourse = new Map<string, typeof takers>();
  for (const t of takers) byCourse.set(t.courseId, [...(byCourse.get(t.courseId) ?? []), t]);
  const taught = options.lecturerId
    ? await tx
        .select({ courseId: staffAssignments.courseId })
        .from(staffAssignments)
        .where(
          and(
            eq(staffAssignments.userId, options.lecturerId),
            eq(staffAssignments.kind, 'teacher'),
            eq(staffAssignments.sessionId, period.sessionId),
            inArray(staffAssignments.courseId, [...byCourse.keys()]),
          ),
        )
    : [];
  // The lecturer's busiest courses first, so the half-filled draft has students either side.
  const theirs = [...byCourse.keys()]
    .filter((id) => taught.some((t) => t.courseId === id))
    .sort((a, b) => (byCourse.get(b)?.length ?? 0) - (byCourse.get(a)?.length ?? 0));

  const { settings } = await loadSchoolSettings(tx, schoolId);
  const schemeOf = await schoolSchemes(tx, settings);
  const caMax = settings.caMaxScore;
  const now = Date.now();
  const sheets = [...byCourse].map(([courseId, lines]) => {
    const mine = theirs.indexOf(courseId);
    const draw = rng.next();
    // The demo lecturer's other sheets are drafts, hers to fill.
    const plan: SheetPlan =
      mine >= 0
        ? (lecturerPlans[mine] ?? (mine % 2 ? 'empty' : 'partial'))
        : (otherPlans.find(([, upTo]) => draw < upTo)?.[0] ?? 'empty');
    const at = (days: number) => new Date(now - days * DAY);
    const state = plan === 'submitted' || plan === 'hod_approved' ? plan : ('draft' as const);
    return {
      row: {
        schoolId,
        courseId,
        sessionId: period.sessionId,
        semesterId: period.semesterId,
        departmentId: lines[0]?.departmentId ?? '',
        state,
        caMax,
        examMax: 100 - caMax,
        ...(plan === 'returned' ? { returnReason, returnedAt: at(1) } : {}),
        ...(plan === 'submitted' || plan === 'hod_approved' || plan === 'returned'
          ? { submittedAt: at(3) }
          : {}),
        ...(plan === 'hod_approved' ? { hodApprovedAt: at(2) } : {}),
        createdAt: at(10),
        updatedAt: at(plan === 'empty' ? 10 : 1),
      },
      lines:
        plan === 'empty'
          ? []
          : plan === 'partial'
            ? lines.slice(0, Math.ceil(lines.length / 2))
            : lines,
    };
  });

  await inBatches(sheets, BATCH, async (batch) => {
    const ids = await tx
      .insert(scoreSheets)
      .values(batch.map((s) => s.row))
      .returning({ id: scoreSheets.id });
    const rows = batch.flatMap((sheet, i) =>
      sheet.lines.map((l) => ({
        sheetId: ids[i]?.id ?? '',
        schoolId,
        enrollmentId: l.enrollmentId,
        ...gradedLine(demoScore(rng), schemeOf(l.entryYear)),
        updatedAt: sheet.row.updatedAt,
      })),
    );
    await inBatches(rows, BATCH, (slice) => tx.insert(scores).values(slice));
  });
  return { sheets: sheets.length };
}
