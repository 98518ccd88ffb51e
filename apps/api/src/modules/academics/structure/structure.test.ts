import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let hos: Awaited<ReturnType<typeof clientFor>>;
let teacher: Awaited<ReturnType<typeof clientFor>>;
let student: Awaited<ReturnType<typeof clientFor>>;
let foreignHos: Awaited<ReturnType<typeof clientFor>>;

beforeAll(async () => {
  const school = (await createSchool(t.database.db)).id;
  const other = (await createSchool(t.database.db)).id;
  const client = async (schoolId: string, role: 'hos' | 'teacher' | 'student') =>
    clientFor(t.app, (await createUser(t.database.db, { schoolId, roles: [role] })).email ?? '');
  hos = await client(school, 'hos');
  teacher = await client(school, 'teacher');
  student = await client(school, 'student');
  foreignHos = await client(other, 'hos');
});

const api = '/api/v1/academics';
const post = (url: string, payload: unknown) =>
  hos({ method: 'POST', url: `${api}/${url}`, payload: payload as object });

async function faculty(name = `Science ${uniqueTag()}`) {
  const res = await post('faculties', { name, code: `F${uniqueTag().slice(0, 5)}` });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('faculties', () => {
  it('are created with an upper-case code, listed, searched and sorted', async () => {
    const tag = uniqueTag();
    const a = await post('faculties', { name: `Arts ${tag}`, code: `art1${tag.slice(0, 3)}` });
    expect(a.statusCode).toBe(201);
    expect(a.json()).toMatchObject({
      name: `Arts ${tag}`,
      code: `ART1${tag.slice(0, 3)}`,
      status: 'active',
      departmentCount: 0,
    });
    await post('faculties', { name: `Zoology ${tag}`, code: `Z${tag.slice(0, 5)}` });
    const list = (await hos(`${api}/faculties?q=${tag}&sort=-name`)).json();
    expect(list.items.map((f: { name: string }) => f.name)).toEqual([
      `Zoology ${tag}`,
      `Arts ${tag}`,
    ]);
    expect((await hos(`${api}/faculties?sort=colour`)).statusCode).toBe(400);
  });

  it('refuse a duplicate name (any case) or code, naming the field', async () => {
    const f = await faculty();
    const sameName = await post('faculties', { name: f.name.toUpperCase(), code: 'DIFF1' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().errors[0]).toEqual({
      field: 'body.name',
      message: 'A faculty with this name already exists.',
    });
    const sameCode = await post('faculties', {
      name: `Other ${uniqueTag()}`,
      code: f.code.toLowerCase(),
    });
    expect(sameCode.json().errors[0].field).toBe('body.code');
  });

  it('cannot be deleted while they have departments; archiving hides them from the list', async () => {
    const f = await faculty();
    await post('departments', {
      name: 'Physics',
      code: `P${uniqueTag().slice(0, 5)}`,
      facultyId: f.id,
    });
    const del = await hos({ method: 'DELETE', url: `${api}/faculties/${f.id}` });
    expect(del.statusCode).toBe(409);
    expect(del.json().detail).toBe('This faculty has departments. Archive it instead.');
    const archived = await hos({
      method: 'PATCH',
      url: `${api}/faculties/${f.id}`,
      payload: { status: 'archived' },
    });
    expect(archived.json().status).toBe('archived');
    const active = (await hos(`${api}/faculties?q=${encodeURIComponent(f.name)}`)).json();
    expect(active.total).toBe(0);
    const all = (await hos(`${api}/faculties?q=${encodeURIComponent(f.name)}&status=all`)).json();
    expect(all.items[0].departmentCount).toBe(1);
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f.id))
    ).map((r) => r.action);
    expect(actions.sort()).toEqual(['faculty.archive', 'faculty.create']);
  });

  it('without dependents are deleted, and audited', async () => {
    const f = await faculty();
    expect((await hos({ method: 'DELETE', url: `${api}/faculties/${f.id}` })).statusCode).toBe(204);
    expect((await hos(`${api}/faculties/${f.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, f.id), eq(auditLog.action, 'faculty.delete')));
    expect(row?.before).toMatchObject({ name: f.name });
  });
});

describe('departments and programmes', () => {
  it('need a faculty, department and programme type of the same school', async () => {
    const foreignFaculty = (
      await foreignHos({
        method: 'POST',
        url: `${api}/faculties`,
        payload: { name: 'Foreign', code: `X${uniqueTag().slice(0, 5)}` },
      })
    ).json();
    const res = await post('departments', {
      name: 'Chemistry',
      code: 'CHM9',
      facultyId: foreignFaculty.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({
      field: 'body.facultyId',
      message: 'Choose a faculty of your school.',
    });
  });

  it('carry their parents’ names and keep units in order', async () => {
    const f = await faculty();
    const dept = (
      await post('departments', {
        name: 'Computer Science',
        code: `C${uniqueTag().slice(0, 5)}`,
        facultyId: f.id,
      })
    ).json();
    expect(dept.facultyName).toBe(f.name);
    const type = (
      await post('programme-types', { name: `B.Sc. ${uniqueTag()}`, durationLevels: 4 })
    ).json();
    expect(type.levelStep).toBe(100);
    const bad = await post('programmes', {
      name: 'Computer Science',
      code: `B${uniqueTag().slice(0, 5)}`,
      departmentId: dept.id,
      programmeTypeId: type.id,
      minUnits: 30,
      maxUnits: 24,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('body.minUnits');
    const programme = await post('programmes', {
      name: 'Computer Science',
      code: `B${uniqueTag().slice(0, 5)}`,
      departmentId: dept.id,
      programmeTypeId: type.id,
    });
    expect(programme.json()).toMatchObject({
      departmentName: 'Computer Science',
      programmeTypeName: type.name,
      durationLevels: 4,
      minUnits: 15,
      maxUnits: 24,
    });
    const raise = await hos({
      method: 'PATCH',
      url: `${api}/programmes/${programme.json().id}`,
      payload: { minUnits: 25 },
    });
    expect(raise.statusCode).toBe(400);
    const twin = await post('programmes', {
      name: 'computer science',
      code: `B${uniqueTag().slice(0, 5)}`,
      departmentId: dept.id,
      programmeTypeId: type.id,
    });
    expect(twin.json().errors[0]).toEqual({
      field: 'body.name',
      message: 'This department already has a programme with this name.',
    });
    const delDept = await hos({ method: 'DELETE', url: `${api}/departments/${dept.id}` });
    expect(delDept.json().detail).toBe('This department has programmes. Archive it instead.');
    const byDept = (await hos(`${api}/programmes?departmentId=${dept.id}`)).json();
    expect(byDept.total).toBe(1);
  });
});

describe('who may do what', () => {
  it('lecturers read but do not change; students do neither; another school sees nothing', async () => {
    const f = await faculty();
    expect((await teacher(`${api}/faculties/${f.id}`)).statusCode).toBe(200);
    expect(
      (
        await teacher({
          method: 'POST',
          url: `${api}/faculties`,
          payload: { name: 'Law', code: 'LAW' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await student(`${api}/faculties`)).statusCode).toBe(403);
    expect((await foreignHos(`${api}/faculties/${f.id}`)).statusCode).toBe(404);
    expect(
      (
        await foreignHos({
          method: 'PATCH',
          url: `${api}/faculties/${f.id}`,
          payload: { name: 'Taken over' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await foreignHos({ method: 'DELETE', url: `${api}/faculties/${f.id}` })).statusCode,
    ).toBe(404);
    const list = (await foreignHos(`${api}/faculties?q=${encodeURIComponent(f.name)}`)).json();
    expect(list.total).toBe(0);
  });
});
