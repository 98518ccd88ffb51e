import type { TAmendment } from '@campusflow/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { resultAmendments, scoreSheets } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

const student = alias(users, 'student');
const requester = alias(users, 'requester');

/** Amendments with their course, student and requester, newest first (at most 200). */
export async function amendmentRows(db: DbOrTx, where: SQL | undefined): Promise<TAmendment[]> {
  const rows = await db
    .select({
      a: resultAmendments,
      courseCode: courses.code,
      courseTitle: courses.title,
      departmentId: scoreSheets.departmentId,
      studentName: student.name,
      matricNumber: student.userOrgId,
      requestedByName: requester.name,
    })
    .from(resultAmendments)
    .innerJoin(scoreSheets, eq(scoreSheets.id, resultAmendments.sheetId))
    .innerJoin(courses, eq(courses.id, scoreSheets.courseId))
    .innerJoin(enrollments, eq(enrollments.id, resultAmendments.enrollmentId))
    .innerJoin(student, eq(student.id, enrollments.studentId))
    .innerJoin(requester, eq(requester.id, resultAmendments.requestedBy))
    .where(where)
    .orderBy(desc(resultAmendments.createdAt))
    .limit(200);
  return rows.map(({ a, ...r }) => ({
    id: a.id,
    sheetId: a.sheetId,
    courseCode: r.courseCode,
    courseTitle: r.courseTitle,
    departmentId: r.departmentId,
    enrollmentId: a.enrollmentId,
    studentName: r.studentName,
    matricNumber: r.matricNumber,
    before: a.before,
    after: a.after,
    reason: a.reason,
    state: a.state,
    requestedByName: r.requestedByName,
    requestedAt: a.createdAt.toISOString(),
    hodAt: a.hodAt?.toISOString() ?? null,
    officerAt: a.officerAt?.toISOString() ?? null,
    rejectionReason: a.rejectionReason,
  }));
}

/** One amendment of the school, or `not_found`. */
export async function amendmentById(db: DbOrTx, schoolId: string, id: string) {
  const [row] = await amendmentRows(
    db,
    and(eq(resultAmendments.id, id), eq(resultAmendments.schoolId, schoolId)),
  );
  return row ?? null;
}
