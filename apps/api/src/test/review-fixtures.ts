import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { uniqueTag } from './fixtures.ts';
import { registrationSchool } from './registration-fixtures.ts';
import type { useTestApp } from './use-test-app.ts';

type TestApp = ReturnType<typeof useTestApp>;
type Student = { email: string | null };

/**
 * A registration school (registration-fixtures.ts) whose department has a head, signed in, and
 * helpers that drive the student API to get registrations in each state: `submitted` (CORE,
 * REQ and EL2 by default: 18 units) and `drafted` (CORE only).
 */
export async function reviewSchool(
  t: TestApp,
  options: Parameters<typeof registrationSchool>[1] = {},
) {
  const s = await registrationSchool(t.database.db, options);
  const departmentId = s.programme.departmentId;
  const head = await t.person(s.schoolId, 'hod');
  await headOf(t, s.schoolId, head.user.id, departmentId);
  const studentApi = async (student: Student) => t.clientOf(student.email ?? '');
  const send = async (
    student: Student,
    url: string,
    courseIds: string[],
    method: 'PUT' | 'POST',
  ) => {
    const client = await studentApi(student);
    const res = await client({ method, url, payload: { courseIds } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as string;
  };
  const c = s.courses;
  const submitted = (student: Student, courseIds = [c.core.id, c.req.id, c.el2.id]) =>
    send(student, '/api/v1/registration/mine/submit', courseIds, 'POST');
  const drafted = (student: Student, courseIds = [c.core.id]) =>
    send(student, '/api/v1/registration/mine', courseIds, 'PUT');
  /** Another department of the school, with its own head. */
  const otherDepartment = async () => {
    const [own] = await t.database.db
      .select({ facultyId: departments.facultyId })
      .from(departments)
      .where(eq(departments.id, departmentId));
    const tag = uniqueTag().slice(0, 6);
    const [other] = await t.database.db
      .insert(departments)
      .values({
        schoolId: s.schoolId,
        facultyId: own?.facultyId ?? '',
        name: `Chemistry ${tag}`,
        code: `C${tag}`,
      })
      .returning();
    if (!other) throw new Error('department insert returned nothing');
    const otherHead = await t.person(s.schoolId, 'hod');
    await headOf(t, s.schoolId, otherHead.user.id, other.id);
    return { departmentId: other.id, hod: otherHead.client };
  };
  return {
    ...s,
    departmentId,
    head: head.user,
    hod: head.client,
    studentApi,
    submitted,
    drafted,
    otherDepartment,
  };
}

async function headOf(t: TestApp, schoolId: string, userId: string, departmentId: string) {
  await t.database.db
    .insert(staffAssignments)
    .values({ schoolId, kind: 'hod', userId, departmentId });
}
