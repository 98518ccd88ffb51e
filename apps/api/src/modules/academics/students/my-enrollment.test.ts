import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { uniqueTag } from '@/test/fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const url = '/api/v1/academics/my-enrollment';
let a: Awaited<ReturnType<typeof academicSchool>>;
let b: Awaited<ReturnType<typeof academicSchool>>;
const matric = `T${uniqueTag()}/24/CSC/0001`.toUpperCase();

/** A student of `school` with a matric number (or none), enrolled at `stage` in CSC of `enrolledIn`. */
async function student(
  school: typeof a,
  opts: { matric?: string; stage?: 'enrolled' | 'submitted'; enrolledIn?: typeof a } = {},
): Promise<Client> {
  const { user, client } = await t.person(
    school.schoolId,
    'student',
    opts.matric ? { userOrgId: opts.matric } : {},
  );
  const into = opts.enrolledIn ?? school;
  await t.database.db.insert(enrollments).values({
    schoolId: into.schoolId,
    studentId: user.id,
    programmeId: into.unit('CSC').programme,
    entryYear: 2024,
    currentLevel: 200,
    stage: opts.stage ?? 'enrolled',
  });
  return client;
}

beforeAll(async () => {
  a = await academicSchool(t.database.db);
  b = await academicSchool(t.database.db);
});

describe('GET /api/v1/academics/my-enrollment', () => {
  it('gives an enrolled student their matric number, programme, department, faculty and level', async () => {
    const res = await (await student(a, { matric }))(url);
    expect(res.statusCode).toBe(200);
    const { enrollment } = res.json();
    expect(enrollment).toMatchObject({
      matricNumber: matric,
      level: 200,
      entryYear: 2024,
      programme: { id: a.unit('CSC').programme, code: 'CSC' },
      department: { id: a.unit('CSC').department, name: 'CSC' },
      faculty: { id: a.faculties.sci, name: 'SCI' },
    });
    expect(enrollment.session?.id).toBe(a.sessions.current);
  });

  it('gives an applicant, or a student without a matric number, no enrollment', async () => {
    const applicant = await student(a, { stage: 'submitted' });
    expect((await applicant(url)).json()).toEqual({ enrollment: null });
    const unnumbered = await student(a);
    expect((await unnumbered(url)).json()).toEqual({ enrollment: null });
  });
});

describe('my-enrollment cannot', () => {
  it("show a student another school's enrollment, even their own there", async () => {
    const elsewhere = await student(b, { matric: `${matric}B`, enrolledIn: a });
    expect((await elsewhere(url)).json()).toEqual({ enrollment: null });
  });

  it('be read by staff or a visitor', async () => {
    for (const role of ['hos', 'teacher', 'accountant', 'admissionOfficer'] as const) {
      const { client } = await t.person(a.schoolId, role);
      expect((await client(url)).statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });
});
