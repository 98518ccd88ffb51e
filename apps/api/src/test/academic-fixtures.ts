import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { courses, curriculumItems } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createSchool, createUser, uniqueTag } from './fixtures.ts';

async function idOf(rows: Promise<{ id: string }[]>): Promise<string> {
  const [row] = await rows;
  if (!row) throw new Error('fixture insert returned nothing');
  return row.id;
}

export type DepartmentCode = 'CSC' | 'MTH' | 'ENG';
type Unit = { department: string; course: string; programme: string; curriculumItem: string };

/**
 * A school's academic structure, written directly: faculty SCI with departments CSC and MTH,
 * faculty ART with ENG; in each department a 200-level first-semester course, a programme, and
 * the course in that programme's 200-level curriculum; a current session and another one.
 * `student` enrolls a new student at 200 level; `duty` gives a user a staff assignment.
 */
export async function academicSchool(db: Db) {
  const schoolId = (await createSchool(db)).id;
  const tag = uniqueTag();
  const record = { schoolId };
  const type = await idOf(
    db
      .insert(programmeTypes)
      .values({ ...record, name: `B.Sc. ${tag}`, durationLevels: 4 })
      .returning(),
  );
  const faculty = (code: string) =>
    idOf(
      db
        .insert(faculties)
        .values({ ...record, name: code, code })
        .returning(),
    );
  const sci = await faculty('SCI');
  const art = await faculty('ART');
  const year = await idOf(
    db
      .insert(academicYears)
      .values({ ...record, startYear: 2025, label: '2025/2026' })
      .returning(),
  );
  const session = (name: string, isCurrent: boolean) =>
    idOf(
      db
        .insert(academicSessions)
        .values({ ...record, academicYearId: year, name: `2025/2026 ${name}`, isCurrent })
        .returning(),
    );
  const current = await session('Regular', true);
  const other = await session('Part-time', false);

  const units = {} as Record<DepartmentCode, Unit>;
  for (const [code, facultyId] of [
    ['CSC', sci],
    ['MTH', sci],
    ['ENG', art],
  ] as const) {
    const department = await idOf(
      db
        .insert(departments)
        .values({ ...record, facultyId, name: code, code })
        .returning(),
    );
    const course = await idOf(
      db
        .insert(courses)
        .values({
          ...record,
          departmentId: department,
          code: `${code} 201`,
          title: code,
          units: 3,
          level: 200,
          semester: 1,
        })
        .returning(),
    );
    const programme = await idOf(
      db
        .insert(programmes)
        .values({ ...record, departmentId: department, programmeTypeId: type, name: code, code })
        .returning(),
    );
    const curriculumItem = await idOf(
      db
        .insert(curriculumItems)
        .values({
          ...record,
          programmeId: programme,
          level: 200,
          semester: 1,
          courseId: course,
          category: 'core',
        })
        .returning(),
    );
    units[code] = { department, course, programme, curriculumItem };
  }

  /** A student enrolled (or at another stage) in the programme of `code`, at 200 level. */
  const student = async (code: DepartmentCode, stage: 'enrolled' | 'submitted' = 'enrolled') => {
    const user = await createUser(db, { schoolId, roles: ['student'] });
    await db.insert(enrollments).values({
      ...record,
      studentId: user.id,
      programmeId: units[code].programme,
      entryYear: 2024,
      currentLevel: 200,
      stage,
    });
    return user;
  };

  /** Gives `userId` a duty: lecturer of a course in a session, head of a department, exam officer. */
  const duty = (
    userId: string,
    values:
      | { kind: 'teacher'; courseId: string; sessionId: string }
      | { kind: 'hod'; departmentId: string }
      | { kind: 'exam_officer'; facultyId?: string },
  ) => db.insert(staffAssignments).values({ ...record, userId, ...values });

  return {
    schoolId,
    faculties: { sci, art },
    sessions: { current, other },
    unit: (code: DepartmentCode) => units[code],
    student,
    duty,
  };
}
