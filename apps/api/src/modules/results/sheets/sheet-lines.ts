import type { TScoreLine, TScoreSheet } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import { scores } from '@/modules/results/results.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { SheetRow } from './course-sheet.ts';

/** A student on a sheet: approved for the course this semester, with any line saved. */
export type SheetStudent = {
  enrollmentId: string;
  entryYear: number;
  line: TScoreLine;
};

const statusOf = (s: {
  absent: boolean;
  ca: number | null;
  exam: number | null;
}): TScoreLine['status'] => {
  if (s.absent) return 'absent';
  if (s.ca === null && s.exam === null) return 'blank';
  return s.ca === null || s.exam === null ? 'incomplete' : 'graded';
};

/**
 * Who is on the sheet: the students whose registration for the sheet's semester is approved
 * and holds its course (a draft, submitted or returned registration puts nobody on it), by
 * matric number, each with their saved line or a blank one.
 */
export async function sheetStudents(db: DbOrTx, sheet: SheetRow): Promise<SheetStudent[]> {
  const rows = await db
    .select({
      enrollmentId: courseRegistrations.enrollmentId,
      level: courseRegistrations.level,
      entryYear: enrollments.entryYear,
      name: users.name,
      matricNumber: users.userOrgId,
      ca: scores.ca,
      exam: scores.exam,
      absent: scores.absent,
      total: scores.total,
      grade: scores.grade,
      points: scores.points,
    })
    .from(courseRegistrationItems)
    .innerJoin(
      courseRegistrations,
      eq(courseRegistrations.id, courseRegistrationItems.registrationId),
    )
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .leftJoin(
      scores,
      and(eq(scores.sheetId, sheet.id), eq(scores.enrollmentId, courseRegistrations.enrollmentId)),
    )
    .where(
      and(
        eq(courseRegistrationItems.courseId, sheet.courseId),
        eq(courseRegistrations.schoolId, sheet.schoolId),
        eq(courseRegistrations.semesterId, sheet.semesterId),
        eq(courseRegistrations.state, 'approved'),
      ),
    )
    .orderBy(asc(users.userOrgId), asc(users.name));
  return rows.map((r) => {
    const absent = r.absent ?? false;
    return {
      enrollmentId: r.enrollmentId,
      entryYear: r.entryYear,
      line: {
        enrollmentId: r.enrollmentId,
        studentName: r.name,
        matricNumber: r.matricNumber,
        level: r.level,
        ca: r.ca,
        exam: r.exam,
        absent,
        total: r.total,
        grade: r.grade,
        points: r.points,
        status: statusOf({ absent, ca: r.ca, exam: r.exam }),
      },
    };
  });
}

/** The sheet as its pages show it. */
export function sheetView(
  sheet: SheetRow,
  students: SheetStudent[],
  editable: boolean,
): TScoreSheet {
  const lines = students.map((s) => s.line);
  const count = (status: TScoreLine['status']) => lines.filter((l) => l.status === status).length;
  return {
    id: sheet.id,
    courseId: sheet.courseId,
    code: sheet.code,
    title: sheet.title,
    units: sheet.units,
    departmentId: sheet.departmentId,
    sessionId: sheet.sessionId,
    semesterId: sheet.semesterId,
    semester: sheet.semester,
    state: sheet.state,
    returnReason: sheet.returnReason,
    caMax: sheet.caMax,
    examMax: sheet.examMax,
    submittedAt: sheet.submittedAt?.toISOString() ?? null,
    hodApprovedAt: sheet.hodApprovedAt?.toISOString() ?? null,
    publishedAt: sheet.publishedAt?.toISOString() ?? null,
    updatedAt: sheet.updatedAt.toISOString(),
    lines,
    counts: {
      students: lines.length,
      graded: count('graded'),
      absent: count('absent'),
      blank: count('blank'),
      incomplete: count('incomplete'),
    },
    editable,
  };
}
