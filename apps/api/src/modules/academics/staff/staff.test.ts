import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { semesters } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { approveRegistration, submittedRegistration } from '@/test/approved-registration.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
let hos: Client;
let lecturer: Client;
let otherLecturer: Client;
let head: Client;
let examOfficer: Client;
let student: Client;
let foreignHos: Client;
const ids: Record<string, string> = {};
const api = '/api/v1/academics';

async function person(
  schoolId: string,
  role: Parameters<typeof createUser>[1]['roles'][number],
  name?: string,
) {
  const user = await createUser(t.database.db, {
    schoolId,
    roles: [role],
    ...(name ? { name } : {}),
  });
  return { user, client: await clientFor(t.app, user.email ?? '') };
}

beforeAll(async () => {
  const schoolId = (await createSchool(t.database.db)).id;
  ids.school = schoolId;
  hos = (await person(schoolId, 'hos')).client;
  const lect = await person(schoolId, 'teacher', 'Dr. Kemi Lecturer');
  lecturer = lect.client;
  ids.lecturer = lect.user.id;
  otherLecturer = (await person(schoolId, 'teacher')).client;
  const hod = await person(schoolId, 'hod', 'Dr. Musa Head');
  head = hod.client;
  ids.hod = hod.user.id;
  const exam = await person(schoolId, 'examOfficer');
  examOfficer = exam.client;
  ids.examOfficer = exam.user.id;
  const pupil = await createUser(t.database.db, {
    schoolId,
    roles: ['student'],
    name: '=HYPERLINK("http://x")',
    userOrgId: `DEMO/${uniqueTag()}`,
  });
  student = await clientFor(t.app, pupil.email ?? '');
  foreignHos = (await person((await createSchool(t.database.db)).id, 'hos')).client;

  const post = async (url: string, payload: object) => {
    const res = await hos({ method: 'POST', url: `${api}/${url}`, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json();
  };
  const faculty = await post('faculties', { name: 'Science', code: 'SCI' });
  ids.faculty = faculty.id;
  ids.department = (
    await post('departments', { name: 'Computer Science', code: 'CSC', facultyId: faculty.id })
  ).id;
  const type = await post('programme-types', { name: 'B.Sc.', durationLevels: 4 });
  ids.programme = (
    await post('programmes', {
      name: 'Computer Science',
      code: 'BSCCSC',
      departmentId: ids.department,
      programmeTypeId: type.id,
    })
  ).id;
  ids.course = (
    await post('courses', {
      code: 'CSC 201',
      title: 'Programming I',
      units: 3,
      level: 200,
      semester: 1,
      departmentId: ids.department,
    })
  ).id;
  await post('curriculum', {
    programmeId: ids.programme,
    level: 200,
    semester: 1,
    courseId: ids.course,
  });
  const year = await post('academic-years', { startYear: 2025 });
  ids.session = (await post('sessions', { academicYearId: year.id, name: '2025/2026 Regular' })).id;
  await hos({ method: 'POST', url: `${api}/sessions/${ids.session}/current` });
  ids.earlierSession = (
    await post('sessions', { academicYearId: year.id, name: '2025/2026 Part-time' })
  ).id;
  await registered(pupil.id, 'approved');
});

/** Enrolls `studentId` at 200 level and registers CSC 201 in `session`: approved or submitted. */
async function registered(
  studentId: string,
  state: 'approved' | 'submitted',
  session = ids.session ?? '',
) {
  const db = t.database.db;
  const [enrollment] = await db
    .insert(enrollments)
    .values({
      schoolId: ids.school ?? '',
      studentId,
      programmeId: ids.programme ?? '',
      entryYear: 2024,
      currentLevel: 200,
    })
    .returning();
  const [semester] = await db
    .insert(semesters)
    .values({ schoolId: ids.school ?? '', sessionId: session, sequence: 1 })
    .onConflictDoNothing()
    .returning();
  const semesterId =
    semester?.id ??
    (await db.select().from(semesters).where(eq(semesters.sessionId, session)))[0]?.id ??
    '';
  const registration = await submittedRegistration(db, {
    schoolId: ids.school ?? '',
    enrollmentId: enrollment?.id ?? '',
    sessionId: session,
    semesterId,
    departmentId: ids.department ?? '',
    level: 200,
    courses: [{ id: ids.course ?? '', units: 3 }],
  });
  if (state === 'approved') await approveRegistration(db, registration, ids.hod ?? '');
}

const assign = (payload: object, client = hos) =>
  client({ method: 'POST', url: `${api}/staff-assignments`, payload });

describe('staff assignments', () => {
  it('one head per department, holding the role', async () => {
    const notHod = await assign({
      kind: 'hod',
      userId: ids.lecturer,
      departmentId: ids.department,
    });
    expect(notHod.statusCode).toBe(400);
    expect(notHod.json().errors[0].message).toBe(
      'This person is not a head of department. Give them the role under Users first.',
    );
    const ok = await assign({ kind: 'hod', userId: ids.hod, departmentId: ids.department });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      kind: 'hod',
      userName: 'Dr. Musa Head',
      departmentName: 'Computer Science',
    });
    const second = await assign({ kind: 'hod', userId: ids.hod, departmentId: ids.department });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0].field).toBe('body.departmentId');
  });

  it('lecturers per course in the current session, once each', async () => {
    const ok = await assign({ kind: 'teacher', userId: ids.lecturer, courseId: ids.course });
    expect(ok.json()).toMatchObject({ courseCode: 'CSC 201', sessionName: '2025/2026 Regular' });
    expect(
      (await assign({ kind: 'teacher', userId: ids.lecturer, courseId: ids.course })).statusCode,
    ).toBe(409);
    expect((await assign({ kind: 'exam_officer', userId: ids.examOfficer })).statusCode).toBe(201);
    const list = (await hos(`${api}/staff-assignments?kind=teacher`)).json();
    expect(list.items.map((a: { userName: string }) => a.userName)).toEqual(['Dr. Kemi Lecturer']);
  });

  it('needs a current session for a lecturer when none is given', async () => {
    const freshSchool = (await createSchool(t.database.db)).id;
    const fresh = await person(freshSchool, 'hos');
    const f = (
      await fresh.client({
        method: 'POST',
        url: `${api}/faculties`,
        payload: { name: 'Arts', code: 'ART' },
      })
    ).json();
    const d = (
      await fresh.client({
        method: 'POST',
        url: `${api}/departments`,
        payload: { name: 'History', code: 'HIS', facultyId: f.id },
      })
    ).json();
    const c = (
      await fresh.client({
        method: 'POST',
        url: `${api}/courses`,
        payload: {
          code: 'HIS 101',
          title: 'History',
          units: 2,
          level: 100,
          semester: 1,
          departmentId: d.id,
        },
      })
    ).json();
    const teacher = await createUser(t.database.db, { schoolId: freshSchool, roles: ['teacher'] });
    const res = await assign({ kind: 'teacher', userId: teacher.id, courseId: c.id }, fresh.client);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('no_current_session');
  });
});

