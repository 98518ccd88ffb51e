import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { registrationState } from './calendar.resources.ts';

const t = useTestApp();
let hos: Awaited<ReturnType<typeof clientFor>>;
let foreignHos: Awaited<ReturnType<typeof clientFor>>;
const api = '/api/v1/academics';

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
});

const post = (url: string, payload: unknown, client = hos) =>
  client({ method: 'POST', url: `${api}/${url}`, payload: payload as object });
let nextYear = 2000 + Math.floor(Math.random() * 80);

async function year() {
  const res = await post('academic-years', { startYear: nextYear++ });
  expect(res.statusCode).toBe(201);
  return res.json();
}

async function session(academicYearId: string) {
  const res = await post('sessions', { academicYearId, name: `Regular ${uniqueTag()}` });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('academic years', () => {
  it('are labelled year/year+1 and unique per school', async () => {
    const y = await year();
    expect(y.name).toBe(`${y.startYear}/${y.startYear + 1}`);
    const twice = await post('academic-years', { startYear: y.startYear });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.startYear');
    expect((await post('academic-years', { startYear: y.startYear }, foreignHos)).statusCode).toBe(
      201,
    );
    const backwards = await post('academic-years', {
      startYear: 1995,
      startsOn: '1995-10-01',
      endsOn: '1995-09-01',
    });
    expect(backwards.json().errors[0].field).toBe('body.endsOn');
  });
});

describe('sessions', () => {
  it('one is current per school; making another current moves the mark', async () => {
    const y = await year();
    const a = await session(y.id);
    const b = await session(y.id);
    expect(
      (await hos({ method: 'POST', url: `${api}/sessions/${a.id}/current` })).json().isCurrent,
    ).toBe(true);
    const moved = await hos({ method: 'POST', url: `${api}/sessions/${b.id}/current` });
    expect(moved.json()).toMatchObject({ id: b.id, isCurrent: true, academicYearLabel: y.name });
    const current = (await hos(`${api}/sessions?status=all&limit=100`))
      .json()
      .items.filter((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current.map((s: { id: string }) => s.id)).toEqual([b.id]);
    const archiveCurrent = await hos({
      method: 'PATCH',
      url: `${api}/sessions/${b.id}`,
      payload: { status: 'archived' },
    });
    expect(archiveCurrent.statusCode).toBe(400);
  });

  it('racing to make two sessions current leaves exactly one', async () => {
    const y = await year();
    const ids = [(await session(y.id)).id, (await session(y.id)).id, (await session(y.id)).id];
    const results = await Promise.all(
      ids.map((id) => hos({ method: 'POST', url: `${api}/sessions/${id}/current` })),
    );
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    const current = (await hos(`${api}/sessions?limit=100`))
      .json()
      .items.filter((s: { isCurrent: boolean }) => s.isCurrent);
    expect(current).toHaveLength(1);
  });

  it('cannot point at another school’s academic year', async () => {
    const foreignYear = (
      await post('academic-years', { startYear: nextYear++ }, foreignHos)
    ).json();
    const res = await post('sessions', { academicYearId: foreignYear.id, name: 'Borrowed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('body.academicYearId');
  });
});

describe('semesters and registration periods', () => {
  it('a session has each semester once; periods take their semester’s session and check their windows', async () => {
    const s = await session((await year()).id);
    const first = (await post('semesters', { sessionId: s.id, sequence: 1 })).json();
    expect(first.name).toBe(`First semester, ${s.name}`);
    expect((await post('semesters', { sessionId: s.id, sequence: 1 })).statusCode).toBe(409);

    const now = Date.now();
    const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
    const bad = await post('registration-periods', {
      semesterId: first.id,
      opensAt: iso(5),
      closesAt: iso(1),
    });
    expect(bad.json().errors[0].field).toBe('body.closesAt');
    const feeWithoutLate = await post('registration-periods', {
      semesterId: first.id,
      opensAt: iso(-1),
      closesAt: iso(5),
      lateFeeKobo: 500000,
    });
    expect(feeWithoutLate.json().errors[0].field).toBe('body.lateFeeKobo');
    const period = await post('registration-periods', {
      semesterId: first.id,
      opensAt: iso(-1),
      closesAt: iso(5),
      lateClosesAt: iso(10),
      lateFeeKobo: 500000,
      levels: [100, 200],
    });
    expect(period.statusCode).toBe(201);
    expect(period.json()).toMatchObject({
      sessionId: s.id,
      state: 'open',
      levels: [100, 200],
      lateFeeKobo: 500000,
    });
    const del = await hos({ method: 'DELETE', url: `${api}/semesters/${first.id}` });
    expect(del.json().detail).toBe('This semester has registration periods. Archive it instead.');
  });

  it('registrationState follows the windows', () => {
    const period = {
      opensAt: new Date('2025-10-01'),
      closesAt: new Date('2025-10-15'),
      lateClosesAt: new Date('2025-10-22'),
    };
    expect(registrationState(period, new Date('2025-09-30'))).toBe('upcoming');
    expect(registrationState(period, new Date('2025-10-10'))).toBe('open');
    expect(registrationState(period, new Date('2025-10-20'))).toBe('late');
    expect(registrationState(period, new Date('2025-10-23'))).toBe('closed');
    expect(registrationState({ ...period, lateClosesAt: null }, new Date('2025-10-20'))).toBe(
      'closed',
    );
  });
});
