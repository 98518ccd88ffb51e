import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/modules/identity/identity.tables.ts';
import { courseWaitlist, offeringSeats } from '@/modules/registration/registration.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';
import { releaseAllLapsedHolds } from './release-holds.job.ts';
import { HOLD_HOURS } from './waitlist-holds.ts';

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

type Student = { id: string; email: string; client: Client };

/** A school whose EL2 has `capacity` seats, all taken by `holders`, and a few others. */
async function fullCourse(capacity = 1, others = 3) {
  const s = await registrationSchool(t.database.db, { capacity });
  const c = s.courses;
  const student = async (user: { id: string; email: string | null }): Promise<Student> => ({
    id: user.id,
    email: user.email ?? '',
    client: await t.clientOf(user.email ?? ''),
  });
  const holders = [await student(s.student)];
  for (let i = 1; i < capacity; i++) holders.push(await student(await s.addStudent()));
  const rest: Student[] = [];
  for (let i = 0; i < others; i++) rest.push(await student(await s.addStudent()));
  const save = (who: Student, courseIds: string[]) =>
    who.client({ method: 'PUT', url: '/api/v1/registration/mine', payload: { courseIds } });
  const join = (who: Student, courseId = c.el2.id) =>
    who.client({
      method: 'POST',
      url: '/api/v1/registration/mine/waitlist',
      payload: { courseId },
    });
  const leave = (who: Student, courseId = c.el2.id) =>
    who.client({ method: 'DELETE', url: `/api/v1/registration/mine/waitlist/${courseId}` });
  const placeOf = async (who: Student, courseId = c.el2.id) => {
    const page = (await who.client({ method: 'GET', url: '/api/v1/registration/mine' })).json();
    return page.proposal.courses.find((o: { courseId: string }) => o.courseId === courseId)
      .waitlist;
  };
  const seats = async () => {
    const [row] = await t.database.db
      .select()
      .from(offeringSeats)
      .where(
        and(eq(offeringSeats.courseId, c.el2.id), eq(offeringSeats.semesterId, s.semester.id)),
      );
    return row?.taken;
  };
  const stateOf = async (who: Student) =>
    (
      await t.database.db
        .select({ state: courseWaitlist.state, heldUntil: courseWaitlist.heldUntil })
        .from(courseWaitlist)
        .where(and(eq(courseWaitlist.studentId, who.id), eq(courseWaitlist.courseId, c.el2.id)))
        .orderBy(courseWaitlist.joinedAt)
    ).map((r) => r.state);
  const mailsTo = (who: Student) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.template, 'waitlist_seat_held')),
      );
  for (const h of holders) expect((await save(h, [c.core.id, c.el2.id])).statusCode).toBe(200);
  return { s, c, holders, rest, save, join, leave, placeOf, seats, stateOf, mailsTo };
}

