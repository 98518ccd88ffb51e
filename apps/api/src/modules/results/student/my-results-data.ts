import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
} from '@/modules/registration/registration.tables.ts';
import { scoreSheets, scores, semesterResults } from '@/modules/results/results.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** The student's enrollment (the latest enrolled one) with what documents print about them. */
export type StudentRecord = NonNullable<Awaited<ReturnType<typeof findStudentRecord>>>;

/** Null for an applicant: no enrolled studentship in this school. One statement. */
export async function findStudentRecord(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({
      enrollmentId: enrollments.id,
      schoolId: enrollments.schoolId,
      entryYear: enrollments.entryYear,
      level: enrollments.currentLevel,
      lastLevel:
        sql<number>`${programmeTypes.durationLevels} * ${programmeTypes.levelStep}`.mapWith(Number),
      name: users.name,
      matricNumber: users.userOrgId,
      passportFileId: users.passportFileId,
      programme: programmes.name,
      department: departments.name,
      schoolName: schools.name,
      schoolAddress: schools.address,
      logoFileId: schools.logoFileId,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .innerJoin(departments, eq(departments.id, programmes.departmentId))
    .innerJoin(schools, eq(schools.id, enrollments.schoolId))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        eq(enrollments.studentId, studentId),
        eq(enrollments.stage, 'enrolled'),
      ),
    )
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The enrollment's published standings, oldest first (academic year, then session, then
 * semester): one statement. Only publishing writes these rows.
 */
export function publishedStandings(db: DbOrTx, schoolId: string, enrollmentId: string) {
  return db
    .select({
      semesterId: semesterResults.semesterId,
      sessionName: academicSessions.name,
      semester: semesters.sequence,
      units: semesterResults.units,
      qualityPoints: semesterResults.qualityPoints,
      cumulativeUnits: semesterResults.cumulativeUnits,
      cumulativeQualityPoints: semesterResults.cumulativeQualityPoints,
      probation: semesterResults.probation,
      publishedAt: semesterResults.publishedAt,
    })
    .from(semesterResults)
    .innerJoin(semesters, eq(semesters.id, semesterResults.semesterId))
    .innerJoin(academicSessions, eq(academicSessions.id, semesterResults.sessionId))
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .where(
      and(eq(semesterResults.schoolId, schoolId), eq(semesterResults.enrollmentId, enrollmentId)),
    )
    .orderBy(
      asc(academicYears.startYear),
      asc(academicSessions.startsOn),
      asc(academicSessions.createdAt),
      asc(semesters.sequence),
    );
}

/**
 * The enrollment's lines on published score sheets, by course code: one statement. The units
 * are those the student registered the course with, else the course's.
 */
export function publishedLines(db: DbOrTx, schoolId: string, enrollmentId: string) {
  return db
    .select({
      semesterId: scoreSheets.semesterId,
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: sql<number>`coalesce(${courseRegistrationItems.units}, ${courses.units})`.mapWith(
        Number,
      ),
      grade: scores.grade,
      points: scores.points,
      absent: scores.absent,
    })
    .from(scores)
    .innerJoin(
      scoreSheets,
      and(eq(scoreSheets.id, scores.sheetId), eq(scoreSheets.state, 'published')),
    )
    .innerJoin(courses, eq(courses.id, scoreSheets.courseId))
    .leftJoin(
      courseRegistrations,
      and(
        eq(courseRegistrations.enrollmentId, scores.enrollmentId),
        eq(courseRegistrations.semesterId, scoreSheets.semesterId),
      ),
    )
    .leftJoin(
      courseRegistrationItems,
      and(
        eq(courseRegistrationItems.registrationId, courseRegistrations.id),
        eq(courseRegistrationItems.courseId, scoreSheets.courseId),
      ),
    )
    .where(and(eq(scores.schoolId, schoolId), eq(scores.enrollmentId, enrollmentId)))
    .orderBy(asc(courses.code));
}
