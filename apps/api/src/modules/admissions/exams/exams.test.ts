import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import {
  admissionDecisions,
  applications,
  entranceCandidates,
} from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import { encodePng } from '@/platform/files/png.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { admissionSchool } from '@/test/admission-fixtures.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;
type School = Awaited<ReturnType<typeof admissionSchool>>;

const t = useTestApp();
let s: School;
let officer: Client;
const base = '/api/v1/admissions/exams';

const examInput = (programmeIds: string[], over: object = {}) => ({
  title: 'Post-UTME 2026',
  programmeIds,
  startsAt: '2026-08-14T08:00:00.000Z',
  venue: 'Main Hall',
  durationMinutes: 90,
  maxScore: 60,
  passMark: 30,
  ...over,
});

const csv = (text: string) =>
  multipartBody({ bytes: Buffer.from(text), filename: 'scores.csv', contentType: 'text/csv' });

/** An applicant waiting for the exam whose entrance fee is marked paid on the enrollment. */
async function paidApplicant(stage: 'screening' | 'submitted' = 'screening') {
  const a = await s.addApplicant(stage);
  await t.database.db
    .update(enrollments)
    .set({ entrancePayment: 'paid' })
    .where(eq(enrollments.id, a.enrollment.id));
  return a;
}

const audits = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  s = await admissionSchool(t.database.db, { screening: true, entranceExam: true });
  officer = await clientFor(t.app, s.examOfficer.email ?? '', 'examOfficer');
});

describe('entrance exams', () => {
  let examId = '';

  it('are created with field messages, for the school’s own programmes, and audited', async () => {
    const bad = await officer({
      method: 'POST',
      url: base,
      payload: examInput([], { passMark: 70, venue: '' }),
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['body.programmeIds', 'body.venue', 'body.passMark']),
    );
    const other = await admissionSchool(t.database.db, { screening: true, entranceExam: true });
    const foreign = await officer({
      method: 'POST',
      url: base,
      payload: examInput([other.programme.id]),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('body.programmeIds');

    const res = await officer({ method: 'POST', url: base, payload: examInput([s.programme.id]) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Post-UTME 2026',
      status: 'draft',
      sessionId: s.session.id,
      programmes: [{ id: s.programme.id, name: s.programme.name }],
      candidates: 0,
    });
    examId = res.json().id;
    expect(await audits('entrance_exam.create', examId)).toHaveLength(1);
    const list = await officer(base);
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: examId }] });

    // Another school's exam officer does not see it.
    const stranger = await clientFor(t.app, other.examOfficer.email ?? '', 'examOfficer');
    expect((await stranger(`${base}/${examId}`)).statusCode).toBe(404);
    expect((await stranger(base)).json().total).toBe(0);
  });

  it('cannot be created or changed by roles without the exam permission', async () => {
    const admission = await clientFor(t.app, s.admissionOfficer.email ?? '', 'admissionOfficer');
    expect((await admission(`${base}/${examId}`)).statusCode).toBe(200);
    expect((await admission(`${base}/${examId}/candidates`)).statusCode).toBe(200);
    const writes = [
      { method: 'POST', url: base, payload: examInput([s.programme.id]) },
      { method: 'PATCH', url: `${base}/${examId}`, payload: { venue: 'Elsewhere' } },
      { method: 'POST', url: `${base}/${examId}/candidates` },
      { method: 'PUT', url: `${base}/${examId}/scores`, payload: { scores: [] } },
      { method: 'POST', url: `${base}/${examId}/publish` },
    ] as const;
    for (const write of writes) {
      expect((await admission({ ...write })).statusCode, `${write.method} ${write.url}`).toBe(403);
    }
    const applicant = await s.addApplicant('screening');
    const student = await clientFor(t.app, applicant.applicant.email ?? '', 'student');
    expect((await student(base)).statusCode).toBe(403);
    expect((await officer('/api/v1/admissions/my-application/exam-slip.pdf')).statusCode).toBe(403);
  });

  it('refuse a school without an entrance exam', async () => {
    const plain = await admissionSchool(t.database.db, { screening: true, entranceExam: false });
    const client = await clientFor(t.app, plain.examOfficer.email ?? '', 'examOfficer');
    const res = await client({
      method: 'POST',
      url: base,
      payload: examInput([plain.programme.id]),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('admission_stage');
  });
});

