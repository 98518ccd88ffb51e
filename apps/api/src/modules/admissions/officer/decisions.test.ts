import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { admissionOfferings, applications } from '@/modules/admissions/admissions.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { admissionSchool } from '@/test/admission-fixtures.ts';
import { clientFor } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
type School = Awaited<ReturnType<typeof admissionSchool>>;
type Stage = Parameters<School['addApplicant']>[0];
type Over = Parameters<School['addApplicant']>[1];
let a: School;
let b: School;
let screener: Client;
let officer: Client;
const api = '/api/v1/admissions/applications';
// The shared fixture stores the next of kin's phone as +234…, which the response schema
// refuses; stored applications hold the normalised 0… form, as the applicant's input is.
const bioData = {
  stateOfOrigin: 'Enugu',
  lga: 'Nsukka',
  dateOfBirth: '2007-03-14',
  nextOfKinName: 'Ada Obi',
  nextOfKinPhone: '08031234567',
  nextOfKinRelationship: 'Mother',
};

const login = (user: { email: string | null }) => clientFor(t.app, user.email ?? '');
const applicant = (school: School, stage: Stage = 'submitted', over: Over = {}) =>
  school.addApplicant(stage, { bioData, ...over });
const decide = (client: Client, id: string, payload: object) =>
  client({ method: 'POST', url: `${api}/${id}/decisions`, payload });
const decideAll = (client: Client, payload: object) =>
  client({ method: 'POST', url: `${api}/decisions`, payload });

async function auditActions(id: string) {
  const rows = await t.database.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.entityId, id))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => r.action);
}

async function mailsTo(email: string | null, template: string) {
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email ?? ''), eq(mailOutbox.template, template)));
}

/** Another programme of the school offered this session, with its own quota. */
async function secondProgramme(school: School, quota: number) {
  const [programme] = await t.database.db
    .insert(programmes)
    .values({
      schoolId: school.schoolId,
      departmentId: school.programme.departmentId,
      programmeTypeId: school.programme.programmeTypeId,
      name: `Chemistry ${school.programme.code}`,
      code: `C${school.programme.code.slice(1)}`,
    })
    .returning();
  if (!programme) throw new Error('programme insert failed');
  await t.database.db.insert(admissionOfferings).values({
    schoolId: school.schoolId,
    sessionId: school.session.id,
    programmeId: programme.id,
    quota,
  });
  return programme;
}

beforeAll(async () => {
  a = await admissionSchool(t.database.db);
  b = await admissionSchool(t.database.db);
  screener = await login(a.screeningOfficer);
  officer = await login(a.admissionOfficer);
});

