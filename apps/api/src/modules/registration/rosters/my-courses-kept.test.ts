import type { TMyCourses } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { approveRegistration, submittedRegistration } from '@/test/approved-registration.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import { markOf, readTables, statementCounter, tablesOf, unmovedBy } from '@/test/view-marks.ts';

// Issue 19: a lecturer's course list (the teacher's home) is kept in the API while the
// teaching mark of their session is the one it was made under (migration 0036). These tests
// prove the marks move for every row the list is made from, and that a kept list costs the
// one statement that reads the session.
const counter = statementCounter();
const t = useTestApp({}, (env) => createTestApp(env, { onQuery: counter.onQuery }));

/** The list as the lecturer's browser gets it, with the statements the request sent. */
async function readList(lecturer: Client) {
  const { answer, sent } = await counter.read<TMyCourses>(lecturer, '/api/v1/academics/my-courses');
  return { list: answer, sent };
}

type School = Awaited<ReturnType<typeof registrationSchool>>;

/** A lecturer of CORE and EL1 this session, with one approved taker of CORE. */
async function lecturerWithTakers() {
  const { db } = t.database;
  const s = await registrationSchool(db);
  const { user, client } = await t.person(s.schoolId, 'teacher', { name: 'Dr. Kept Lecturer' });
  await db.insert(staffAssignments).values(
    [s.courses.core.id, s.courses.el1.id].map((courseId) => ({
      schoolId: s.schoolId,
      kind: 'teacher' as const,
      userId: user.id,
      courseId,
      sessionId: s.session.id,
    })),
  );
  await approvedTaker(s, [s.courses.core.id], user.id);
  return { s, user, lecturer: client };
}

/** A new student whose approved registration holds `courseIds`. */
async function approvedTaker(s: School, courseIds: string[], reviewerId: string) {
  const student = await s.addStudent();
  const registrationId = await submittedRegistration(t.database.db, {
    schoolId: s.schoolId,
    enrollmentId: student.enrollmentId,
    sessionId: s.session.id,
    semesterId: s.semester.id,
    departmentId: s.programme.departmentId,
    level: 100,
    courses: courseIds.map((id) => ({ id, units: 6 })),
  });
  await approveRegistration(t.database.db, registrationId, reviewerId);
}

const studentsOf = (list: TMyCourses, courseId: string) =>
  list.items.find((item) => item.courseId === courseId)?.studentCount;

describe('a lecturer’s kept course list', () => {
  let e: Awaited<ReturnType<typeof lecturerWithTakers>>;
  let madeWith: string[] = [];
  beforeAll(async () => {
    e = await lecturerWithTakers();
    madeWith = (await readList(e.lecturer)).sent;
  });

  it('is sent again, unchanged, for the one statement that reads the session', async () => {
    const first = await readList(e.lecturer);
    const again = await readList(e.lecturer);
    expect(again.list).toEqual(first.list);
    expect(studentsOf(again.list, e.s.courses.core.id)).toBe(1);
    expect(again.sent).toHaveLength(1);
    expect(tablesOf(again.sent[0] ?? '')).toContain('sessions');
    expect(madeWith.length).toBeGreaterThan(3);
  });

  it('shows an approval, a new lecturer and a renamed one at once', async () => {
    await readList(e.lecturer);
    await approvedTaker(e.s, [e.s.courses.core.id, e.s.courses.el1.id], e.user.id);
    const approved = (await readList(e.lecturer)).list;
    expect(studentsOf(approved, e.s.courses.core.id)).toBe(2);
    expect(studentsOf(approved, e.s.courses.el1.id)).toBe(1);

    const other = await t.person(e.s.schoolId, 'teacher', { name: 'Dr. Second Lecturer' });
    await t.database.db.insert(staffAssignments).values({
      schoolId: e.s.schoolId,
      kind: 'teacher',
      userId: other.user.id,
      courseId: e.s.courses.core.id,
      sessionId: e.s.session.id,
    });
    const names = () =>
      readList(e.lecturer).then(({ list }) =>
        list.items
          .find((item) => item.courseId === e.s.courses.core.id)
          ?.lecturers.map((l) => l.name),
      );
    expect(await names()).toEqual(['Dr. Kept Lecturer', 'Dr. Second Lecturer']);
    await t.database.db
      .update(users)
      .set({ name: 'Dr. Renamed Lecturer' })
      .where(eq(users.id, other.user.id));
    expect(await names()).toEqual(['Dr. Kept Lecturer', 'Dr. Renamed Lecturer']);
  });

  it('leaves a student’s kept home alone when a registration is approved', async () => {
    const marksOf = () =>
      markOf(
        t.database.db,
        sql`select view_mark::text || '.' || teaching_mark::text as mark from schools where id = ${e.s.schoolId}`,
      );
    const before = (await marksOf())?.split('.') ?? [];
    await approvedTaker(e.s, [e.s.courses.req.id], e.user.id);
    const after = (await marksOf())?.split('.') ?? [];
    expect(after[0]).toBe(before[0]);
    expect(Number(after[1])).toBeGreaterThan(Number(before[1]));
  });

  // Whatever the list reads, a change to one of its rows must move one of the lecturer's marks;
  // a table read with no trigger of migrations 0034 to 0036 behind it fails here.
  it('moves a mark for a change to any row of any table the list is made from', async () => {
    const listTables = readTables(madeWith);
    expect(listTables).toEqual(
      expect.arrayContaining(['staff_assignments', 'course_takers', 'courses', 'users']),
    );
    const lecturersMarks = (tx: typeof t.database.db) =>
      markOf(
        tx,
        sql`select u.view_mark::text || '.' || s.view_mark::text || '.' || s.teaching_mark::text as mark
          from users u join schools s on s.id = u.school_id where u.id = ${e.user.id}`,
      );
    // A lecturer's row shows in the list by its name alone.
    const change = (table: string) => (table === 'users' ? sql`name = name || '.'` : undefined);
    expect(
      await unmovedBy(t.database.db, listTables, e.s.schoolId, lecturersMarks, change),
    ).toEqual([]);
  });
});
