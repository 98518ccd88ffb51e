import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationPeriods } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { offeringSeats } from './registration.tables.ts';

const t = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

async function setUp(options: Parameters<typeof registrationSchool>[1] = {}) {
  const s = await registrationSchool(t.database.db, options);
  const client = await t.clientOf(s.student.email ?? '');
  const save = (courseIds: string[]) =>
    client({ method: 'PUT', url: '/api/v1/registration/mine', payload: { courseIds } });
  const submit = (courseIds?: string[]) =>
    client({
      method: 'POST',
      url: '/api/v1/registration/mine/submit',
      payload: courseIds ? { courseIds } : {},
    });
  const mine = async () =>
    (await client({ method: 'GET', url: '/api/v1/registration/mine' })).json();
  return { s, c: s.courses, client, save, submit, mine };
}

describe('the student registration page', () => {
  it('proposes the semester curriculum with the compulsory courses preselected', async () => {
    const { c, mine } = await setUp({ capacity: 50 });
    const page = await mine();
    expect(page.blockers).toEqual([]);
    expect(page.period.window).toBe('open');
    expect(page.registration).toBeNull();
    expect(page.proposal).toMatchObject({ level: 100, minUnits: 15, maxUnits: 24 });
    const byCode = Object.fromEntries(
      page.proposal.courses.map((o: { code: string }) => [o.code.split(' ')[0], o]),
    );
    expect(Object.keys(byCode).sort()).toEqual(['CORE', 'EL1', 'EL2', 'PRE', 'REQ']);
    expect(byCode.CORE).toMatchObject({ category: 'compulsory', chosen: true, units: 6 });
    expect(byCode.EL1).toMatchObject({ category: 'elective', chosen: false });
    expect(byCode.EL2).toMatchObject({ capacity: 50, seatsTaken: 0 });
    expect(byCode.PRE).toMatchObject({
      prerequisitesMet: false,
      prerequisites: [{ id: c.earlier.id, code: c.earlier.code }],
    });
  });

  it('saves a draft, submits it, holds seats and audits it; submitting again changes nothing', async () => {
    const { c, save, submit, mine } = await setUp({ capacity: 5 });
    const draft = await save([c.core.id, c.el2.id]);
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({ state: 'draft', totalUnits: 12 });
    const submitted = await submit([c.core.id, c.req.id, c.el2.id]);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ state: 'submitted', totalUnits: 18 });
    const again = await submit();
    expect(again.json()).toEqual(submitted.json());
    const page = await mine();
    expect(page.registration.state).toBe('submitted');
    const el2 = page.proposal.courses.find((o: { courseId: string }) => o.courseId === c.el2.id);
    expect(el2).toMatchObject({ chosen: true, seatsTaken: 1 });
    // Dropping the course gives its seat back.
    await save([c.core.id, c.req.id, c.el1.id]);
    const [seat] = await t.database.db
      .select()
      .from(offeringSeats)
      .where(eq(offeringSeats.courseId, c.el2.id));
    expect(seat?.taken).toBe(0);
    const audit = await auditRowsOf(t.database.db, 'registration.submitted', submitted.json().id);
    expect(audit).toHaveLength(1);
  });

  it('refuses units below the minimum, above the maximum, and a missing compulsory course', async () => {
    const { c, save, submit } = await setUp({ maxUnits: 20 });
    const below = await submit([c.core.id, c.req.id]);
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({ code: 'registration_units_below_minimum' });
    expect(below.json().detail).toContain('12 units');
    const above = await save([c.core.id, c.req.id, c.el1.id, c.el2.id]);
    expect(above.statusCode).toBe(409);
    expect(above.json()).toMatchObject({ code: 'registration_units_above_maximum' });
    expect(above.json().detail).toContain('at most 20');
    const noCore = await submit([c.req.id, c.el1.id, c.el2.id]);
    expect(noCore.statusCode).toBe(400);
    expect(noCore.json()).toMatchObject({ code: 'registration_compulsory_missing' });
  });

  it('refuses a course whose prerequisite is not passed', async () => {
    const { c, save } = await setUp();
    const res = await save([c.core.id, c.pre.id]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'registration_prerequisite_missing' });
    expect(res.json().detail).toContain(c.pre.code);
  });

  it("refuses another school's course and one outside the semester's curriculum", async () => {
    const { c, save } = await setUp();
    const other = await registrationSchool(t.database.db);
    for (const courseId of [other.courses.el1.id, c.earlier.id]) {
      const res = await save([c.core.id, courseId]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'registration_course_not_offered' });
    }
  });

  it('refuses a full course with 409', async () => {
    const { s, c, save } = await setUp({ capacity: 1 });
    const first = await save([c.core.id, c.el2.id]);
    expect(first.statusCode).toBe(200);
    const other = await s.addStudent();
    const client = await t.clientOf(other.email ?? '');
    const res = await client({
      method: 'PUT',
      url: '/api/v1/registration/mine',
      payload: { courseIds: [c.core.id, c.el2.id] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'registration_course_full' });
    expect(res.json().detail).toContain(c.el2.code);
  });

  it('is closed before the period opens and after it closes', async () => {
    const { s, c, save, mine } = await setUp();
    await t.database.db
      .update(registrationPeriods)
      .set({ opensAt: new Date(Date.now() + DAY), closesAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(registrationPeriods.id, s.period.id));
    expect((await mine()).blockers.map((b: { code: string }) => b.code)).toEqual(['not_yet_open']);
    const early = await save([c.core.id]);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'registration_closed' });
    expect(early.json().detail).toMatch(/^Course registration opens on \d{4}-\d\d-\d\d\.$/);
    await t.database.db
      .update(registrationPeriods)
      .set({ opensAt: new Date(Date.now() - 3 * DAY), closesAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(registrationPeriods.id, s.period.id));
    const late = await save([c.core.id]);
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toMatch(/^Course registration closed on/);
  });

  it('asks for the late-registration fee in the late window', async () => {
    const { s, c, save, mine, client } = await setUp();
    await t.database.db
      .update(registrationPeriods)
      .set({
        opensAt: new Date(Date.now() - 3 * DAY),
        closesAt: new Date(Date.now() - DAY),
        lateClosesAt: new Date(Date.now() + DAY),
        lateFeeKobo: 500_000,
      })
      .where(eq(registrationPeriods.id, s.period.id));
    // The period's late fee joins the session's fee schedule by itself, once.
    const page = await mine();
    await mine();
    expect(page.period.window).toBe('late');
    expect(page.blockers).toEqual([
      {
        code: 'fees_unpaid',
        message: 'Pay your late registration fee before registering your courses.',
        feeTypes: ['late_registration'],
      },
    ]);
    const res = await save([c.core.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'registration_fees_unpaid' });
    const lateFees = await t.database.db
      .select({ name: fees.name, amount: fees.amount, programmeId: fees.programmeId })
      .from(fees)
      .where(and(eq(fees.schoolId, s.schoolId), eq(fees.type, 'late_registration')));
    expect(lateFees).toEqual([{ name: 'Late registration', amount: 500_000, programmeId: null }]);
    // The student finds it among their fees, to pay through the checkout.
    const myFees = (await client({ method: 'GET', url: '/api/v1/payments/my-fees' })).json();
    expect(JSON.stringify(myFees)).toContain('Late registration');
  });

  it('keeps the late fee the head of school set in the schedule', async () => {
    const { s, mine } = await setUp();
    await t.database.db
      .update(registrationPeriods)
      .set({
        opensAt: new Date(Date.now() - 3 * DAY),
        closesAt: new Date(Date.now() - DAY),
        lateClosesAt: new Date(Date.now() + DAY),
        lateFeeKobo: 500_000,
      })
      .where(eq(registrationPeriods.id, s.period.id));
    await s.addFee({ type: 'late_registration', name: 'Late charge', amount: 750_000 });
    expect((await mine()).blockers).toMatchObject([{ code: 'fees_unpaid' }]);
    const lateFees = await t.database.db
      .select({ name: fees.name, amount: fees.amount })
      .from(fees)
      .where(and(eq(fees.schoolId, s.schoolId), eq(fees.type, 'late_registration')));
    expect(lateFees).toEqual([{ name: 'Late charge', amount: 750_000 }]);
  });

  it('waits for the required fee, naming it', async () => {
    const { save, mine, c } = await setUp({ feeGate: true });
    const page = await mine();
    expect(page.blockers).toEqual([
      {
        code: 'fees_unpaid',
        message: 'Pay your tuition fee before registering your courses.',
        feeTypes: ['tuition'],
      },
    ]);
    const res = await save([c.core.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'registration_fees_unpaid' });
  });

  it('sends a student without a passport photo to upload it first', async () => {
    const { s, c, save } = await setUp();
    await t.database.db
      .update(users)
      .set({ passportFileId: null })
      .where(eq(users.id, s.student.id));
    const res = await save([c.core.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'registration_passport_missing' });
  });

  it('tells an applicant who is not enrolled why, and refuses them', async () => {
    const { s, c, save, mine } = await setUp();
    await t.database.db
      .update(enrollments)
      .set({ stage: 'offered' })
      .where(eq(enrollments.id, s.enrollment.id));
    const page = await mine();
    expect(page.blockers.map((b: { code: string }) => b.code)).toEqual(['not_enrolled']);
    expect(page.proposal).toBeNull();
    const res = await save([c.core.id]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'registration_not_enrolled' });
  });
});
