import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { admissionSchool, goodSittings } from '@/test/admission-fixtures.ts';
import { clientFor, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { type Client, payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

const mine = '/api/v1/admissions/my-application';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const complete = {
  bioData: {
    stateOfOrigin: 'Anambra',
    lga: 'Awka South',
    dateOfBirth: '2007-05-02',
    address: '12 Zik Avenue, Awka',
    nextOfKinName: 'Ngozi Okeke',
    nextOfKinPhone: '08031234567',
    nextOfKinRelationship: 'Mother',
  },
  jambNo: '12345678ab',
  utmeScore: 262,
  utmeSubjects: ['Use of English', 'Physics', 'Chemistry', 'Mathematics'],
  olevelSittings: goodSittings,
};

async function uploadDocument(client: Client, kind: string) {
  const file = await client({
    method: 'POST',
    url: '/api/v1/files',
    ...multipartBody({ bytes: pdf, filename: `${kind}.pdf`, contentType: 'application/pdf' }),
  });
  expect(file.statusCode).toBe(201);
  return client({
    method: 'POST',
    url: `${mine}/documents`,
    payload: { kind, fileId: file.json().id },
  });
}

/** A registered applicant with a complete draft, every document and a passport photo. */
async function completeDraft(s: Awaited<ReturnType<typeof admissionSchool>>) {
  const person = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
  const client = await clientFor(t.app, person.email ?? '', 'student');
  const started = await client({
    method: 'POST',
    url: mine,
    payload: { firstChoiceId: s.programme.id },
  });
  expect(started.statusCode).toBe(200);
  const patched = await client({ method: 'PATCH', url: mine, payload: complete });
  expect(patched.statusCode).toBe(200);
  await uploadDocument(client, 'olevel_result');
  await uploadDocument(client, 'jamb_result');
  const photo = await client({
    method: 'PUT',
    url: '/api/v1/me/passport',
    ...multipartBody({
      bytes: silhouettePng(200, [30, 80, 160]),
      filename: 'me.png',
      contentType: 'image/png',
    }),
  });
  expect(photo.statusCode).toBe(200);
  return { person, client, id: started.json().id as string };
}

describe('applying', () => {
  it('lists the open programmes publicly with requirements and fees', async () => {
    const s = await admissionSchool(t.database.db);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admissions/open-programmes/${s.school.code}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        programmeId: s.programme.id,
        olevelSubjects: ['English Language', 'Mathematics'],
        utmeCutOff: 180,
        applicationFee: 500_000,
        acceptanceFee: 2_000_000,
      }),
    ]);
  });

  it('saves the draft as it goes and says what is still missing', async () => {
    const s = await admissionSchool(t.database.db);
    const person = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const client = await clientFor(t.app, person.email ?? '', 'student');
    expect((await client({ method: 'GET', url: mine })).json()).toEqual({ application: null });
    const started = await client({
      method: 'POST',
      url: mine,
      payload: { firstChoiceId: s.programme.id },
    });
    expect(started.json()).toMatchObject({ stage: 'draft', firstChoice: { id: s.programme.id } });
    expect(started.json().missing).toEqual([
      'state_of_origin',
      'lga',
      'date_of_birth',
      'address',
      'next_of_kin_name',
      'next_of_kin_phone',
      'jamb_number',
      'utme_score',
      'utme_subjects',
      'olevel_results',
      'passport_photo',
      'olevel_result_document',
      'jamb_result_document',
      'application_fee',
    ]);
    const again = await client({
      method: 'POST',
      url: mine,
      payload: { firstChoiceId: s.programme.id },
    });
    expect(again.json().id).toBe(started.json().id);

    const bad = await client({
      method: 'PATCH',
      url: mine,
      payload: { jambNo: '123', utmeScore: 401 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.jambNo', 'body.utmeScore']);
    const saved = await client({ method: 'PATCH', url: mine, payload: complete });
    expect(saved.json()).toMatchObject({
      jambNo: '12345678AB',
      utmeScore: 262,
      olevelCheck: { meets: true, credits: 5, missingSubjects: [] },
    });
    expect(saved.json().missing).toEqual([
      'passport_photo',
      'olevel_result_document',
      'jamb_result_document',
      'application_fee',
    ]);
  });

  it('saves a draft of the personal details and names each required field still empty', async () => {
    const s = await admissionSchool(t.database.db);
    const person = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const client = await clientFor(t.app, person.email ?? '', 'student');
    await client({ method: 'POST', url: mine, payload: { firstChoiceId: s.programme.id } });
    const part = await client({
      method: 'PATCH',
      url: mine,
      payload: { bioData: { stateOfOrigin: 'Lagos', nextOfKinRelationship: 'Uncle' } },
    });
    expect(part.statusCode).toBe(200);
    expect(part.json().bioData).toEqual({ stateOfOrigin: 'Lagos', nextOfKinRelationship: 'Uncle' });
    const bio = part.json().missing.filter((m: string) => !/jamb|utme|olevel|passport|fee/.test(m));
    expect(bio).toEqual([
      'lga',
      'date_of_birth',
      'address',
      'next_of_kin_name',
      'next_of_kin_phone',
    ]);
  });

  it('refuses a UTME subject that is not on JAMB’s list, a subject twice, and four without English', async () => {
    const s = await admissionSchool(t.database.db);
    const person = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const client = await clientFor(t.app, person.email ?? '', 'student');
    await client({ method: 'POST', url: mine, payload: { firstChoiceId: s.programme.id } });
    const patch = (utmeSubjects: string[]) =>
      client({ method: 'PATCH', url: mine, payload: { utmeSubjects } });
    const unknown = await patch(['Use of English', 'Basket Weaving']);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'body.utmeSubjects.1', message: 'Choose a subject from JAMB’s list.' },
    ]);
    const twice = await patch(['Use of English', 'Physics', 'Physics']);
    expect(twice.json().errors).toEqual([
      { field: 'body.utmeSubjects', message: 'Name each subject once.' },
    ]);
    const noEnglish = await patch(['Mathematics', 'Physics', 'Chemistry', 'Biology']);
    expect(noEnglish.json().errors).toEqual([
      { field: 'body.utmeSubjects', message: 'Use of English is one of the four subjects.' },
    ]);
    // Three of four saves as a draft; the fourth is still owed.
    const three = await patch(['Use of English', 'Physics', 'Chemistry']);
    expect(three.statusCode).toBe(200);
    expect(three.json().missing).toContain('utme_subjects');
    const four = await patch(['Use of English', 'Physics', 'Chemistry', 'Mathematics']);
    expect(four.json().missing).not.toContain('utme_subjects');
  });

  it('refuses to submit before the application fee is paid, then submits and locks the form', async () => {
    const s = await admissionSchool(t.database.db);
    const { client, person, id } = await completeDraft(s);
    const unpaid = await client({ method: 'POST', url: `${mine}/submit` });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().detail).toBe('Pay the application fee before submitting.');
    // Only the fee is left, and it crosses the wire as a code the page can single out.
    const draft = (await client({ method: 'GET', url: mine })).json();
    expect(draft.application.missing).toEqual(['application_fee']);

    const payment = await payInFull(client, s.applicationFee.id);
    const [enrollment] = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, id));
    expect(enrollment).toMatchObject({
      applicationPayment: 'paid',
      applicationPaymentRef: payment.reference,
    });

    const submitted = await client({ method: 'POST', url: `${mine}/submit` });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ stage: 'submitted', missing: [] });
    const [profile] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(profile).toMatchObject({ jambNo: '12345678AB', aggregate: 262 });
    const [app] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.enrollmentId, id));
    expect(app?.aggregate).toBe(65.5);

    const locked = await client({ method: 'PATCH', url: mine, payload: { utmeScore: 300 } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('application_locked');
    const mail = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, person.email ?? ''),
          eq(mailOutbox.template, 'admission.submitted'),
        ),
      );
    expect(mail).toHaveLength(1);
  });

  it('refuses an incomplete application even with the fee paid', async () => {
    const s = await admissionSchool(t.database.db);
    const person = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const client = await clientFor(t.app, person.email ?? '', 'student');
    await client({ method: 'POST', url: mine, payload: { firstChoiceId: s.programme.id } });
    await payInFull(client, s.applicationFee.id);
    const res = await client({ method: 'POST', url: `${mine}/submit` });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('application_incomplete');
    expect(res.json().detail).toContain("O'level results");
    expect(res.json().missing).toEqual([
      'state_of_origin',
      'lga',
      'date_of_birth',
      'address',
      'next_of_kin_name',
      'next_of_kin_phone',
      'jamb_number',
      'utme_score',
      'utme_subjects',
      'olevel_results',
      'passport_photo',
      'olevel_result_document',
      'jamb_result_document',
    ]);
  });

  it('refuses to submit without the address, naming it by its code', async () => {
    const s = await admissionSchool(t.database.db);
    const { client, id } = await completeDraft(s);
    const { address: _address, ...withoutAddress } = complete.bioData;
    await t.database.db
      .update(applications)
      .set({ bioData: withoutAddress })
      .where(eq(applications.enrollmentId, id));
    await payInFull(client, s.applicationFee.id);
    const res = await client({ method: 'POST', url: `${mine}/submit` });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'application_incomplete', missing: ['address'] });
    expect(res.json().detail).toBe(
      'The application is not complete yet. Still needed: Home address.',
    );
  });

  it('accepts a UTME score below the cut-off and says what the cut-off is', async () => {
    const s = await admissionSchool(t.database.db);
    const { client } = await completeDraft(s);
    const low = await client({ method: 'PATCH', url: mine, payload: { utmeScore: 150 } });
    expect(low.statusCode).toBe(200);
    expect(low.json()).toMatchObject({ utmeScore: 150, utmeCutOff: 180 });
    await payInFull(client, s.applicationFee.id);
    const submitted = await client({ method: 'POST', url: `${mine}/submit` });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ stage: 'submitted', utmeScore: 150 });
  });

  it('refuses a programme that is not open and a document that is not the applicant’s own', async () => {
    const s = await admissionSchool(t.database.db);
    const other = await admissionSchool(t.database.db);
    const { client } = await completeDraft(s);
    const closed = await client({
      method: 'PATCH',
      url: mine,
      payload: { firstChoiceId: other.programme.id },
    });
    expect(closed.statusCode).toBe(400);
    const stranger = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const asStranger = await clientFor(t.app, stranger.email ?? '', 'student');
    const theirs = await asStranger({
      method: 'POST',
      url: '/api/v1/files',
      ...multipartBody({ bytes: pdf, filename: 'x.pdf', contentType: 'application/pdf' }),
    });
    const res = await client({
      method: 'POST',
      url: `${mine}/documents`,
      payload: { kind: 'other', fileId: theirs.json().id },
    });
    expect(res.statusCode).toBe(400);
  });

  it('asks a direct-entry applicant for a previous institution and enters them at 200 level', async () => {
    const s = await admissionSchool(t.database.db);
    const { client, id } = await completeDraft(s);
    const direct = await client({
      method: 'PATCH',
      url: mine,
      payload: { entryMode: 'direct_entry' },
    });
    expect(direct.json().missing).toContain('previous_institution');
    const [enrollment] = await t.database.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, id));
    expect(enrollment?.currentLevel).toBe(200);
    const saved = await client({
      method: 'PATCH',
      url: mine,
      payload: {
        previousInstitutions: [
          {
            name: 'Yaba College of Technology',
            qualification: 'OND',
            yearFrom: 2022,
            yearTo: 2024,
          },
        ],
      },
    });
    expect(saved.json().missing).not.toContain('previous_institution');
  });
});

