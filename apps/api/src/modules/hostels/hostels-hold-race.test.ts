import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { manyStudents } from '@/test/many-students.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { releaseLapsedHostelHolds } from './allocation/release-holds.job.ts';
import { hostelApplications } from './hostels.tables.ts';

type Student = Awaited<ReturnType<typeof manyStudents>>[number];

// A hold lapsing at the moment its payment confirms loses neither the bed nor the money.
describe('a hold lapsing while its payment confirms', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  /** Applies, starts the checkout of the held bed's fee and pays at the gateway: not verified. */
  async function holdAndPayAtGateway(student: Student) {
    const hold = (
      await student.client({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} })
    ).json();
    const started = (
      await student.client({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        payload: { feeId: hold.fee.id },
      })
    ).json();
    const charged = await student.client({
      method: 'POST',
      url: '/api/v1/payments/sandbox/charge',
      payload: {
        reference: started.reference,
        amount: started.checkout.amount,
        currency: 'NGN',
        outcome: 'success',
      },
    });
    expect(charged.statusCode).toBeLessThan(300);
    return { hold, reference: started.reference as string };
  }

  const verify = (student: Student, reference: string) =>
    student.client({ method: 'POST', url: '/api/v1/payments/verify', payload: { reference } });

  async function lapse(ids: string[]) {
    await t.database.db
      .update(hostelApplications)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(inArray(hostelApplications.studentId, ids));
  }

  it('30 holds lapse while the release job and their confirmations run at once: every bed is kept and paid', async () => {
    const s = await hostelSchool(t.database.db, { beds: 40 });
    const students = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 30,
    });
    const paid: Awaited<ReturnType<typeof holdAndPayAtGateway>>[] = [];
    for (const student of students) paid.push(await holdAndPayAtGateway(student));
    await lapse(students.map((x) => x.id));

    const [release, ...answers] = await Promise.all([
      releaseLapsedHostelHolds(t.app.services),
      ...students.map((student, i) => verify(student, paid[i]?.reference ?? '')),
    ]);
    expect(release.released).toBeGreaterThanOrEqual(0);
    for (const a of answers) expect(a.statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(hostelApplications)
      .where(
        inArray(
          hostelApplications.studentId,
          students.map((x) => x.id),
        ),
      );
    expect(rows).toHaveLength(30);
    for (const [i, student] of students.entries()) {
      const row = rows.find((r) => r.studentId === student.id);
      expect(row?.state).toBe('allocated');
      expect(row?.bedSpaceId).toBe(paid[i]?.hold.place.bedSpaceId);
    }
    const money = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(
        inArray(
          payments.studentId,
          students.map((x) => x.id),
        ),
      );
    expect(money.map((m) => m.status)).toEqual(Array(30).fill('completed'));
  }, 120_000);

  it('a payment confirming after the release takes the same bed back', async () => {
    const s = await hostelSchool(t.database.db, { beds: 1 });
    const [student] = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 1,
    });
    if (!student) throw new Error('no student');
    const { hold, reference } = await holdAndPayAtGateway(student);
    await lapse([student.id]);
    await releaseLapsedHostelHolds(t.app.services);
    expect((await verify(student, reference)).statusCode).toBe(200);
    const page = (await student.client('/api/v1/hostels/mine')).json();
    expect(page.application).toMatchObject({ state: 'allocated', place: hold.place });
  });

  it('when the released bed went to someone else, the payment is kept and the student waits for a bed', async () => {
    const s = await hostelSchool(t.database.db, { beds: 1 });
    const [first, second] = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 2,
    });
    if (!first || !second) throw new Error('no students');
    const { reference } = await holdAndPayAtGateway(first);
    await lapse([first.id]);
    await releaseLapsedHostelHolds(t.app.services);
    const taken = await second.client({
      method: 'POST',
      url: '/api/v1/hostels/mine/apply',
      payload: {},
    });
    expect(taken.statusCode).toBe(201);
    expect((await verify(first, reference)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(hostelApplications)
      .where(eq(hostelApplications.studentId, first.id));
    expect(row?.state).toBe('awaiting_bed');
    expect(row?.paymentId).not.toBeNull();
    const [payment] = await t.database.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.studentId, first.id));
    expect(payment?.status).toBe('completed');
  });
});
