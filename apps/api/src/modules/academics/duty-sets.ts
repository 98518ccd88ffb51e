import { type AnyColumn, and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { can } from '@/platform/access/actor.ts';
import type { DutyIds, DutyQuery } from '@/platform/access/duties.ts';
import { courses, curriculumItems } from './courses.tables.ts';
import { enrollments } from './enrollments.tables.ts';
import { staffAssignments } from './staff.tables.ts';
import { departments, programmes } from './structure.tables.ts';

// Academics' answers to the duty queries of platform/access/duties.ts: each is one statement
// over the requested ids, whatever their number.

const none: DutyIds = new Set();

const ids = (rows: { id: string }[]): DutyIds => new Set(rows.map((r) => r.id));

/** The filter for `requested` (none: every record); null when nothing was asked for. */
function within(column: Parameters<typeof inArray>[0], requested?: readonly string[]) {
  if (!requested) return undefined;
  return requested.length > 0 ? inArray(column, [...requested]) : null;
}

/** The actor's own duties of a school, to join on. */
function dutiesOf(schoolId: string, userId: string, kinds: SQL | undefined) {
  return and(eq(staffAssignments.schoolId, schoolId), eq(staffAssignments.userId, userId), kinds);
}

/** A lecturer's duty for the joined course row in a session (none without a session). */
function teaches(sessionId: string | null, course: AnyColumn) {
  return sessionId
    ? and(
        eq(staffAssignments.kind, 'teacher'),
        eq(staffAssignments.courseId, course),
        eq(staffAssignments.sessionId, sessionId),
      )
    : undefined;
}

/** The exam officer of the school, or of the faculty given. */
function examinesFaculty(facultyId: AnyColumn) {
  return and(
    eq(staffAssignments.kind, 'exam_officer'),
    or(isNull(staffAssignments.facultyId), eq(staffAssignments.facultyId, facultyId)),
  );
}

/** The courses the actor lectures in the session: the courses a lecturer may grade. */
export const coursesTaughtBy: DutyQuery<{ sessionId: string }> = async (db, actor, scope) => {
  const asked = within(staffAssignments.courseId, scope.requested);
  if (!actor.schoolId || asked === null) return none;
  const rows = await db
    .selectDistinct({ id: sql<string>`${staffAssignments.courseId}` })
    .from(staffAssignments)
    .where(
      and(
        dutiesOf(
          actor.schoolId,
          actor.userId,
          and(
            eq(staffAssignments.kind, 'teacher'),
            eq(staffAssignments.sessionId, scope.sessionId),
          ),
        ),
        asked,
      ),
    );
  return ids(rows);
};

/** The departments the actor heads: the registrations and results a head may approve. */
export const departmentsHeadedBy: DutyQuery = async (db, actor, scope) => {
  const asked = within(staffAssignments.departmentId, scope.requested);
  if (!actor.schoolId || asked === null) return none;
  const rows = await db
    .selectDistinct({ id: sql<string>`${staffAssignments.departmentId}` })
    .from(staffAssignments)
    .where(and(dutiesOf(actor.schoolId, actor.userId, eq(staffAssignments.kind, 'hod')), asked));
  return ids(rows);
};

/**
 * The courses whose students the actor may see: every course of the school for the head of
 * school (who manages academics); otherwise those of the departments they head, those they
 * lecture in the session, and, for the exam officer, those of their faculty or of the school.
 */
export const coursesOverseenBy: DutyQuery<{ sessionId: string | null }> = async (
  db,
  actor,
  scope,
) => {
  const asked = within(courses.id, scope.requested);
  if (!actor.schoolId || asked === null) return none;
  const inSchool = and(eq(courses.schoolId, actor.schoolId), asked);
  if (can(actor, 'academics:manage:school')) {
    return ids(await db.select({ id: courses.id }).from(courses).where(inSchool));
  }
  const duty = or(
    and(eq(staffAssignments.kind, 'hod'), eq(staffAssignments.departmentId, courses.departmentId)),
    teaches(scope.sessionId, courses.id),
    examinesFaculty(departments.facultyId),
  );
  const rows = await db
    .selectDistinct({ id: courses.id })
    .from(courses)
    .innerJoin(departments, eq(departments.id, courses.departmentId))
    .innerJoin(staffAssignments, dutiesOf(actor.schoolId, actor.userId, duty))
    .where(inSchool);
  return ids(rows);
};

/**
 * The enrolled students the actor may see: every one of the school for the head of school;
 * otherwise those of the departments they head, those who take a course they lecture in the
 * session (its curriculum at the student's level), and, for the exam officer, those of their
 * faculty or of the school.
 */
export const studentsOverseenBy: DutyQuery<{ sessionId: string | null }> = async (
  db,
  actor,
  scope,
) => {
  const asked = within(enrollments.studentId, scope.requested);
  if (!actor.schoolId || asked === null) return none;
  const enrolled = and(
    eq(enrollments.schoolId, actor.schoolId),
    eq(enrollments.stage, 'enrolled'),
    asked,
  );
  const id = sql<string>`${enrollments.studentId}`;
  if (can(actor, 'academics:manage:school')) {
    return ids(await db.selectDistinct({ id }).from(enrollments).where(enrolled));
  }
  const takesTaughtCourse = sql`exists (select 1 from ${curriculumItems}
    where ${curriculumItems.courseId} = ${staffAssignments.courseId}
      and ${curriculumItems.programmeId} = ${enrollments.programmeId}
      and ${curriculumItems.level} = ${enrollments.currentLevel})`;
  const duty = or(
    and(
      eq(staffAssignments.kind, 'hod'),
      eq(staffAssignments.departmentId, programmes.departmentId),
    ),
    scope.sessionId
      ? and(
          eq(staffAssignments.kind, 'teacher'),
          eq(staffAssignments.sessionId, scope.sessionId),
          takesTaughtCourse,
        )
      : undefined,
    examinesFaculty(departments.facultyId),
  );
  const rows = await db
    .selectDistinct({ id })
    .from(enrollments)
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(departments, eq(departments.id, programmes.departmentId))
    .innerJoin(staffAssignments, dutiesOf(actor.schoolId, actor.userId, duty))
    .where(enrolled);
  return ids(rows);
};