describe('accepting an offer', () => {
  it('needs the acceptance fee, then issues a matric number from the school pattern', async () => {
    const s = await admissionSchool(t.database.db);
    await t.database.db
      .update(schools)
      .set({
        settings: {
          admissionStages: s.stages,
          matricNumberPattern: '{SCHOOLCODE}/{YY}/{PROG}/{SEQ3}',
        },
      })
      .where(eq(schools.id, s.schoolId));
    const first = await s.addApplicant('offered');
    const second = await s.addApplicant('offered');
    const asFirst = await clientFor(t.app, first.applicant.email ?? '', 'student');
    const asSecond = await clientFor(t.app, second.applicant.email ?? '', 'student');

    const unpaid = await asFirst({ method: 'POST', url: `${mine}/accept` });
    expect(unpaid.statusCode).toBe(402);
    expect(unpaid.json().detail).toBe('Pay the acceptance fee before accepting the offer.');
    await t.database.db
      .update(users)
      .set({ name: 'Adébáyọ̀ Ọ̀ṣun' })
      .where(eq(users.id, first.applicant.id));
    const letter = await asFirst({ method: 'GET', url: `${mine}/admission-letter.pdf` });
    expect(letter.statusCode).toBe(200);
    expect(letter.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    // The name as written, for browsers that read RFC 8187; plain letters for the others.
    expect(letter.headers['content-disposition']).toBe(
      `attachment; filename="admission-letter-Adebayo-Osun.pdf"; filename*=UTF-8''${encodeURIComponent('admission-letter-Adébáyọ̀-Ọ̀ṣun.pdf')}`,
    );

    await payInFull(asFirst, s.acceptanceFee.id);
    await payInFull(asSecond, s.acceptanceFee.id);
    const [a, b] = await Promise.all([
      asFirst({ method: 'POST', url: `${mine}/accept` }),
      asSecond({ method: 'POST', url: `${mine}/accept` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const prefix = `${s.school.code}/26/${s.programme.code}/`.toUpperCase();
    const numbers = [a.json().matricNumber, b.json().matricNumber].sort();
    expect(numbers).toEqual([`${prefix}001`, `${prefix}002`]);
    expect(a.json().stage).toBe('enrolled');
    const [profile] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, first.applicant.id));
    expect(profile?.userOrgId).toBe(a.json().matricNumber);
    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, first.enrollment.id), eq(auditLog.action, 'admission.enrolled')),
      );
    expect(trail).toHaveLength(1);

    const twice = await asFirst({ method: 'POST', url: `${mine}/accept` });
    expect(twice.statusCode).toBe(409);
  });

  it('charges the acceptance fee of the programme offered when it is not the first choice', async () => {
    const s = await admissionSchool(t.database.db);
    const [other] = await t.database.db
      .insert(programmes)
      .values({
        schoolId: s.schoolId,
        departmentId: s.programme.departmentId,
        programmeTypeId: s.programme.programmeTypeId,
        name: `Geophysics ${s.programme.code}`,
        code: `G${s.programme.code}`,
      })
      .returning();
    const otherId = other?.id ?? '';
    const otherFee = await s.addFee({
      type: 'acceptance',
      name: 'Acceptance fee (Geophysics)',
      amount: 3_000_000,
      programmeId: otherId,
      level: null,
      installmentsAllowed: false,
      installmentCount: 1,
    });
    const { applicant } = await s.addApplicant('offered', { offeredProgrammeId: otherId });
    const client = await clientFor(t.app, applicant.email ?? '', 'student');
    const view = (await client({ method: 'GET', url: mine })).json().application;
    expect(view.fees.acceptance).toMatchObject({ feeId: otherFee.id, paid: false });
    await payInFull(client, otherFee.id);
    const accepted = await client({ method: 'POST', url: `${mine}/accept` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ stage: 'enrolled', firstChoice: { id: otherId } });
  });

  it('refuses to accept without an offer', async () => {
    const s = await admissionSchool(t.database.db);
    const { applicant } = await s.addApplicant('submitted');
    const client = await clientFor(t.app, applicant.email ?? '', 'student');
    const res = await client({ method: 'POST', url: `${mine}/accept` });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('There is no offer to accept.');
  });
});

