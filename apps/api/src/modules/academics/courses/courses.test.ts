import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { semesterSummary } from './curriculum.service.ts';

const t = useTestApp();
let hos: Awaited<ReturnType<typeof clientFor>>;
let foreignHos: Awaited<ReturnType<typeof clientFor>>;
let departmentId: string;
let programmeId: string;
const api = '/api/v1/academics';

const post = (url: string, payload: unknown, client = hos) =>
  client({ method: 'POST', url: `${api}/${url}`, payload: payload as object });
let courseNumber = 100 + Math.floor(Math.random() * 500);

beforeAll(async () => {
  hos = await clientFor(
    t.app,
    (
      await createUser(t.database.db, {
        schoolId: (await createSchool(t.database.db)).id,
        roles: ['hos'],
      })
    ).email ?? '',
  );
  foreignHos = await clientFor(
    t.app,
    (
      await createUser(t.database.db, {
        schoolId: (await createSchool(t.database.db)).id,
        roles: ['hos'],
      })
    ).email ?? '',
  );
  const faculty = (
    await post('faculties', { name: `Science ${uniqueTag()}`, code: `S${uniqueTag().slice(0, 4)}` })
  ).json();
  departmentId = (
    await post('departments', {
      name: 'Computer Science',
      code: `C${uniqueTag().slice(0, 4)}`,
      facultyId: faculty.id,
    })
  ).json().id;
  const type = (
    await post('programme-types', { name: `B.Sc. ${uniqueTag()}`, durationLevels: 4 })
  ).json();
  programmeId = (
    await post('programmes', {
      name: 'Computer Science',
      code: `P${uniqueTag().slice(0, 4)}`,
      departmentId,
      programmeTypeId: type.id,
      minUnits: 6,
      maxUnits: 8,
    })
  ).json().id;
});

