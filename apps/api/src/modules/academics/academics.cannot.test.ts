import { beforeAll, describe, expect, it } from 'vitest';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { dataFingerprint } from '@/test/data-fingerprint.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What staff must not do in academics beyond the permission matrix
// (platform/access/permission-matrix.test.ts): act on records outside their duty or school.
// Also here elsewhere: staff.test.ts (another lecturer sees nothing of a course),
// structure.test.ts and courses.test.ts (another school's faculty and course).

const t = useTestApp();
const api = '/api/v1/academics';
let a: Awaited<ReturnType<typeof academicSchool>>;
let b: Awaited<ReturnType<typeof academicSchool>>;
const as = {} as Record<
  'hosA' | 'lecturer' | 'lastSessionLecturer' | 'mathsHead' | 'artsExams' | 'lecturerB',
  Client
>;

beforeAll(async () => {
  const db = t.database.db;
  a = await academicSchool(db);
  b = await academicSchool(db);
  as.hosA = (await t.person(a.schoolId, 'hos')).client;
  const staff = async (role: 'teacher' | 'hod' | 'examOfficer', school = a) => {
    const { user, client } = await t.person(school.schoolId, role);
    return { id: user.id, client };
  };
  const lecturerOf = async (code: 'CSC' | 'MTH', sessionId: string) => {
    const lecturer = await staff('teacher');
    await a.duty(lecturer.id, { kind: 'teacher', courseId: a.unit(code).course, sessionId });
    return lecturer.client;
  };
  as.lecturer = await lecturerOf('CSC', a.sessions.current);
  as.lastSessionLecturer = await lecturerOf('MTH', a.sessions.other);
  const head = await staff('hod');
  await a.duty(head.id, { kind: 'hod', departmentId: a.unit('MTH').department });
  as.mathsHead = head.client;
  const exams = await staff('examOfficer');
  await a.duty(exams.id, { kind: 'exam_officer', facultyId: a.faculties.art });
  as.artsExams = exams.client;
  const lecturerB = await staff('teacher', b);
  await b.duty(lecturerB.id, {
    kind: 'teacher',
    courseId: b.unit('CSC').course,
    sessionId: b.sessions.current,
  });
  as.lecturerB = lecturerB.client;
  for (const code of ['CSC', 'MTH', 'ENG'] as const) await a.student(code);
  await b.student('CSC');
});

/** The status of each course page of `courseId` for `client`. */
async function coursePages(client: Client, courseId: string, query = '') {
  const pages = ['detail', 'students', 'roster.csv'];
  return Promise.all(
    pages.map(
      async (page) => (await client(`${api}/courses/${courseId}/${page}${query}`)).statusCode,
    ),
  );
}

describe('a lecturer', () => {
  it('sees nothing of a course they do not teach, not even that it exists', async () => {
    expect(await coursePages(as.lecturer, a.unit('CSC').course)).toEqual([200, 200, 200]);
    expect(await coursePages(as.lecturer, a.unit('MTH').course)).toEqual([404, 404, 404]);
    const res = await as.lecturer(`${api}/courses/${a.unit('MTH').course}/students`);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(res.body).not.toContain('MTH');
  });

  it('of another session does not see this session’s students', async () => {
    expect(await coursePages(as.lastSessionLecturer, a.unit('MTH').course)).toEqual([
      404, 404, 404,
    ]);
    expect((await as.lastSessionLecturer(`${api}/my-courses`)).json().items).toEqual([]);
  });

  it('of another school sees nothing of this school’s course', async () => {
    expect(await coursePages(as.lecturerB, a.unit('CSC').course)).toEqual([404, 404, 404]);
    expect(await coursePages(as.lecturer, b.unit('CSC').course)).toEqual([404, 404, 404]);
  });
});

describe('a head of department', () => {
  it('sees the courses of their own department only', async () => {
    expect(await coursePages(as.mathsHead, a.unit('MTH').course)).toEqual([200, 200, 200]);
    expect(await coursePages(as.mathsHead, a.unit('CSC').course)).toEqual([404, 404, 404]);
    expect(await coursePages(as.mathsHead, a.unit('ENG').course)).toEqual([404, 404, 404]);
    const mine = (await as.mathsHead(`${api}/my-department`)).json();
    expect(mine.departments.map((d: { id: string }) => d.id)).toEqual([a.unit('MTH').department]);
    expect(mine.courses.map((c: { courseId: string }) => c.courseId)).toEqual([
      a.unit('MTH').course,
    ]);
  });
});

describe('an exam officer of a faculty', () => {
  it('sees the courses of their faculty only', async () => {
    expect(await coursePages(as.artsExams, a.unit('ENG').course)).toEqual([200, 200, 200]);
    expect(await coursePages(as.artsExams, a.unit('CSC').course)).toEqual([404, 404, 404]);
  });
});

describe('the head of school A', () => {
  it('changes nothing of school B, whatever the id or reference', async () => {
    const headOfB = (await t.person(b.schoolId, 'hod')).user.id;
    const examsOfA = (await t.person(a.schoolId, 'examOfficer')).user.id;
    const scope = { schoolIds: [b.schoolId], actorIds: [] };
    const before = await dataFingerprint(t.database, scope);
    const write = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      as.hosA({ method, url: `${api}/${url}`, ...(payload ? { payload } : {}) });
    const refusals = [
      await write('PATCH', `departments/${b.unit('CSC').department}`, { name: 'Taken over' }),
      await write('DELETE', `programmes/${b.unit('ENG').programme}`),
      await write('PATCH', `sessions/${b.sessions.other}`, { name: 'Renamed' }),
      await write('POST', `sessions/${b.sessions.other}/current`),
      await write('DELETE', `curriculum/${b.unit('CSC').curriculumItem}`),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);

    // Pointing A's own records at B's is "choose one of your school".
    const references = [
      await write('POST', 'departments', {
        name: 'Borrowed',
        code: 'BRW',
        facultyId: b.faculties.sci,
      }),
      await write('POST', 'curriculum', {
        programmeId: a.unit('CSC').programme,
        level: 200,
        semester: 1,
        courseId: b.unit('CSC').course,
      }),
      await write('POST', 'staff-assignments', {
        kind: 'hod',
        userId: headOfB,
        departmentId: a.unit('ENG').department,
      }),
      await write('POST', 'staff-assignments', {
        kind: 'exam_officer',
        userId: examsOfA,
        facultyId: b.faculties.art,
      }),
    ];
    expect(references.map((r) => [r.statusCode, r.json().code])).toEqual([
      [400, 'reference_not_found'],
      [400, 'reference_not_found'],
      [400, 'reference_not_found'],
      [400, 'reference_not_found'],
    ]);
    expect(await dataFingerprint(t.database, scope)).toEqual(before);
  });
});