describe('screening', () => {
  it('passes a submitted application with a score, refreshes the aggregate, audits and mails', async () => {
    const { enrollment, applicant: person } = await applicant(a, 'submitted', { aggregate: null });
    const res = await decide(screener, enrollment.id, {
      action: 'screening_pass',
      score: 70,
      reason: 'Documents verified.',
    });
    expect(res.statusCode).toBe(200);
    const app = res.json();
    expect(app).toMatchObject({
      stage: 'screening',
      screening: { result: 'passed', score: 70, remarks: 'Documents verified.' },
      // 50 % of 240/400 and 50 % of 70.
      aggregate: 65,
    });
    expect(app.decisions).toHaveLength(1);
    expect(app.decisions[0]).toMatchObject({
      kind: 'screening_passed',
      fromStage: 'submitted',
      toStage: 'screening',
      actorName: a.screeningOfficer.name,
    });
    expect(await auditActions(enrollment.id)).toEqual(['admission.screening_passed']);
    expect(await mailsTo(person.email, 'admission.screening_passed')).toHaveLength(1);
    const again = await decide(screener, enrollment.id, { action: 'screening_pass' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This application has already passed screening.');
  });

  it('fails with remarks only, and a later pass reverses the failure', async () => {
    const { enrollment, applicant: person } = await applicant(a);
    const bare = await decide(screener, enrollment.id, { action: 'screening_fail', reason: ' ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { field: 'body.reason', message: 'Write the screening remarks.' },
    ]);
    const failed = await decide(screener, enrollment.id, {
      action: 'screening_fail',
      reason: 'Mathematics below credit.',
    });
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({
      stage: 'rejected',
      screening: { result: 'failed', remarks: 'Mathematics below credit.' },
    });
    expect(await mailsTo(person.email, 'admission.screening_failed')).toHaveLength(1);
    const passed = await decide(screener, enrollment.id, {
      action: 'screening_pass',
      reason: 'Re-checked: C4 in Mathematics.',
    });
    expect(passed.json()).toMatchObject({ stage: 'screening', screening: { result: 'passed' } });
    expect(passed.json().decisions.map((d: { kind: string }) => d.kind)).toEqual([
      'screening_failed',
      'screening_passed',
    ]);
    expect(await auditActions(enrollment.id)).toEqual([
      'admission.screening_failed',
      'admission.screening_passed',
    ]);
  });

  it('is refused after an offer, after the exam score, after a rejection, on drafts and where the school does not screen', async () => {
    const offered = await applicant(a, 'offered');
    const res = await decide(screener, offered.enrollment.id, { action: 'screening_pass' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'admission_stage',
      detail: 'Admission has already been decided; reject the offer first to screen again.',
    });
    const examined = await applicant(a, 'entrance_exam', { examPercent: 55 });
    const late = await decide(screener, examined.enrollment.id, { action: 'screening_pass' });
    expect(late.json().detail).toBe(
      'The entrance exam score is recorded; screening can no longer change.',
    );
    const draft = await applicant(a, 'draft');
    expect(
      (await decide(screener, draft.enrollment.id, { action: 'screening_pass' })).json(),
    ).toMatchObject({ code: 'application_not_found' });
    const refused = await applicant(a, 'rejected', { screeningResult: 'passed' });
    const undo = await decide(screener, refused.enrollment.id, { action: 'screening_pass' });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().detail).toBe(
      'The admission officer rejected this application; only a new admission decision can change it.',
    );
    const noScreening = await admissionSchool(t.database.db, {
      screening: false,
      entranceExam: false,
    });
    const theirs = await applicant(noScreening);
    const client = await login(noScreening.screeningOfficer);
    const off = await decide(client, theirs.enrollment.id, { action: 'screening_pass' });
    expect(off.statusCode).toBe(409);
    expect(off.json().detail).toBe('This school does not screen applications.');
  });
});

describe('offers', () => {
  it('are refused before screening where the school screens', async () => {
    const { enrollment } = await applicant(a, 'submitted');
    const res = await decide(officer, enrollment.id, { action: 'offer' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'admission_stage',
      detail: 'Screen this application before offering admission.',
    });
    expect(await auditActions(enrollment.id)).toEqual([]);
  });

  it('are made after screening: audited, recorded and mailed to the applicant', async () => {
    const { enrollment, applicant: person } = await applicant(a, 'screening');
    const res = await decide(officer, enrollment.id, { action: 'offer', reason: 'Merit list.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stage: 'offered',
      offeredProgramme: { id: a.programme.id },
      decisionReason: 'Merit list.',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, enrollment.id), eq(auditLog.action, 'admission.offered')));
    expect(audit[0]).toMatchObject({
      schoolId: a.schoolId,
      actorUserId: a.admissionOfficer.id,
      before: { stage: 'screening' },
      after: { stage: 'offered', reason: 'Merit list.' },
    });
    const mails = await mailsTo(person.email, 'admission.offered');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain('offered admission');
    const twice = await decide(officer, enrollment.id, { action: 'offer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('This applicant already holds an offer of this programme.');
  });

  it('go straight from submitted where the school neither screens nor examines', async () => {
    const open = await admissionSchool(t.database.db, { screening: false, entranceExam: false });
    const { enrollment } = await applicant(open, 'submitted');
    const client = await login(open.admissionOfficer);
    const res = await decide(client, enrollment.id, { action: 'offer' });
    expect(res.json()).toMatchObject({ stage: 'offered' });
  });

  it('wait for the entrance exam score where the school holds one', async () => {
    const exams = await admissionSchool(t.database.db, { screening: true, entranceExam: true });
    const client = await login(exams.admissionOfficer);
    const screened = await applicant(exams, 'screening');
    const early = await decide(client, screened.enrollment.id, { action: 'offer' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Record the entrance exam score before offering admission.');
    const scored = await applicant(exams, 'entrance_exam', { examPercent: 72 });
    expect((await decide(client, scored.enrollment.id, { action: 'offer' })).json()).toMatchObject({
      stage: 'offered',
    });
  });

  it('may name another programme of the session, and respect its quota', async () => {
    const school = await admissionSchool(t.database.db);
    const client = await login(school.admissionOfficer);
    const chemistry = await secondProgramme(school, 1);
    const first = await applicant(school, 'screening');
    const second = await applicant(school, 'screening');
    const unknown = await decide(client, first.enrollment.id, {
      action: 'offer',
      programmeId: b.programme.id,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('body.programmeId');
    const made = await decide(client, first.enrollment.id, {
      action: 'offer',
      programmeId: chemistry.id,
    });
    expect(made.json()).toMatchObject({
      stage: 'offered',
      offeredProgramme: { id: chemistry.id },
    });
    const full = await decide(client, second.enrollment.id, {
      action: 'offer',
      programmeId: chemistry.id,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'admission_stage',
      detail: `The quota of ${chemistry.name} (1) is filled.`,
    });
    const quotas = (await client('/api/v1/admissions/quotas')).json().items;
    expect(quotas).toContainEqual({
      programmeId: chemistry.id,
      programmeName: chemistry.name,
      quota: 1,
      offers: 1,
      accepted: 0,
    });
    // Moving the one offer to the first choice frees the place.
    const moved = await decide(client, first.enrollment.id, { action: 'offer' });
    expect(moved.json().offeredProgramme.id).toBe(school.programme.id);
    const now = await decide(client, second.enrollment.id, {
      action: 'offer',
      programmeId: chemistry.id,
    });
    expect(now.statusCode).toBe(200);
  });

  it('never overfill a quota when two officers offer at once', async () => {
    const school = await admissionSchool(t.database.db);
    const chemistry = await secondProgramme(school, 1);
    const [one, two] = await Promise.all([
      applicant(school, 'screening'),
      applicant(school, 'screening'),
    ]);
    const [c1, c2] = await Promise.all([
      login(school.admissionOfficer),
      login(school.admissionOfficer),
    ]);
    const results = await Promise.all([
      decide(c1, one.enrollment.id, { action: 'offer', programmeId: chemistry.id }),
      decide(c2, two.enrollment.id, { action: 'offer', programmeId: chemistry.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('are refused once accepted or enrolled', async () => {
    for (const stage of ['accepted', 'enrolled'] as const) {
      const { enrollment } = await applicant(a, stage, { screeningResult: 'passed' });
      const offer = await decide(officer, enrollment.id, { action: 'offer' });
      expect(offer.json().detail).toBe('Admission has already been accepted or withdrawn.');
      const reject = await decide(officer, enrollment.id, { action: 'reject', reason: 'No.' });
      expect(reject.statusCode).toBe(409);
    }
  });
});

describe('rejections', () => {
  it('need a reason, revoke an offer, and a new offer reverses them', async () => {
    const { enrollment, applicant: person } = await applicant(a, 'offered', {
      offeredProgrammeId: a.programme.id,
    });
    const bare = await decide(officer, enrollment.id, { action: 'reject' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([
      { field: 'body.reason', message: 'Give the reason for rejecting.' },
    ]);
    const rejected = await decide(officer, enrollment.id, {
      action: 'reject',
      reason: 'Quota revised.',
    });
    expect(rejected.json()).toMatchObject({
      stage: 'rejected',
      offeredProgramme: null,
      decisionReason: 'Quota revised.',
    });
    const mail = await mailsTo(person.email, 'admission.rejected');
    expect(mail[0]?.textBody).toContain('Reason: Quota revised.');
    const again = await decide(officer, enrollment.id, { action: 'reject', reason: 'Again.' });
    expect(again.json().detail).toBe('This application is already rejected.');
    const reoffered = await decide(officer, enrollment.id, { action: 'offer' });
    expect(reoffered.json()).toMatchObject({ stage: 'offered' });
    expect(await auditActions(enrollment.id)).toEqual(['admission.rejected', 'admission.offered']);
  });
});

describe('who may decide', () => {
  it('keeps screening to screening officers and offers to admission officers', async () => {
    const { enrollment } = await applicant(a, 'screening');
    const screens = await decide(officer, enrollment.id, { action: 'screening_pass' });
    expect(screens.statusCode).toBe(403);
    const offers = await decide(screener, enrollment.id, { action: 'offer' });
    expect(offers.statusCode).toBe(403);
    const rejects = await decide(screener, enrollment.id, { action: 'reject', reason: 'x' });
    expect(rejects.statusCode).toBe(403);
    const exam = await login(a.examOfficer);
    expect((await decide(exam, enrollment.id, { action: 'offer' })).statusCode).toBe(403);
    const student = await login(a.student);
    expect((await decide(student, enrollment.id, { action: 'offer' })).statusCode).toBe(403);
    expect(await auditActions(enrollment.id)).toEqual([]);
  });

  it('answers 404 to officers of school A deciding on an application of school B', async () => {
    const theirs = await applicant(b, 'screening');
    const screen = await decide(screener, theirs.enrollment.id, { action: 'screening_pass' });
    expect(screen.statusCode).toBe(404);
    const offer = await decide(officer, theirs.enrollment.id, { action: 'offer' });
    expect(offer.statusCode).toBe(404);
    expect(offer.json().code).toBe('application_not_found');
    const [row] = await t.database.db
      .select({ offered: applications.offeredProgrammeId })
      .from(applications)
      .where(eq(applications.enrollmentId, theirs.enrollment.id));
    expect(row?.offered).toBeNull();
  });
});

describe('bulk decisions', () => {
  it('decide each application on its own and report each refusal', async () => {
    const ok1 = await applicant(a, 'submitted');
    const ok2 = await applicant(a, 'submitted');
    const offered = await applicant(a, 'offered');
    const theirs = await applicant(b, 'submitted');
    const res = await decideAll(screener, {
      action: 'screening_pass',
      ids: [ok1.enrollment.id, offered.enrollment.id, ok2.enrollment.id, theirs.enrollment.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: 2,
      failed: [
        {
          id: offered.enrollment.id,
          reason: 'Admission has already been decided; reject the offer first to screen again.',
        },
        { id: theirs.enrollment.id, reason: 'Application not found.' },
      ],
    });
    for (const id of [ok1.enrollment.id, ok2.enrollment.id]) {
      expect(await auditActions(id)).toEqual(['admission.screening_passed']);
    }
    expect(await auditActions(theirs.enrollment.id)).toEqual([]);
  });

  it('offer and reject in bulk with a reason, by the admission officer only', async () => {
    const ids = (await Promise.all([applicant(a, 'screening'), applicant(a, 'screening')])).map(
      (x) => x.enrollment.id,
    );
    const noReason = await decideAll(officer, { action: 'reject', ids });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('body.reason');
    expect((await decideAll(screener, { action: 'offer', ids })).statusCode).toBe(403);
    const offered = await decideAll(officer, { action: 'offer', ids, reason: 'Merit list.' });
    expect(offered.json()).toEqual({ done: 2, failed: [] });
    const rejected = await decideAll(officer, { action: 'reject', ids, reason: 'Revised list.' });
    expect(rejected.json()).toEqual({ done: 2, failed: [] });
    expect(await auditActions(ids[0] ?? '')).toEqual(['admission.offered', 'admission.rejected']);
  });

  it('refuse an empty or oversized list with the field named', async () => {
    const empty = await decideAll(officer, { action: 'offer', ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('body.ids');
  });
});
