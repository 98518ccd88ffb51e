import type {
  TBroadsheet,
  TBroadsheetCourse,
  TBroadsheetQuery,
  TBroadsheetRow,
} from '@campusflow/contracts';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import {
  chosenSemester,
  departmentOfSchool,
  departmentSheets,
  schoolSemesters,
} from './department-semester.ts';
import { previewStandings, type Standing } from './standings.ts';

const approvedIn = (schoolId: string, departmentId: string, semesterId: string) =>
  and(
    eq(courseRegistrations.schoolId, schoolId),
    eq(courseRegistrations.departmentId, departmentId),
    eq(courseRegistrations.semesterId, semesterId),
    eq(courseRegistrations.state, 'approved'),
  );

/** What the remarks column says: Pass or Probation, and the carry-overs. */
export function remarksOf(standing: Pick<Standing, 'probation' | 'carryOvers'>): string {
  const head = standing.probation ? 'Probation' : 'Pass';
  return standing.carryOvers.length
    ? `${head}; carry-over: ${standing.carryOvers.join(', ')}`
    : head;
}

/**
 * The broadsheet of a department's level for a semester (issue 15): the students of the
 * department approved for the semester at that level, by matric number, each course on their
 * registrations with its grade and total, the semester GPA, the CGPA, carry-overs and remarks.
 * Published sheets give the grades; HOD-approved ones are shown too, as a preview, and counted
 * as publishing would count them. A handful of statements, whatever the number of students.
 */
export async function departmentBroadsheet(
  db: DbOrTx,
  actor: Actor,
  departmentId: string,
  query: TBroadsheetQuery,
): Promise<TBroadsheet> {
  const schoolId = requireSchool(actor);
  const department = await departmentOfSchool(db, schoolId, departmentId);
  const semesters = await schoolSemesters(db, schoolId);
  const semesterId = await chosenSemester(db, schoolId, departmentId, query.semesterId);
  const empty: TBroadsheet = {
    department,
    semesterId,
    semesterLabel: semesters.find((s) => s.id === semesterId)?.label ?? '',
    semesters,
    level: null,
    levels: [],
    sheets: [],
    readyStudents: 0,
    courses: [],
    rows: [],
    preview: false,
  };
  if (!semesterId) return empty;
  const sheets = await departmentSheets(db, schoolId, departmentId, semesterId);
  const readyIds = sheets.filter((s) => s.state === 'hod_approved').map((s) => s.id);
  const [ready] = readyIds.length
    ? await db
        .select({ n: countDistinct(scores.enrollmentId) })
        .from(scores)
        .where(inArray(scores.sheetId, readyIds))
    : [];
  const readyStudents = ready?.n ?? 0;
  const levels = (
    await db
      .selectDistinct({ level: courseRegistrations.level })
      .from(courseRegistrations)
      .where(approvedIn(schoolId, departmentId, semesterId))
      .orderBy(asc(courseRegistrations.level))
  ).map((r) => r.level);
  const level = query.level ?? levels[0] ?? null;
  if (level === null) return { ...empty, sheets, readyStudents, levels };

  const lines = await db
    .select({
      enrollmentId: courseRegistrations.enrollmentId,
      name: users.name,
      matricNumber: users.userOrgId,
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
      state: scoreSheets.state,
      grade: scores.grade,
      total: scores.total,
    })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(
      courseRegistrationItems,
      eq(courseRegistrationItems.registrationId, courseRegistrations.id),
    )
    .innerJoin(courses, eq(courses.id, courseRegistrationItems.courseId))
    .leftJoin(
      scoreSheets,
      and(eq(scoreSheets.courseId, courses.id), eq(scoreSheets.semesterId, semesterId)),
    )
    .leftJoin(
      scores,
      and(
        eq(scores.sheetId, scoreSheets.id),
        eq(scores.enrollmentId, courseRegistrations.enrollmentId),
      ),
    )
    .where(
      and(approvedIn(schoolId, departmentId, semesterId), eq(courseRegistrations.level, level)),
    )
    .orderBy(asc(users.userOrgId), asc(users.name), asc(courses.code));

  const columns = new Map<string, TBroadsheetCourse>();
  const students = new Map<
    string,
    {
      name: string;
      matricNumber: string | null;
      cells: Map<string, { grade: string | null; total: number | null }>;
    }
  >();
  for (const l of lines) {
    const shown = l.state === 'published' || l.state === 'hod_approved';
    if (!columns.has(l.courseId)) {
      columns.set(l.courseId, {
        courseId: l.courseId,
        code: l.code,
        title: l.title,
        units: l.units,
        state: l.state,
        preview: l.state === 'hod_approved',
      });
    }
    const student = students.get(l.enrollmentId) ?? {
      name: l.name,
      matricNumber: l.matricNumber,
      cells: new Map(),
    };
    student.cells.set(l.courseId, {
      grade: shown ? l.grade : null,
      total: shown ? l.total : null,
    });
    students.set(l.enrollmentId, student);
  }
  const ordered = [...columns.values()].sort((a, b) => a.code.localeCompare(b.code));
  const { settings } = await loadSchoolSettings(db, schoolId);
  const standings = await previewStandings(
    db,
    schoolId,
    [...students.keys()],
    semesterId,
    settings.probationCgpa,
  );
  const rows: TBroadsheetRow[] = [...students].map(([enrollmentId, s]) => {
    const st = standings.get(enrollmentId);
    const standing = st ?? {
      units: 0,
      qualityPoints: 0,
      cumulativeUnits: 0,
      cumulativeQualityPoints: 0,
      probation: false,
      carryOvers: [],
    };
    return {
      enrollmentId,
      name: s.name,
      matricNumber: s.matricNumber,
      cells: ordered.map((c) => ({
        courseId: c.courseId,
        grade: s.cells.get(c.courseId)?.grade ?? null,
        total: s.cells.get(c.courseId)?.total ?? null,
      })),
      units: standing.units,
      qualityPoints: standing.qualityPoints,
      cumulativeUnits: standing.cumulativeUnits,
      cumulativeQualityPoints: standing.cumulativeQualityPoints,
      gpa: standing.units ? standing.qualityPoints / standing.units : null,
      cgpa: standing.cumulativeUnits
        ? standing.cumulativeQualityPoints / standing.cumulativeUnits
        : null,
      carryOvers: standing.carryOvers,
      probation: standing.probation,
      remarks: st ? remarksOf(standing) : 'No result yet',
    };
  });
  return {
    ...empty,
    sheets,
    readyStudents,
    levels,
    level,
    courses: ordered,
    rows,
    preview: ordered.some((c) => c.preview),
  };
}