describe('what lecturers and heads see', () => {
  it('a lecturer sees their courses with the students and can download the roster', async () => {
    const mine = (await lecturer(`${api}/my-courses`)).json();
    expect(mine.sessionName).toBe('2025/2026 Regular');
    expect(mine.items).toEqual([
      expect.objectContaining({
        code: 'CSC 201',
        studentCount: 1,
        lecturers: [{ id: ids.lecturer, name: 'Dr. Kemi Lecturer' }],
      }),
    ]);
    const detail = (await lecturer(`${api}/courses/${ids.course}/detail`)).json();
    expect(detail.offering.studentCount).toBe(1);
    const students = (await lecturer(`${api}/courses/${ids.course}/students?limit=10`)).json();
    expect(students).toMatchObject({ total: 1, page: 1 });
    expect(
      (await lecturer(`${api}/courses/${ids.course}/students?q=nobody-like-this`)).json().total,
    ).toBe(0);
    expect(detail.programmes).toEqual([
      expect.objectContaining({ name: 'Computer Science', level: 200, category: 'core' }),
    ]);

    const csv = await lecturer(`${api}/courses/${ids.course}/roster.csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('CSC201-2025-2026-Regular.csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    expect(lines[0]).toBe('Matric number,Name,Programme,Level,Category,E-mail,Phone');
    // A name that a spreadsheet would run as a formula is written as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('another lecturer, a student and another school see nothing of it', async () => {
    expect((await otherLecturer(`${api}/courses/${ids.course}/detail`)).statusCode).toBe(404);
    expect((await otherLecturer(`${api}/courses/${ids.course}/roster.csv`)).statusCode).toBe(404);
    expect((await otherLecturer(`${api}/courses/${ids.course}/students`)).statusCode).toBe(404);
    expect((await student(`${api}/courses/${ids.course}/detail`)).statusCode).toBe(403);
    expect((await foreignHos(`${api}/courses/${ids.course}/detail`)).statusCode).toBe(404);
    const other = (await otherLecturer(`${api}/my-courses`)).json();
    expect(other.items).toEqual([]);
  });

  it('the head of department and the exam officer see the course and its students', async () => {
    const dept = (await head(`${api}/my-department`)).json();
    expect(dept.departments).toEqual([
      expect.objectContaining({
        name: 'Computer Science',
        programmeCount: 1,
        studentCount: 1,
        lecturerCount: 1,
      }),
    ]);
    expect(dept.courses.map((c: { code: string }) => c.code)).toEqual(['CSC 201']);
    expect((await head(`${api}/courses/${ids.course}/students`)).json().total).toBe(1);
    expect((await examOfficer(`${api}/courses/${ids.course}/detail`)).statusCode).toBe(200);
  });

  it('removing an assignment takes the course from the lecturer', async () => {
    const list = (await hos(`${api}/staff-assignments?kind=teacher&courseId=${ids.course}`)).json();
    const id = list.items[0].id;
    expect(
      (await foreignHos({ method: 'DELETE', url: `${api}/staff-assignments/${id}` })).statusCode,
    ).toBe(404);
    expect(
      (await hos({ method: 'DELETE', url: `${api}/staff-assignments/${id}` })).statusCode,
    ).toBe(204);
    expect((await lecturer(`${api}/my-courses`)).json().items).toEqual([]);
  });
});

describe('the roster in pages', () => {
  it('holds the approved registrations of the session only, pages in matric-number order and searches the whole course', async () => {
    const tag = uniqueTag();
    const student = (name: string, n: number) =>
      createUser(t.database.db, {
        schoolId: ids.school ?? '',
        roles: ['student'],
        name,
        userOrgId: `ZZ/${tag}/${n}`,
      });
    for (const n of [3, 1, 2])
      await registered((await student(`Roster Pupil ${n}`, n)).id, 'approved');
    // Submitted but not approved yet, and approved in another session: on neither roster.
    await registered((await student('Waiting Pupil', 4)).id, 'submitted');
    await registered((await student('Earlier Pupil', 5)).id, 'approved', ids.earlierSession ?? '');
    const page = async (query: string) =>
      (await head(`${api}/courses/${ids.course}/students?${query}`)).json();
    const first = await page('limit=2&page=1');
    expect(first.total).toBe(4);
    expect(first.items[0]).toMatchObject({ level: 200, category: 'compulsory' });
    const second = await page('limit=2&page=2');
    expect(second.items.map((s: { userOrgID: string }) => s.userOrgID)).toEqual([
      `ZZ/${tag}/2`,
      `ZZ/${tag}/3`,
    ]);
    const found = await page('q=roster%20pupil&limit=1&page=2');
    expect(found).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(found.items[0].name).toBe('Roster Pupil 2');
    expect((await page('q=waiting')).total).toBe(0);
    expect((await head(`${api}/courses/${ids.course}/detail`)).json().offering.studentCount).toBe(
      4,
    );
    const dept = (await head(`${api}/my-department`)).json();
    expect(dept.courses[0].studentCount).toBe(4);

    const earlier = `sessionId=${ids.earlierSession}`;
    expect((await page(earlier)).items.map((s: { name: string }) => s.name)).toEqual([
      'Earlier Pupil',
    ]);
    const csv = await head(`${api}/courses/${ids.course}/roster.csv`);
    const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.startsWith(`ZZ/${tag}/`))).toEqual(
      [1, 2, 3].map((n) =>
        expect.stringContaining(
          `ZZ/${tag}/${n},Roster Pupil ${n},Computer Science,200,Compulsory,`,
        ),
      ),
    );
    const earlierCsv = await head(`${api}/courses/${ids.course}/roster.csv?${earlier}`);
    expect(earlierCsv.body).toContain('Earlier Pupil');
    expect(earlierCsv.body).not.toContain('Roster Pupil');
  });
});