describe('admission rules per programme', () => {
  it('lets the head of school open a programme; the admission officer reads it, a student neither', async () => {
    const s = await admissionSchool(t.database.db);
    const hos = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['hos'] });
    const head = await clientFor(t.app, hos.email ?? '', 'hos');
    const officer = await clientFor(t.app, s.admissionOfficer.email ?? '', 'admissionOfficer');
    const body = {
      programmeId: s.programme.id,
      isOpen: true,
      closesAt: '2099-12-31',
      utmeSubjects: ['Use of English'],
      olevelSubjects: ['English Language', 'Mathematics', 'Physics'],
      minCredits: 5,
      maxSittings: 1,
      utmeCutOff: 200,
      quota: 10,
    };
    // The officer makes offers against the quota, so the quota is not the officer's to raise.
    const raised = await officer({
      method: 'PUT',
      url: '/api/v1/admissions/offerings',
      payload: { ...body, quota: 1000 },
    });
    expect(raised.statusCode).toBe(403);
    const saved = await head({
      method: 'PUT',
      url: '/api/v1/admissions/offerings',
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ utmeCutOff: 200, quota: 10, maxSittings: 1 });
    const list = await officer({ method: 'GET', url: '/api/v1/admissions/offerings' });
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].quota).toBe(10);
    const offList = await head({
      method: 'PUT',
      url: '/api/v1/admissions/offerings',
      payload: { ...body, utmeSubjects: ['Use of English', 'Further Mathematics'] },
    });
    expect(offList.statusCode).toBe(400);
    expect(offList.json().errors).toEqual([
      { field: 'body.utmeSubjects.1', message: 'Choose a subject from JAMB’s list.' },
    ]);
    const { applicant } = await s.addApplicant('draft');
    const asApplicant = await clientFor(t.app, applicant.email ?? '', 'student');
    const refused = await asApplicant({
      method: 'PUT',
      url: '/api/v1/admissions/offerings',
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
  });
});
