import { nigerianFivePointScheme } from '@campusflow/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
let appadmin: Client;
let hos: Client;
let teacher: Client;
const api = '/api/v1/academics';

beforeAll(async () => {
  appadmin = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] })).email ?? '',
  );
  const schoolId = (await createSchool(t.database.db, { code: `GS${uniqueTag().slice(0, 6)}` })).id;
  hos = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId, roles: ['hos'] })).email ?? '',
  );
  teacher = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId, roles: ['teacher'] })).email ?? '',
  );
});

const national = { name: 'Nigerian universities (5-point)', ...nigerianFivePointScheme };

describe('grading schemes', () => {
  it('are created by app admins, validated by the domain rules, read by school staff', async () => {
    const created = await appadmin({
      method: 'POST',
      url: `${api}/grading-schemes`,
      payload: national,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      maxPoint: 5,
      schoolCount: 0,
      retakePolicy: 'all_attempts',
    });
    expect((await teacher(`${api}/grading-schemes/${created.json().id}`)).statusCode).toBe(200);
    expect(
      (await hos({ method: 'POST', url: `${api}/grading-schemes`, payload: national })).statusCode,
    ).toBe(403);

    const gap = { ...national, bands: national.bands.filter((b) => b.grade !== 'C') };
    const refused = await appadmin({ method: 'POST', url: `${api}/grading-schemes`, payload: gap });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual({
      field: 'body.bands',
      message: 'No band covers 50–59.',
    });
  });

  it('in use by a school are copied, not changed', async () => {
    const scheme = (
      await appadmin({ method: 'POST', url: `${api}/grading-schemes`, payload: national })
    ).json();
    const settings = (await hos(`${api}/settings`)).json().settings;
    const saved = await hos({
      method: 'PUT',
      url: `${api}/settings`,
      payload: { ...settings, gradingSchemes: [{ schemeId: scheme.id, fromEntryYear: 2018 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect((await appadmin(`${api}/grading-schemes/${scheme.id}`)).json().schoolCount).toBe(1);

    const edit = await appadmin({
      method: 'PATCH',
      url: `${api}/grading-schemes/${scheme.id}`,
      payload: { maxPoint: 4 },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toMatch(/Copy it and change the copy/);
    expect(
      (
        await appadmin({
          method: 'PATCH',
          url: `${api}/grading-schemes/${scheme.id}`,
          payload: { name: 'Renamed scheme' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await appadmin({ method: 'DELETE', url: `${api}/grading-schemes/${scheme.id}` })).statusCode,
    ).toBe(409);
    const copy = await appadmin({
      method: 'POST',
      url: `${api}/grading-schemes/${scheme.id}/copy`,
    });
    expect(copy.json()).toMatchObject({ name: 'Renamed scheme (copy)', schoolCount: 0 });
    const fourPoint = await appadmin({
      method: 'PATCH',
      url: `${api}/grading-schemes/${copy.json().id}`,
      payload: {
        maxPoint: 4,
        bands: national.bands.map((b) => ({ ...b, points: Math.min(b.points, 4) })),
        classes: [{ name: 'Distinction', minCgpa: 3.5 }],
      },
    });
    expect(fourPoint.statusCode).toBe(200);
  });
});

describe('school settings', () => {
  it('have defaults and a matric number example', async () => {
    const view = (await teacher(`${api}/settings`)).json();
    expect(view.settings).toMatchObject({
      admissionStages: { screening: true, entranceExam: false },
      matricNumberPattern: '{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}',
      feeTypesRequiredForRegistration: ['tuition'],
      partialPaymentAllowed: false,
      probationCgpa: 1.5,
    });
    expect(view.matricExample).toMatch(/^GS[A-Z0-9]+\/\d{2}\/CSC\/0042$/);
  });

  it('refuse a bad pattern, a repeated entry year or an unknown scheme, naming the field', async () => {
    const settings = (await hos(`${api}/settings`)).json().settings;
    const pattern = await hos({
      method: 'PUT',
      url: `${api}/settings`,
      payload: { ...settings, matricNumberPattern: '{SCHOOL}/{YY}' },
    });
    expect(pattern.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Unknown part {SCHOOL}.',
      'The pattern needs a sequence number: {SEQ} or {SEQ4}.',
    ]);
    const unknown = await hos({
      method: 'PUT',
      url: `${api}/settings`,
      payload: {
        ...settings,
        gradingSchemes: [{ schemeId: '00000000-0000-4000-8000-000000000000', fromEntryYear: 2020 }],
      },
    });
    expect(unknown.json().errors[0].field).toBe('body.gradingSchemes');
    expect(
      (await teacher({ method: 'PUT', url: `${api}/settings`, payload: settings })).statusCode,
    ).toBe(403);
  });
});

describe('the head of school’s overview', () => {
  it('says what still needs setting up', async () => {
    const fresh = await clientFor(
      t.app,
      (
        await createUser(t.database.db, {
          schoolId: (await createSchool(t.database.db)).id,
          roles: ['hos'],
        })
      ).email ?? '',
    );
    const overview = (await fresh(`${api}/overview`)).json();
    expect(overview.counts).toEqual({
      faculties: 0,
      departments: 0,
      programmes: 0,
      courses: 0,
      students: 0,
      lecturers: 0,
    });
    expect(overview.currentSession).toBeNull();
    expect(overview.todo.map((t: { text: string }) => t.text)).toContain('Add the faculties.');
    expect(overview.todo.map((t: { text: string }) => t.text)).toContain(
      'Mark the current session.',
    );
    await fresh({
      method: 'POST',
      url: `${api}/faculties`,
      payload: { name: 'Faculty of Arts', code: 'ART' },
    });
    const after = (await fresh(`${api}/overview`)).json();
    expect(after.counts.faculties).toBe(1);
    expect(after.todo.map((t: { text: string }) => t.text)).not.toContain('Add the faculties.');
  });
});
