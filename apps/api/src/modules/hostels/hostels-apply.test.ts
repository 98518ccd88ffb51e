import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { releaseLapsedHostelHolds } from './allocation/release-holds.job.ts';
import { hostelApplications } from './hostels.tables.ts';

const t = useTestApp();

async function studentClient(email: string | null) {
  return clientFor(t.app, email ?? '');
}

describe('a student applies for a bed, first come first served', () => {
  it('holds a bed in a hostel of their gender, takes the hostel fee, then allocates the bed', async () => {
    const s = await hostelSchool(t.database.db);
    const asStudent = await studentClient(s.student.email);
    const page = (await asStudent('/api/v1/hostels/mine')).json();
    expect(page.blockers).toEqual([]);
    expect(page.hostels.map((h: { id: string }) => h.id)).toEqual([s.maleHall.id]);
    expect(page.hostels[0]).toMatchObject({ freeBeds: 8, priceFromKobo: 5_000_000 });

    const applied = await asStudent({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
    const hold = applied.json();
    expect(hold).toMatchObject({
      state: 'held',
      fee: { id: s.hostelFee.id, amountKobo: 5_000_000 },
    });
    expect(hold.place).toMatchObject({
      hostelId: s.maleHall.id,
      block: 'Block A',
      room: '101',
      bed: 'A',
    });
    const hours = (Date.parse(hold.heldUntil) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);

    const again = await asStudent({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('hostel_already_applied');

    const payment = await payInFull(asStudent, s.hostelFee.id);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ amount: 5_000_000, paymentType: 'hostel', status: 'completed' });
    const after = (await asStudent('/api/v1/hostels/mine')).json();
    expect(after.application).toMatchObject({ state: 'allocated', place: hold.place });
    expect(after.application.verificationCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const twice = await asStudent({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.hostelFee.id },
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses the hostel fee to a student without a hold, and after the hold lapsed', async () => {
    const s = await hostelSchool(t.database.db);
    const asStudent = await studentClient(s.student.email);
    const checkout = () =>
      asStudent({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: s.hostelFee.id },
      });
    const none = await checkout();
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('hostel_hold_required');
    expect((await asStudent('/api/v1/payments/my-fees')).body).not.toContain(s.hostelFee.id);

    await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    await t.database.db
      .update(hostelApplications)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(hostelApplications.studentId, s.student.id));
    const lapsed = await checkout();
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().code).toBe('hostel_hold_expired');
  });

  it('gives a bed only in a hostel of the student’s gender, and asks for a gender first', async () => {
    const s = await hostelSchool(t.database.db);
    const woman = await s.addStudent({ gender: 'female' });
    const asWoman = await studentClient(woman.email);
    const wrong = await asWoman({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: { preferences: [s.maleHall.id] },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe('hostel_wrong_gender');
    const held = (
      await asWoman({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} })
    ).json();
    expect(held.place.hostelId).toBe(s.femaleHall.id);

    const unknown = await s.addStudent({ gender: null });
    const asUnknown = await studentClient(unknown.email);
    const page = (await asUnknown('/api/v1/hostels/mine')).json();
    expect(page.blockers.map((b: { code: string }) => b.code)).toEqual(['gender_missing']);
    const refused = await asUnknown({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(refused.json().code).toBe('hostel_gender_missing');
  });

  it('keeps each level group to its share of a hostel’s beds', async () => {
    // 8 beds, first year 25 %: two first-year holds, then the quota is reached.
    const s = await hostelSchool(t.database.db, {
      rules: { quotaFirstYear: 25, quotaFinalYear: 25, quotaOthers: 50 },
    });
    const results: string[] = [];
    for (let i = 0; i < 3; i++) {
      const student = await s.addStudent({ level: 100 });
      const asStudent = await studentClient(student.email);
      const r = await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
      results.push(r.statusCode === 201 ? r.json().state : r.json().code);
    }
    expect(results).toEqual(['held', 'held', 'hostel_quota_reached']);
    const finalist = await s.addStudent({ level: 400 });
    const asFinalist = await studentClient(finalist.email);
    const r = await asFinalist({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    expect(r.json().state).toBe('held');
  });

  it('says the hostels are full when every bed is taken', async () => {
    const s = await hostelSchool(t.database.db, { beds: 1 });
    const first = await studentClient((await s.addStudent()).email);
    expect(
      (await first({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} })).statusCode,
    ).toBe(201);
    const second = await studentClient((await s.addStudent()).email);
    const r = await second({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('hostel_full');
  });

  it('asks for the school fees named in the rules first', async () => {
    const s = await hostelSchool(t.database.db, { rules: { requiredFeeTypes: ['tuition'] } });
    const asStudent = await studentClient(s.student.email);
    const page = (await asStudent('/api/v1/hostels/mine')).json();
    expect(page.blockers).toMatchObject([{ code: 'fees_unpaid', feeTypes: ['tuition'] }]);
    const refused = await asStudent({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(refused.json().code).toBe('hostel_fees_unpaid');
    await payInFull(asStudent, s.tuition.id);
    const applied = await asStudent({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(applied.statusCode).toBe(201);
  });

  it('refuses another school’s hostel as a preference', async () => {
    const s = await hostelSchool(t.database.db);
    const other = await hostelSchool(t.database.db);
    const asStudent = await studentClient(s.student.email);
    const r = await asStudent({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: { preferences: [other.maleHall.id] },
    });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('hostel_not_found');
    const [row] = await t.database.db
      .select()
      .from(hostelApplications)
      .where(eq(hostelApplications.studentId, s.student.id));
    expect(row).toBeUndefined();
  });

  it('refuses applications outside the window', async () => {
    const s = await hostelSchool(t.database.db, {
      rules: { closesAt: new Date(Date.now() - 60_000) },
    });
    const asStudent = await studentClient(s.student.email);
    const r = await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    expect(r.json().code).toBe('hostel_closed');
  });
});

describe('a hold not paid in time', () => {
  it('is released by the job, the bed freed and the student mailed', async () => {
    const s = await hostelSchool(t.database.db, { beds: 1 });
    const asStudent = await studentClient(s.student.email);
    await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    await t.database.db
      .update(hostelApplications)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(hostelApplications.studentId, s.student.id));
    const { released } = await releaseLapsedHostelHolds(t.app.services);
    expect(released).toBeGreaterThanOrEqual(1);
    const page = (await asStudent('/api/v1/hostels/mine')).json();
    expect(page.application.state).toBe('released');
    expect(page.hostels[0].freeBeds).toBe(1);
    const next = await studentClient((await s.addStudent()).email);
    const r = await next({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    expect(r.json().state).toBe('held');
    const mails = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, s.student.email ?? ''));
    expect(mails).toEqual([{ subject: 'Your bed space hold was released' }]);
  });

  it('a student who withdraws frees the bed at once', async () => {
    const s = await hostelSchool(t.database.db, { beds: 1 });
    const asStudent = await studentClient(s.student.email);
    await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    const w = await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/withdraw' });
    expect(w.statusCode).toBe(204);
    const rows = await t.database.db
      .select({ state: hostelApplications.state })
      .from(hostelApplications)
      .where(and(eq(hostelApplications.studentId, s.student.id)));
    expect(rows).toEqual([{ state: 'withdrawn' }]);
  });
});

describe('the allocation slip', () => {
  it('prints the bed and a code that the public page checks, for the allocated student only', async () => {
    const s = await hostelSchool(t.database.db);
    const asStudent = await studentClient(s.student.email);
    const early = await asStudent('/api/v1/hostels/mine/slip.pdf');
    expect(early.statusCode).toBe(404);
    await asStudent({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} });
    await payInFull(asStudent, s.hostelFee.id);
    const slip = await asStudent('/api/v1/hostels/mine/slip.pdf');
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(slip.rawPayload);
    const page = (await asStudent('/api/v1/hostels/mine')).json();
    const code = page.application.verificationCode;
    expect(text).toContain(code);
    expect(text).toContain('Block A');
    expect(text).toContain('NGN 50,000.00');
    const check = await t.app.inject(`/api/v1/hostels/slips/${code}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ valid: true, state: 'allocated' });
    expect(check.json().place).toContain('room 101');
    // A move voids the old paper: the slip gets a new code.
    const { client: asAdmin } = await t.person(s.schoolId, 'hostelAdmin');
    const moved = await asAdmin({
      method: 'POST',
      url: `/api/v1/hostels/applications/${page.application.id}/move`,
      payload: { bedSpaceId: s.maleHall.beds[5]?.id },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.app.inject(`/api/v1/hostels/slips/${code}`)).statusCode).toBe(404);
    const now = (await asStudent('/api/v1/hostels/mine')).json().application;
    expect(now.verificationCode).not.toBe(code);
    const recheck = await t.app.inject(`/api/v1/hostels/slips/${now.verificationCode}`);
    expect(recheck.json().place).toContain('bed B');
    const unknown = await t.app.inject('/api/v1/hostels/slips/AAAA-BBBB-CCCC');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('allocation_slip_not_found');
  });
});
