import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { files } from '@/platform/files/files.tables.ts';
import { admissionSchool } from '@/test/admission-fixtures.ts';
import { clientFor } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
// Bio-data as the applicant's input is stored (the phone normalised to the 0… form).
const bioData = {
  stateOfOrigin: 'Enugu',
  lga: 'Nsukka',
  dateOfBirth: '2007-03-14',
  nextOfKinName: 'Ada Obi',
  nextOfKinPhone: '08031234567',
  nextOfKinRelationship: 'Mother',
};
type Client = Awaited<ReturnType<typeof clientFor>>;
type School = Awaited<ReturnType<typeof admissionSchool>>;
let a: School;
let b: School;
let screening: Client;
let officer: Client;
const api = '/api/v1/admissions/applications';
type Row = { id: string; rank: number | null; applicantName: string; stage: string };

const login = (user: { email: string | null }, role?: Parameters<typeof clientFor>[2]) =>
  clientFor(t.app, user.email ?? '', role);

beforeAll(async () => {
  const db = t.database.db;
  a = await admissionSchool(db);
  b = await admissionSchool(db);
  screening = await login(a.screeningOfficer);
  officer = await login(a.admissionOfficer);
});

describe('the officers’ list of applications', () => {
  it('lists the school’s applications, never drafts nor another school’s', async () => {
    const submitted = await a.addApplicant('submitted');
    const draft = await a.addApplicant('draft');
    const offered = await a.addApplicant('offered');
    const theirs = await b.addApplicant('submitted');
    const res = await screening(`${api}?limit=100`);
    expect(res.statusCode).toBe(200);
    const ids = res.json().items.map((r: Row) => r.id);
    expect(ids).toEqual(expect.arrayContaining([submitted.enrollment.id, offered.enrollment.id]));
    expect(ids).not.toContain(draft.enrollment.id);
    expect(ids).not.toContain(theirs.enrollment.id);
    const queue = (await screening(`${api}?stage=submitted&limit=100`)).json();
    expect(queue.items.every((r: Row) => r.stage === 'submitted')).toBe(true);
    expect(queue.items.map((r: Row) => r.id)).toContain(submitted.enrollment.id);
    const row = queue.items.find((r: Row) => r.id === submitted.enrollment.id);
    expect(row).toMatchObject({
      programmeId: a.programme.id,
      programmeName: a.programme.name,
      utmeScore: 240,
      stateOfOrigin: 'Enugu',
      olevelMeets: true,
      rank: null,
    });
  });

  it('shows the current session unless another is asked for', async () => {
    const [past] = await t.database.db
      .insert(academicSessions)
      .values({
        schoolId: a.schoolId,
        academicYearId: a.session.academicYearId,
        name: `Past ${a.session.id.slice(0, 8)}`,
      })
      .returning();
    const pastId = past?.id ?? '';
    const old = await a.addApplicant('submitted', { sessionId: pastId });
    const now = await a.addApplicant('submitted');
    const current = (await screening(`${api}?limit=100`)).json().items.map((r: Row) => r.id);
    expect(current).toContain(now.enrollment.id);
    expect(current).not.toContain(old.enrollment.id);
    const earlier = (await screening(`${api}?limit=100&sessionId=${pastId}`)).json();
    expect(earlier.items.map((r: Row) => r.id)).toEqual([old.enrollment.id]);
  });

  it('filters by name or JAMB number, state, UTME and aggregate ranges', async () => {
    const target = await a.addApplicant('submitted', {
      jambNo: '12345678ZZ',
      stateOfOrigin: 'Kano',
      utmeScore: 301,
      aggregate: 77.5,
    });
    await t.database.db
      .update(users)
      .set({ name: 'Chiamaka Unique-Filter' })
      .where(eq(users.id, target.applicant.id));
    const ids = async (query: string) =>
      (await officer(`${api}?limit=100&${query}`)).json().items.map((r: Row) => r.id);
    expect(await ids('q=unique-filter')).toEqual([target.enrollment.id]);
    expect(await ids('q=12345678zz')).toEqual([target.enrollment.id]);
    expect(await ids('state=kano')).toEqual([target.enrollment.id]);
    expect(await ids('utmeMin=300&utmeMax=302')).toEqual([target.enrollment.id]);
    expect(await ids('aggregateMin=77&aggregateMax=78')).toEqual([target.enrollment.id]);
    expect(await ids(`programmeId=${a.programme.id}&q=unique-filter`)).toEqual([
      target.enrollment.id,
    ]);
    expect(await ids('q=%25')).toEqual([]);
  });

  it('ranks by aggregate within the programme when sorted by aggregate', async () => {
    const school = await admissionSchool(t.database.db);
    const low = await school.addApplicant('screening', { aggregate: 40 });
    const high = await school.addApplicant('screening', { aggregate: 90 });
    const mid = await school.addApplicant('submitted', { aggregate: 65 });
    await school.addApplicant('withdrawn', { aggregate: 99 });
    const client = await login(school.admissionOfficer);
    const res = (await client(`${api}?sort=aggregate&limit=100`)).json();
    const active = res.items.filter((r: Row) => r.stage !== 'withdrawn');
    expect(active.map((r: Row) => [r.id, r.rank])).toEqual([
      [high.enrollment.id, 1],
      [mid.enrollment.id, 2],
      [low.enrollment.id, 3],
    ]);
    // The rank does not change with the page's filters.
    const screened = (await client(`${api}?sort=aggregate&stage=screening`)).json();
    expect(screened.items.map((r: Row) => r.rank)).toEqual([1, 3]);
    const byName = (await client(`${api}?sort=name`)).json();
    expect(byName.items.every((r: Row) => r.rank === null)).toBe(true);
    const page = (await client(`${api}?sort=aggregate&limit=1&page=2`)).json();
    expect(page).toMatchObject({ total: 4, page: 2, limit: 1 });
  });

  it('refuses bad filters with the field named', async () => {
    const res = await officer(`${api}?utmeMin=abc`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toContain('utmeMin');
    expect((await officer(`${api}?stage=nope`)).statusCode).toBe(400);
  });
});

describe('one application', () => {
  it('is shown to officers in full, with documents and the O’level check', async () => {
    const [file] = await t.database.db
      .insert(files)
      .values({
        schoolId: a.schoolId,
        ownerUserId: a.screeningOfficer.id,
        purpose: 'document',
        storageKey: `test/${a.schoolId}/olevel.pdf`,
        contentType: 'application/pdf',
        originalName: 'olevel.pdf',
        sizeBytes: 10,
      })
      .returning();
    if (!file) throw new Error('file insert failed');
    const { enrollment } = await a.addApplicant('submitted', {
      bioData,
      documents: [{ kind: 'olevel_result', fileId: file.id }],
    });
    const res = await screening(`${api}/${enrollment.id}`);
    expect(res.statusCode).toBe(200);
    const app = res.json();
    expect(app).toMatchObject({
      id: enrollment.id,
      stage: 'submitted',
      firstChoice: { id: a.programme.id },
      utmeCutOff: 180,
      olevelCheck: { meets: true, credits: 5, missingSubjects: [], sittings: 1 },
      documents: [{ kind: 'olevel_result', fileId: file.id, name: 'olevel.pdf' }],
      stages: { screening: true, entranceExam: false },
      missing: [],
    });
  });

  it('is not found for a draft, another school’s or an unknown id', async () => {
    const draft = await a.addApplicant('draft');
    const theirs = await b.addApplicant('submitted', { bioData });
    for (const id of [
      draft.enrollment.id,
      theirs.enrollment.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await screening(`${api}/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('application_not_found');
    }
    // And the other school's own officer sees it.
    const theirOfficer = await login(b.screeningOfficer);
    expect((await theirOfficer(`${api}/${theirs.enrollment.id}`)).statusCode).toBe(200);
  });
});

describe('quotas', () => {
  it('show each programme of the current session against offers made', async () => {
    const school = await admissionSchool(t.database.db);
    await school.addApplicant('offered', { offeredProgrammeId: school.programme.id });
    await school.addApplicant('offered');
    await school.addApplicant('accepted');
    await school.addApplicant('screening');
    const client = await login(school.admissionOfficer);
    const res = await client('/api/v1/admissions/quotas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [
        {
          programmeId: school.programme.id,
          programmeName: school.programme.name,
          quota: 50,
          offers: 2,
          accepted: 1,
        },
      ],
    });
  });
});

describe('who may not', () => {
  it('keeps the queue from roles without admissions access and from visitors', async () => {
    const accountant = await login(a.accountant);
    expect((await accountant(api)).statusCode).toBe(403);
    const applicant = await a.addApplicant('submitted');
    const student = await login(applicant.applicant);
    expect((await student(api)).statusCode).toBe(403);
    expect((await student(`${api}/${applicant.enrollment.id}`)).statusCode).toBe(403);
    expect((await student('/api/v1/admissions/quotas')).statusCode).toBe(403);
    expect((await t.app.inject({ url: api })).statusCode).toBe(401);
  });

  it('lets the exam officer read the list', async () => {
    const exam = await login(a.examOfficer);
    expect((await exam(api)).statusCode).toBe(200);
  });
});