async function course(fields: Record<string, unknown> = {}) {
  const res = await post('courses', {
    code: `csc${courseNumber++}`,
    title: 'Introduction to Computing',
    units: 3,
    level: 100,
    semester: 1,
    departmentId,
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('courses', () => {
  it('normalise the code, belong to a department and keep their prerequisites', async () => {
    const first = await course();
    expect(first.code).toMatch(/^CSC \d{3}$/);
    expect(first).toMatchObject({
      units: 3,
      level: 100,
      category: 'core',
      capacity: null,
      prerequisites: [],
    });
    const limited = await hos({
      method: 'PATCH',
      url: `${api}/courses/${first.id}`,
      payload: { capacity: 120 },
    });
    expect(limited.json().capacity).toBe(120);
    const second = await course({ level: 200, prerequisiteIds: [first.id] });
    expect(second.prerequisites).toEqual([{ id: first.id, code: first.code }]);
    const self = await hos({
      method: 'PATCH',
      url: `${api}/courses/${second.id}`,
      payload: { prerequisiteIds: [second.id] },
    });
    expect(self.json().errors[0].field).toBe('body.prerequisiteIds');
    const del = await hos({ method: 'DELETE', url: `${api}/courses/${first.id}` });
    expect(del.json().detail).toBe('Other courses need this one first. Archive it instead.');
    const cleared = await hos({
      method: 'PATCH',
      url: `${api}/courses/${second.id}`,
      payload: { prerequisiteIds: [] },
    });
    expect(cleared.json().prerequisites).toEqual([]);
  });

  it('refuse a code in use (any spelling), and bad fields', async () => {
    const c = await course();
    const twin = await post('courses', {
      code: c.code.replace(' ', '-').toLowerCase(),
      title: 'Again',
      units: 2,
      level: 100,
      semester: 1,
      departmentId,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors[0]).toEqual({
      field: 'body.code',
      message: 'Another course already has this code.',
    });
    const bad = await post('courses', {
      code: 'computing',
      title: 'X',
      units: 40,
      level: 50,
      semester: 4,
      departmentId,
    });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.code', 'body.level', 'body.semester', 'body.title', 'body.units']);
  });

  it('cannot take another school’s course as a prerequisite', async () => {
    const foreignFaculty = (
      await post(
        'faculties',
        { name: 'Foreign faculty', code: `F${uniqueTag().slice(0, 4)}` },
        foreignHos,
      )
    ).json();
    const foreignDept = (
      await post(
        'departments',
        {
          name: 'Foreign department',
          code: `D${uniqueTag().slice(0, 4)}`,
          facultyId: foreignFaculty.id,
        },
        foreignHos,
      )
    ).json();
    const foreignCourse = (
      await post(
        'courses',
        {
          code: `MTH ${courseNumber++}`,
          title: 'Mathematics',
          units: 3,
          level: 100,
          semester: 1,
          departmentId: foreignDept.id,
        },
        foreignHos,
      )
    ).json();
    const res = await post('courses', {
      code: `csc${courseNumber++}`,
      title: 'Linked',
      units: 2,
      level: 100,
      semester: 1,
      departmentId,
      prerequisiteIds: [foreignCourse.id],
    });
    expect(res.json().errors[0].field).toBe('body.prerequisiteIds');
  });
});

describe('curriculum', () => {
  it('adds courses per level and semester, with totals and warnings against the limits', async () => {
    const a = await course({ units: 4 });
    const b = await course({ units: 3 });
    const c = await course({ units: 2, category: 'elective' });
    for (const courseId of [a.id, b.id, c.id]) {
      expect(
        (await post('curriculum', { programmeId, level: 100, semester: 1, courseId })).statusCode,
      ).toBe(201);
    }
    const curriculum = (await hos(`${api}/curriculum?programmeId=${programmeId}&level=100`)).json();
    expect(curriculum.levels).toEqual([100, 200, 300, 400]);
    const first = curriculum.semesters[0];
    expect(first).toMatchObject({
      semester: 1,
      totalUnits: 9,
      compulsoryUnits: 7,
      minUnits: 6,
      maxUnits: 8,
      warnings: [],
    });
    expect(first.items.map((i: { category: string }) => i.category).sort()).toEqual([
      'core',
      'core',
      'elective',
    ]);
    expect(curriculum.semesters[1]).toMatchObject({ semester: 2, items: [], totalUnits: 0 });

    const d = await course({ units: 3 });
    const over = (
      await post('curriculum', { programmeId, level: 100, semester: 1, courseId: d.id })
    ).json();
    expect(over.semesters[0].warnings).toEqual([
      'The compulsory courses come to 10 units, above the maximum of 8.',
    ]);

    const twice = await post('curriculum', {
      programmeId,
      level: 100,
      semester: 1,
      courseId: a.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].message).toBe(
      `${a.code} is already in this semester of the curriculum.`,
    );
    const badLevel = await post('curriculum', {
      programmeId,
      level: 500,
      semester: 1,
      courseId: a.id,
    });
    expect(badLevel.json().errors[0]).toEqual({
      field: 'body.level',
      message: 'Computer Science has levels 100, 200, 300, 400.',
    });

    const inUse = await hos({ method: 'DELETE', url: `${api}/courses/${a.id}` });
    expect(inUse.json().detail).toBe('This course is in a curriculum. Archive it instead.');
    const item = first.items.find((i: { courseId: string }) => i.courseId === a.id);
    expect((await hos({ method: 'DELETE', url: `${api}/curriculum/${item.id}` })).statusCode).toBe(
      204,
    );
    expect((await hos({ method: 'DELETE', url: `${api}/courses/${a.id}` })).statusCode).toBe(204);
  });

  it('is not readable or changeable from another school', async () => {
    expect(
      (await foreignHos(`${api}/curriculum?programmeId=${programmeId}&level=100`)).statusCode,
    ).toBe(404);
    const c = await course();
    const res = await post(
      'curriculum',
      { programmeId, level: 100, semester: 2, courseId: c.id },
      foreignHos,
    );
    expect(res.statusCode).toBe(404);
  });

  it('warns when even every course cannot reach the minimum', () => {
    const summary = semesterSummary(
      2,
      [{ id: 'x', courseId: 'y', code: 'CSC 102', title: 'T', units: 3, category: 'core' }],
      { minUnits: 15, maxUnits: 24 },
    );
    expect(summary.warnings).toEqual([
      'All the courses come to 3 units, below the minimum of 15: students cannot reach it.',
    ]);
  });
});