describe('candidates, scores and publication', () => {
  let examId = '';
  let flagPaid: Awaited<ReturnType<typeof paidApplicant>>;
  let payer: Awaited<ReturnType<School['addApplicant']>>;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    // A school of its own: the entrance fee added here applies to all its applicants.
    s = await admissionSchool(t.database.db, { screening: true, entranceExam: true });
    officer = await clientFor(t.app, s.examOfficer.email ?? '', 'examOfficer');
  });

  it('adds only applicants waiting for the exam with the entrance fee paid, numbered once', async () => {
    const fee = await s.addFee({
      type: 'entrance',
      name: 'Entrance exam',
      amount: 200_000,
      level: null,
      programmeId: null,
      installmentsAllowed: false,
      installmentCount: 1,
    });
    flagPaid = await paidApplicant();
    payer = await s.addApplicant('screening');
    await t.database.db.insert(payments).values({
      schoolId: s.schoolId,
      studentId: payer.applicant.id,
      feeId: fee.id,
      programmeId: s.programme.id,
      sessionId: s.session.id,
      academicYear: '2026/2027',
      paymentType: 'entrance',
      reference: `PAY-E-${payer.applicant.id.slice(0, 8)}`,
      status: 'completed',
      paymentMode: 'card',
      amount: 200_000,
      amountPaid: 200_000,
      balance: 0,
      total: 200_000,
    });
    await s.addApplicant('screening'); // fee unpaid
    await paidApplicant('submitted'); // not screened yet
    await s.addApplicant('screening', { screeningResult: 'failed' }); // failed screening
    const elsewhere = await paidApplicant(); // applied to a programme the exam is not for
    const [chemistry] = await t.database.db
      .insert(programmes)
      .values({
        schoolId: s.schoolId,
        departmentId: s.programme.departmentId,
        programmeTypeId: s.programme.programmeTypeId,
        name: `Chemistry ${s.programme.code}`,
        code: `C${s.programme.code}`,
      })
      .returning();
    await t.database.db
      .update(enrollments)
      .set({ programmeId: chemistry?.id ?? '' })
      .where(eq(enrollments.id, elsewhere.enrollment.id));

    const created = await officer({
      method: 'POST',
      url: base,
      payload: examInput([s.programme.id]),
    });
    examId = created.json().id;
    expect((await officer(`${base}/${examId}/eligible-count`)).json()).toEqual({ count: 2 });
    const add = await officer({ method: 'POST', url: `${base}/${examId}/candidates` });
    expect(add.json()).toEqual({ added: 2 });
    expect((await officer({ method: 'POST', url: `${base}/${examId}/candidates` })).json()).toEqual(
      { added: 0 },
    );
    const list = (await officer(`${base}/${examId}/candidates`)).json();
    expect(list.total).toBe(2);
    expect(list.items.map((c: { enrollmentId: string }) => c.enrollmentId).sort()).toEqual(
      [flagPaid.enrollment.id, payer.enrollment.id].sort(),
    );
    for (const c of list.items) {
      expect(c.examNumber).toMatch(new RegExp(`^${s.school.code}-[0-9A-F]{4}-000[12]$`));
      expect(c).toMatchObject({ score: null, passed: null, stage: 'screening' });
      numbers[c.enrollmentId] = c.examNumber;
    }
    expect(new Set(Object.values(numbers)).size).toBe(2);

    // One exam per application: a second exam for the programme finds nobody left.
    const second = await officer({
      method: 'POST',
      url: base,
      payload: examInput([s.programme.id]),
    });
    expect((await officer(`${base}/${second.json().id}/eligible-count`)).json().count).toBe(0);
    expect(await audits('entrance_exam.add_candidates', examId)).toHaveLength(1);
  });

  it('refuses out-of-range or unknown scores and writes none of them', async () => {
    const put = (scores: object[]) =>
      officer({ method: 'PUT', url: `${base}/${examId}/scores`, payload: { scores } });
    const above = await put([
      { enrollmentId: flagPaid.enrollment.id, score: 40 },
      { enrollmentId: payer.enrollment.id, score: 61 },
    ]);
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      { field: 'body.scores.1.score', message: 'Above the maximum score of 60.' },
    ]);
    expect(above.json().detail).toBe(
      `${numbers[payer.enrollment.id]}: Above the maximum score of 60.`,
    );
    const stranger = await s.addApplicant('screening');
    const unknown = await put([{ enrollmentId: stranger.enrollment.id, score: 10 }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].message).toBe('Not a candidate of this exam.');
    const written = await t.database.db
      .select()
      .from(entranceCandidates)
      .where(eq(entranceCandidates.examId, examId));
    expect(written.every((c) => c.score === null)).toBe(true);
  });

  it('records a first score: percentage, aggregate, stage, decision, audit and e-mail', async () => {
    const res = await officer({
      method: 'PUT',
      url: `${base}/${examId}/scores`,
      payload: { scores: [{ enrollmentId: flagPaid.enrollment.id, score: 45 }] },
    });
    expect(res.json()).toEqual({ saved: 1, unchanged: 0 });
    const [app] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.enrollmentId, flagPaid.enrollment.id));
    expect(app?.examPercent).toBe(75);
    // UTME 240/400 = 60 %, half weight each: (60 + 75) / 2.
    expect(app?.aggregate).toBe(67.5);
    const [enrollment] = await t.database.db
      .select({ stage: enrollments.stage })
      .from(enrollments)
      .where(eq(enrollments.id, flagPaid.enrollment.id));
    expect(enrollment?.stage).toBe('entrance_exam');
    const decisions = await t.database.db
      .select()
      .from(admissionDecisions)
      .where(eq(admissionDecisions.enrollmentId, flagPaid.enrollment.id));
    expect(decisions).toMatchObject([
      { kind: 'exam_scored', fromStage: 'screening', toStage: 'entrance_exam' },
    ]);
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, flagPaid.applicant.email ?? ''));
    expect(mails.map((m) => m.template)).toContain('admission.exam_scored');
    const list = (await officer(`${base}/${examId}/candidates?scored=yes`)).json();
    expect(list.items).toMatchObject([{ score: 45, passed: true, stage: 'entrance_exam' }]);
    expect((await officer(`${base}/${examId}`)).json()).toMatchObject({ scored: 1, passed: 1 });
  });

  it('corrects a score without a second stage change, audited with before and after', async () => {
    const res = await officer({
      method: 'PUT',
      url: `${base}/${examId}/scores`,
      payload: {
        scores: [
          { enrollmentId: flagPaid.enrollment.id, score: 25.5 },
          { enrollmentId: payer.enrollment.id, score: 30 },
        ],
      },
    });
    expect(res.json()).toEqual({ saved: 2, unchanged: 0 });
    const again = await officer({
      method: 'PUT',
      url: `${base}/${examId}/scores`,
      payload: { scores: [{ enrollmentId: flagPaid.enrollment.id, score: 25.5 }] },
    });
    expect(again.json()).toEqual({ saved: 0, unchanged: 1 });
    const decisions = await t.database.db
      .select()
      .from(admissionDecisions)
      .where(eq(admissionDecisions.enrollmentId, flagPaid.enrollment.id));
    expect(decisions).toHaveLength(1);
    const [candidate] = await t.database.db
      .select()
      .from(entranceCandidates)
      .where(eq(entranceCandidates.enrollmentId, flagPaid.enrollment.id));
    const [correction] = await audits('entrance_exam.score_correction', candidate?.id ?? '');
    expect(correction).toMatchObject({ before: { score: 45 }, after: { score: 25.5 } });
    const [app] = await t.database.db
      .select({ examPercent: applications.examPercent })
      .from(applications)
      .where(eq(applications.enrollmentId, flagPaid.enrollment.id));
    expect(app?.examPercent).toBe(42.5);
    expect((await officer(`${base}/${examId}`)).json()).toMatchObject({ scored: 2, passed: 1 });
  });

  it('refuses a first score for an application no longer waiting for the exam', async () => {
    const late = await paidApplicant();
    const exam = await officer({ method: 'POST', url: base, payload: examInput([s.programme.id]) });
    await officer({ method: 'POST', url: `${base}/${exam.json().id}/candidates` });
    await t.database.db
      .update(enrollments)
      .set({ stage: 'withdrawn' })
      .where(eq(enrollments.id, late.enrollment.id));
    const res = await officer({
      method: 'PUT',
      url: `${base}/${exam.json().id}/scores`,
      payload: { scores: [{ enrollmentId: late.enrollment.id, score: 10 }] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('admission_stage');
    expect(res.json().detail).toContain('not waiting for the entrance exam');
    // The field error is the reason alone: the field already names the row.
    expect(res.json().errors).toEqual([
      { field: 'body.scores.0.score', message: expect.stringMatching(/^[^:]*not waiting/) },
    ]);
  });

  it('uploads scores: the dry run lists every bad row and writes nothing; a clean file is written', async () => {
    const flagged = numbers[flagPaid.enrollment.id] ?? '';
    const paid = numbers[payer.enrollment.id] ?? '';
    const upload = (text: string, dryRun: boolean) =>
      officer({
        method: 'POST',
        url: `${base}/${examId}/scores/upload?dryRun=${dryRun}`,
        ...csv(text),
      });
    const bad = [
      'examNumber,score',
      `${flagged},abc`,
      'NOPE-0000-0001,20',
      `${paid},75`,
      `${flagged.toLowerCase()},10`,
      ',5',
    ].join('\n');
    const dry = await upload(bad, true);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({
      kind: 'entrance_scores',
      dryRun: true,
      rows: 5,
      imported: 0,
    });
    expect(dry.json().problems).toEqual([
      { line: 2, column: 'score', reason: 'The score is not a number.' },
      { line: 3, column: 'examNumber', reason: 'No candidate of this exam has this exam number.' },
      { line: 4, column: 'score', reason: 'Above the maximum score of 60.' },
      { line: 5, column: 'examNumber', reason: 'Line 2 of this file has the same exam number.' },
      { line: 6, column: 'examNumber', reason: 'Enter the exam number.' },
    ]);
    expect((await upload(bad, false)).json().imported).toBe(0);
    const missing = await upload('number,score\nX,1\n', true);
    expect(missing.json().problems).toEqual([
      { line: 1, column: 'examNumber', reason: 'This column is missing from the header row.' },
    ]);

    // The template lists the candidates; a blank score leaves a candidate as they are.
    const template = await officer(`${base}/${examId}/scores/template.csv`);
    expect(template.headers['content-type']).toContain('text/csv');
    expect(template.body).toContain(flagged);
    const clean = `Exam Number,Score\n${flagged},50\n${paid},\n`;
    expect((await upload(clean, true)).json()).toMatchObject({
      valid: 1,
      imported: 0,
      problems: [],
    });
    expect((await upload(clean, false)).json()).toMatchObject({ valid: 1, imported: 1 });
    const rows = await t.database.db
      .select({ enrollmentId: entranceCandidates.enrollmentId, score: entranceCandidates.score })
      .from(entranceCandidates)
      .where(eq(entranceCandidates.examId, examId));
    expect(Object.fromEntries(rows.map((r) => [r.enrollmentId, r.score]))).toEqual({
      [flagPaid.enrollment.id]: 50,
      [payer.enrollment.id]: 30,
    });
    expect(await audits('entrance_exam.scores_upload', examId)).toHaveLength(1);
  });

  it('refuses a score above the exam’s own maximum from an Excel file: never clamped', async () => {
    const paid = numbers[payer.enrollment.id] ?? '';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Scores');
    sheet.addRow(['examNumber', 'score']);
    sheet.addRow([paid, 61]);
    const upload = async (dryRun: boolean) =>
      officer({
        method: 'POST',
        url: `${base}/${examId}/scores/upload?dryRun=${dryRun}`,
        ...multipartBody({
          bytes: Buffer.from(await workbook.xlsx.writeBuffer()),
          filename: 'scores.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      });
    for (const dryRun of [true, false]) {
      expect((await upload(dryRun)).json()).toMatchObject({
        valid: 0,
        imported: 0,
        problems: [{ line: 2, column: 'score', reason: 'Above the maximum score of 60.' }],
      });
    }
    const [row] = await t.database.db
      .select({ score: entranceCandidates.score })
      .from(entranceCandidates)
      .where(eq(entranceCandidates.enrollmentId, payer.enrollment.id));
    expect(row?.score).toBe(30);
  });

  it('keeps the maximum once scored, publishes once, then locks details but not corrections', async () => {
    const max = await officer({
      method: 'PATCH',
      url: `${base}/${examId}`,
      payload: { maxScore: 100 },
    });
    expect(max.statusCode).toBe(409);
    expect(max.json().errors[0].field).toBe('body.maxScore');
    const venue = await officer({
      method: 'PATCH',
      url: `${base}/${examId}`,
      payload: { venue: 'Hall B', passMark: 35 },
    });
    expect(venue.json()).toMatchObject({ venue: 'Hall B', passMark: 35 });
    const [change] = await audits('entrance_exam.update', examId);
    expect(change).toMatchObject({ before: { venue: 'Main Hall' }, after: { venue: 'Hall B' } });

    const published = await officer({ method: 'POST', url: `${base}/${examId}/publish` });
    expect(published.json()).toMatchObject({
      status: 'published',
      publishedAt: expect.any(String),
    });
    expect((await officer({ method: 'POST', url: `${base}/${examId}/publish` })).statusCode).toBe(
      409,
    );
    expect(
      (await officer({ method: 'PATCH', url: `${base}/${examId}`, payload: { venue: 'Hall C' } }))
        .statusCode,
    ).toBe(409);
    const fix = await officer({
      method: 'PUT',
      url: `${base}/${examId}/scores`,
      payload: { scores: [{ enrollmentId: payer.enrollment.id, score: 36 }] },
    });
    expect(fix.json()).toEqual({ saved: 1, unchanged: 0 });
    expect(await audits('entrance_exam.publish', examId)).toHaveLength(1);
  });

  it('gives a candidate an exam slip PDF with the photo, and a non-candidate a 404', async () => {
    const photo = await storeFile(t.app.services, t.database.db, {
      schoolId: s.schoolId,
      ownerUserId: flagPaid.applicant.id,
      purpose: 'passport',
      bytes: encodePng(300, 300, () => [40, 90, 160]),
      contentType: 'image/png',
      originalName: 'me.png',
    });
    await t.database.db
      .update(users)
      .set({ passportFileId: photo.id })
      .where(eq(users.id, flagPaid.applicant.id));
    const candidate = await clientFor(t.app, flagPaid.applicant.email ?? '', 'student');
    const slip = await candidate('/api/v1/admissions/my-application/exam-slip.pdf');
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(slip.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const outsider = await s.addApplicant('screening');
    const other = await clientFor(t.app, outsider.applicant.email ?? '', 'student');
    const missing = await other('/api/v1/admissions/my-application/exam-slip.pdf');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('application_not_found');
  });
});

describe('another school’s exam officer', () => {
  it('gets 404 for this school’s exams, candidates and scores', async () => {
    const other = await admissionSchool(t.database.db, { screening: false, entranceExam: true });
    const stranger = await createUser(t.database.db, {
      schoolId: other.schoolId,
      roles: ['examOfficer'],
    });
    const client = await clientFor(t.app, stranger.email ?? '', 'examOfficer');
    const [anyExam] = await t.database.db.select().from(entranceCandidates).limit(1);
    const res = await client(`${base}/${anyExam?.examId ?? s.schoolId}/candidates`);
    expect(res.statusCode).toBe(404);
    const put = await client({
      method: 'PUT',
      url: `${base}/${anyExam?.examId ?? s.schoolId}/scores`,
      payload: { scores: [{ enrollmentId: anyExam?.enrollmentId ?? s.schoolId, score: 1 }] },
    });
    expect(put.statusCode).toBe(404);
  });
});
