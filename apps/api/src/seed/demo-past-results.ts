import { and, asc, eq } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { courses, curriculumItems } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
  offeringSeats,
} from '@/modules/registration/registration.tables.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { demoScore, gradedLine } from './demo-score-lines.ts';
import { inBatches, seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

type Course = {
  courseId: string;
  code: string;
  units: number;
  departmentId: string;
  compulsory: boolean;
};

/**
 * The earlier sessions of every enrolled student of one department (the demo's Computer
 * Science: its head, lecturer and student are the demo accounts; all departments would slow
 * the first start for nothing), as they happened: the curriculum of each level
 * they were at, registered and approved, scored, and published, semester by semester (scheme
 * of their entry year). `failFor` is the demo student: he passes everything but one
 * first-semester compulsory course of his first year, his carry-over this semester. Returns
 * the enrollments whose standings are to be computed.
 */
export async function seedPastResults(
  tx: Tx,
  schoolId: string,
  options: { seed: number; departmentCode: string; failFor?: string },
): Promise<string[]> {
  const rng = seededRandom(options.seed);
  const [pastSemesters, students, offered, { settings }] = await Promise.all([
    tx
      .select({
        id: semesters.id,
        sessionId: academicSessions.id,
        startYear: academicYears.startYear,
        sequence: semesters.sequence,
        endsOn: semesters.endsOn,
      })
      .from(semesters)
      .innerJoin(academicSessions, eq(academicSessions.id, semesters.sessionId))
      .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
      .where(and(eq(semesters.schoolId, schoolId), eq(academicSessions.isCurrent, false)))
      .orderBy(asc(academicYears.startYear), asc(semesters.sequence)),
    tx
      .select({
        enrollmentId: enrollments.id,
        programmeId: enrollments.programmeId,
        entryYear: enrollments.entryYear,
        level: enrollments.currentLevel,
        departmentId: programmes.departmentId,
        maxUnits: programmes.maxUnits,
      })
      .from(enrollments)
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(
        and(
          eq(enrollments.schoolId, schoolId),
          eq(enrollments.stage, 'enrolled'),
          eq(departments.code, options.departmentCode),
        ),
      )
      // Matric-number order: ids are random, and the same seed is to give the same results.
      .orderBy(asc(users.userOrgId), asc(enrollments.id)),
    tx
      .select({
        programmeId: curriculumItems.programmeId,
        level: curriculumItems.level,
        semester: curriculumItems.semester,
        courseId: courses.id,
        code: courses.code,
        units: courses.units,
        departmentId: courses.departmentId,
        category: curriculumItems.category,
      })
      .from(curriculumItems)
      .innerJoin(courses, eq(courses.id, curriculumItems.courseId))
      .where(eq(curriculumItems.schoolId, schoolId))
      .orderBy(asc(courses.code)),
    loadSchoolSettings(tx, schoolId),
  ]);
  const schemeOf = await schoolSchemes(tx, settings);
  const curriculum = new Map<string, Course[]>();
  for (const o of offered) {
    const key = `${o.programmeId}:${o.level}:${o.semester}`;
    curriculum.set(key, [
      ...(curriculum.get(key) ?? []),
      { ...o, compulsory: o.category !== 'elective' },
    ]);
  }

  type Line = { enrollmentId: string; entryYear: number; line: ReturnType<typeof demoScore> };
  const sheets = new Map<
    string,
    { course: Course; semester: (typeof pastSemesters)[number]; lines: Line[] }
  >();
  const registrations: { row: typeof courseRegistrations.$inferInsert; items: Course[] }[] = [];
  const standings = new Set<string>();
  for (const s of students) {
    for (const sem of pastSemesters) {
      const level = 100 * (sem.startYear - s.entryYear + 1);
      if (level < 100 || level >= s.level) continue;
      const taken = curriculum.get(`${s.programmeId}:${level}:${sem.sequence}`) ?? [];
      if (taken.length === 0) continue;
      const ended = new Date(`${sem.endsOn ?? `${sem.startYear + 1}-07-31`}T12:00:00Z`).getTime();
      const submittedAt = new Date(ended - 120 * DAY);
      const reviewedAt = new Date(submittedAt.getTime() + 2 * DAY);
      registrations.push({
        row: {
          schoolId,
          enrollmentId: s.enrollmentId,
          sessionId: sem.sessionId,
          semesterId: sem.id,
          departmentId: s.departmentId,
          level,
          state: 'approved',
          totalUnits: taken.reduce((sum, c) => sum + c.units, 0),
          maxUnits: s.maxUnits,
          submittedAt,
          reviewedAt,
          createdAt: submittedAt,
          updatedAt: reviewedAt,
        },
        items: taken,
      });
      const demo = s.enrollmentId === options.failFor;
      const failed =
        demo && level === 100 && sem.sequence === 1
          ? taken.filter((c) => c.compulsory).at(-1)
          : undefined;
      for (const course of taken) {
        const key = `${course.courseId}:${sem.id}`;
        const sheet = sheets.get(key) ?? { course, semester: sem, lines: [] };
        const line = demo ? demoScore(rng, { fail: course === failed }) : demoScore(rng);
        if (demo && course !== failed && (line.absent || (line.ca ?? 0) + (line.exam ?? 0) < 45)) {
          Object.assign(line, { ca: 24, exam: 51, absent: false });
        }
        sheet.lines.push({ enrollmentId: s.enrollmentId, entryYear: s.entryYear, line });
        sheets.set(key, sheet);
      }
      standings.add(s.enrollmentId);
    }
  }

  await inBatches(registrations, BATCH, async (batch) => {
    const ids = await tx
      .insert(courseRegistrations)
      .values(batch.map((r) => r.row))
      .returning({ id: courseRegistrations.id });
    const items = batch.flatMap((r, i) =>
      r.items.map((c) => ({
        registrationId: ids[i]?.id ?? '',
        schoolId,
        courseId: c.courseId,
        units: c.units,
        category: c.compulsory ? ('compulsory' as const) : ('elective' as const),
      })),
    );
    await inBatches(items, BATCH, (slice) => tx.insert(courseRegistrationItems).values(slice));
  });

  // Seats taken in those offerings, as the registrations held them then.
  const seats = [...sheets.values()].map((sh) => ({
    schoolId,
    courseId: sh.course.courseId,
    semesterId: sh.semester.id,
    taken: sh.lines.length,
  }));
  await inBatches(seats, BATCH, (batch) => tx.insert(offeringSeats).values(batch));

  const all = [...sheets.values()];
  await inBatches(all, BATCH, async (batch) => {
    const rows = batch.map((sh) => {
      const ended = new Date(
        `${sh.semester.endsOn ?? `${sh.semester.startYear + 1}-07-31`}T12:00:00Z`,
      );
      const at = (days: number) => new Date(ended.getTime() + days * DAY);
      return {
        schoolId,
        courseId: sh.course.courseId,
        sessionId: sh.semester.sessionId,
        semesterId: sh.semester.id,
        departmentId: sh.course.departmentId,
        state: 'published' as const,
        caMax: 30,
        examMax: 70,
        submittedAt: at(7),
        hodApprovedAt: at(10),
        publishedAt: at(14),
        createdAt: at(-20),
        updatedAt: at(14),
      };
    });
    const ids = await tx.insert(scoreSheets).values(rows).returning({ id: scoreSheets.id });
    const lines = batch.flatMap((sh, i) =>
      sh.lines.map((l) => ({
        sheetId: ids[i]?.id ?? '',
        schoolId,
        enrollmentId: l.enrollmentId,
        ...gradedLine(l.line, schemeOf(l.entryYear)),
        updatedAt: rows[i]?.submittedAt ?? new Date(),
      })),
    );
    await inBatches(lines, BATCH, (slice) => tx.insert(scores).values(slice));
  });
  return [...standings];
}