describe('the waiting list of a full course', () => {
  it('takes a student on a full course, in order, and gives the same place when joining again', async () => {
    const { rest, join, placeOf, c } = await fullCourse();
    const [b, d] = rest as [Student, Student];
    const first = await join(b);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ courseId: c.el2.id, position: 1, heldUntil: null });
    expect((await join(b)).json()).toEqual(first.json());
    expect((await join(d)).json()).toMatchObject({ position: 2 });
    expect(await placeOf(b)).toEqual({ position: 1, heldUntil: null });
    expect(await placeOf(d)).toEqual({ position: 2, heldUntil: null });
    expect(await placeOf(d, c.el1.id)).toBeNull();
  });

  it('refuses a course with free seats, one not offered, and one already chosen', async () => {
    const { holders, rest, join, c, s } = await fullCourse(2, 1);
    const [a] = holders as [Student];
    const [b] = rest as [Student];
    await holders[1]?.client({
      method: 'PUT',
      url: '/api/v1/registration/mine',
      payload: { courseIds: [c.core.id] },
    });
    for (const courseId of [c.el2.id, c.el1.id]) {
      const free = await join(b, courseId);
      expect(free.statusCode).toBe(409);
      expect(free.headers['content-type']).toContain('application/problem+json');
      expect(free.json()).toMatchObject({ code: 'registration_waitlist_not_full' });
      expect(free.json().detail).toContain('still has free seats');
    }
    const other = await registrationSchool(t.database.db, { capacity: 0 });
    for (const courseId of [c.earlier.id, other.courses.el2.id]) {
      const res = await join(b, courseId);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'registration_course_not_offered' });
    }
    const chosen = await join(a);
    expect(chosen.statusCode).toBe(409);
    expect(chosen.json()).toMatchObject({ code: 'registration_waitlist_already_chosen' });
    expect(chosen.json().detail).toContain(c.el2.code);
    const rows = await t.database.db
      .select()
      .from(courseWaitlist)
      .where(eq(courseWaitlist.schoolId, s.schoolId));
    expect(rows).toEqual([]);
  });

  it('asks for what the registration gates ask first', async () => {
    const { rest, join } = await fullCourse();
    const [b] = rest as [Student];
    await t.database.db.update(users).set({ passportFileId: null }).where(eq(users.id, b.id));
    const res = await join(b);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'registration_passport_missing' });
  });

  it('holds a dropped seat for the first in line, tells them by e-mail, and keeps others out', async () => {
    const { holders, rest, save, join, placeOf, seats, stateOf, mailsTo, c } = await fullCourse();
    const [a] = holders as [Student];
    const [b, d, e] = rest as [Student, Student, Student];
    await join(b);
    await join(d);
    const before = Date.now();
    expect((await save(a, [c.core.id, c.el1.id])).statusCode).toBe(200);
    expect(await seats()).toBe(1);
    expect(await stateOf(b)).toEqual(['held']);
    const place = await placeOf(b);
    expect(place.position).toBe(1);
    const heldUntil = new Date(place.heldUntil).getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(before + HOLD_HOURS * HOUR - 1000);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + HOLD_HOURS * HOUR);
    const [mail] = await mailsTo(b);
    expect(mail?.subject).toContain(c.el2.code);
    expect(mail?.textBody).toContain(`${c.el2.code} ${c.el2.title}`);
    expect(mail?.textBody).toContain('/dashboard/student/course-registration');
    expect(await mailsTo(d)).toEqual([]);

    // Neither the next in line nor a student not on the list gets the held seat.
    for (const who of [d, e]) {
      const res = await save(who, [c.core.id, c.el2.id]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'registration_course_full' });
    }
    // The holder takes it without a second seat, and leaves the list.
    expect((await save(b, [c.core.id, c.el2.id])).statusCode).toBe(200);
    expect(await seats()).toBe(1);
    expect(await stateOf(b)).toEqual(['taken']);
    expect(await placeOf(b)).toBeNull();
    expect(await placeOf(d)).toEqual({ position: 1, heldUntil: null });
  });

  it('passes a lapsed hold to the next in line, and gives the seat back when nobody waits', async () => {
    const { holders, rest, save, join, placeOf, seats, stateOf, mailsTo, c } = await fullCourse();
    const [a] = holders as [Student];
    const [b, d] = rest as [Student, Student];
    await join(b);
    await join(d);
    await save(a, [c.core.id, c.el1.id]);
    const ctx = t.app.services;
    const later = new Date(Date.now() + (HOLD_HOURS + 1) * HOUR);
    // Not yet lapsed: nothing moves.
    expect((await releaseAllLapsedHolds(ctx)).held).toBe(0);
    expect(await stateOf(b)).toEqual(['held']);
    await releaseAllLapsedHolds(ctx, later);
    expect(await stateOf(b)).toEqual(['lapsed']);
    expect(await stateOf(d)).toEqual(['held']);
    expect(await mailsTo(d)).toHaveLength(1);
    expect(await placeOf(b)).toBeNull();
    expect(await seats()).toBe(1);
    // The late holder finds it full; nobody waits after D, so D's lapse gives the seat back.
    expect((await save(b, [c.core.id, c.el2.id])).statusCode).toBe(409);
    await releaseAllLapsedHolds(ctx, new Date(later.getTime() + (HOLD_HOURS + 1) * HOUR));
    expect(await stateOf(d)).toEqual(['lapsed']);
    expect(await seats()).toBe(0);
    expect((await save(b, [c.core.id, c.el2.id])).statusCode).toBe(200);
    expect(await seats()).toBe(1);
  });

  it('lets a student leave; a held seat then goes to the next in line', async () => {
    const { holders, rest, save, join, leave, placeOf, seats, stateOf, mailsTo, c } =
      await fullCourse();
    const [a] = holders as [Student];
    const [b, d, e] = rest as [Student, Student, Student];
    await join(b);
    await join(d);
    await join(e);
    const left = await leave(d);
    expect(left.statusCode).toBe(204);
    expect(await placeOf(d)).toBeNull();
    expect(await placeOf(e)).toEqual({ position: 2, heldUntil: null });
    expect((await leave(d)).statusCode).toBe(204);
    await save(a, [c.core.id, c.el1.id]);
    expect(await stateOf(b)).toEqual(['held']);
    expect((await leave(b)).statusCode).toBe(204);
    expect(await stateOf(b)).toEqual(['left']);
    expect(await stateOf(e)).toEqual(['held']);
    expect(await mailsTo(e)).toHaveLength(1);
    expect(await seats()).toBe(1);
    // Leaving and joining again puts the student at the end of the line.
    expect((await join(d)).json()).toMatchObject({ position: 2 });
  });

  it('cannot be joined or left by anyone but a student', async () => {
    const { s, c } = await fullCourse(1, 0);
    for (const role of ['hos', 'hod', 'teacher', 'admin'] as const) {
      const { client } = await t.person(s.schoolId, role);
      const join = await client({
        method: 'POST',
        url: '/api/v1/registration/mine/waitlist',
        payload: { courseId: c.el2.id },
      });
      expect(join.statusCode, role).toBe(403);
      const leave = await client({
        method: 'DELETE',
        url: `/api/v1/registration/mine/waitlist/${c.el2.id}`,
      });
      expect(leave.statusCode, role).toBe(403);
    }
  });
});
