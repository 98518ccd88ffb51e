import { beforeAll, describe, expect, it } from 'vitest';
import { admissionSchool } from '@/test/admission-fixtures.ts';
import { expectDataUnchanged } from '@/test/data-fingerprint.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What people must not do in admissions beyond the permission matrix
// (platform/access/permission-matrix.test.ts), with another person's or another school's
// applications. Also here elsewhere: decisions.test.ts ("who may decide", school A deciding
// on B's application), officer.test.ts (another school's application by id), exams.test.ts
// (another school's exam officer), applications.test.ts (another applicant's document).

const t = useTestApp();
const api = '/api/v1/admissions';
type School = Awaited<ReturnType<typeof admissionSchool>>;
let a: School;
let b: School;
let applicant: Awaited<ReturnType<School['addApplicant']>>;
let otherApplicant: Awaited<ReturnType<School['addApplicant']>>;
let theirs: Awaited<ReturnType<School['addApplicant']>>;
const as = {} as Record<'applicant' | 'officerA' | 'screeningA' | 'adminA' | 'hosA', Client>;

beforeAll(async () => {
  const db = t.database.db;
  a = await admissionSchool(db);
  b = await admissionSchool(db);
  applicant = await a.addApplicant('submitted');
  otherApplicant = await a.addApplicant('offered', { offeredProgrammeId: a.programme.id });
  theirs = await b.addApplicant('screening');
  as.applicant = await t.clientOf(applicant.applicant.email ?? '');
  as.officerA = await t.clientOf(a.admissionOfficer.email ?? '');
  as.screeningA = await t.clientOf(a.screeningOfficer.email ?? '');
  as.adminA = (await t.person(a.schoolId, 'admin')).client;
  as.hosA = (await t.person(a.schoolId, 'hos')).client;
});

const unchanged = (schoolId: string, requests: () => Promise<void>) =>
  expectDataUnchanged(t.database, { schoolIds: [schoolId], actorIds: [] }, requests);

describe('an applicant', () => {
  it('reads their own application only, never another applicant’s by id', async () => {
    const mine = (await as.applicant(`${api}/my-application`)).json();
    expect(mine.application.id).toBe(applicant.enrollment.id);
    for (const id of [otherApplicant.enrollment.id, applicant.enrollment.id]) {
      const res = await as.applicant(`${api}/applications/${id}`);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(otherApplicant.applicant.name);
    }
  });

  it('gets no admission letter from another applicant’s offer', async () => {
    const res = await as.applicant(`${api}/my-application/admission-letter.pdf`);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).not.toContain('pdf');
  });

  it('cannot apply to a programme of another school', async () => {
    const newcomer = await t.person(a.schoolId, 'student');
    await unchanged(b.schoolId, async () => {
      const res = await newcomer.client({
        method: 'POST',
        url: `${api}/my-application`,
        payload: { firstChoiceId: b.programme.id },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('admission_not_open');
    });
  });
});

describe('officers of school A', () => {
  it('cannot open a programme of school B for admission', async () => {
    await unchanged(b.schoolId, async () => {
      const res = await as.hosA({
        method: 'PUT',
        url: `${api}/offerings`,
        payload: {
          programmeId: b.programme.id,
          isOpen: true,
          closesAt: null,
          utmeSubjects: [],
          olevelSubjects: [],
          minCredits: 5,
          maxSittings: 2,
          utmeCutOff: 0,
          quota: 1000,
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('body.programmeId');
    });
  });

  it('decide nothing of school B’s in bulk: each is refused as not found', async () => {
    await unchanged(b.schoolId, async () => {
      const screened = await as.screeningA({
        method: 'POST',
        url: `${api}/applications/decisions`,
        payload: { action: 'screening_pass', ids: [theirs.enrollment.id] },
      });
      expect(screened.json()).toEqual({
        done: 0,
        failed: [{ id: theirs.enrollment.id, reason: expect.any(String) }],
      });
      const offered = await as.officerA({
        method: 'POST',
        url: `${api}/applications/decisions`,
        payload: { action: 'offer', ids: [theirs.enrollment.id] },
      });
      expect(offered.json().done).toBe(0);
    });
  });
});

describe('staff who read applications but do not decide them', () => {
  it('the administrator and the head of school neither screen nor offer, alone or in bulk', async () => {
    await unchanged(a.schoolId, async () => {
      for (const client of [as.adminA, as.hosA]) {
        for (const action of ['screening_pass', 'offer'] as const) {
          const one = await client({
            method: 'POST',
            url: `${api}/applications/${applicant.enrollment.id}/decisions`,
            payload: { action },
          });
          expect(one.statusCode, action).toBe(403);
          const many = await client({
            method: 'POST',
            url: `${api}/applications/decisions`,
            payload: { action, ids: [applicant.enrollment.id] },
          });
          expect(many.statusCode, action).toBe(403);
        }
      }
    });
  });
});
