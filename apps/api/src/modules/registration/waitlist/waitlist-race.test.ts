import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseRegistrationItems,
  courseWaitlist,
  offeringSeats,
} from '@/modules/registration/registration.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';

// Freed seats under a rush, on PostgreSQL with a pool large enough for requests to overlap
// (as CI runs them). On PGlite requests take turns and this would prove nothing.
describe.runIf(onPostgres)('the waiting list under a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  it('holds each freed seat for exactly one waiting student, in queue order, never over capacity', async () => {
    const CAPACITY = 40;
    const WAITING = 30;
    const DROPS = 20;
    const OUTSIDERS = 40;
    const s = await registrationSchool(t.database.db, { capacity: CAPACITY });
    const c = s.courses;
    type Student = { id: string; client: Awaited<ReturnType<typeof clientFor>> };
    const signIn = async (): Promise<Student> => {
      const student = await s.addStudent();
      return { id: student.id, client: await clientFor(t.app, student.email ?? '') };
    };
    const seated: Student[] = [];
    for (let i = 0; i < CAPACITY; i++) {
      const student = await signIn();
      const res = await student.client({
        method: 'PUT',
        url: '/api/v1/registration/mine',
        payload: { courseIds: [c.core.id, c.el2.id] },
      });
      expect(res.statusCode).toBe(200);
      seated.push(student);
    }
    const queue: Student[] = [];
    for (let i = 0; i < WAITING; i++) {
      const student = await signIn();
      const res = await student.client({
        method: 'POST',
        url: '/api/v1/registration/mine/waitlist',
        payload: { courseId: c.el2.id },
      });
      expect(res.json()).toMatchObject({ position: i + 1 });
      queue.push(student);
    }
    const outsiders: Student[] = [];
    for (let i = 0; i < OUTSIDERS; i++) outsiders.push(await signIn());

    const add = (client: Student['client']) =>
      client({
        method: 'PUT',
        url: '/api/v1/registration/mine',
        payload: { courseIds: [c.core.id, c.el2.id] },
      });
    // Drops, adds by students not on the list, and adds by the whole queue, all at once.
    const [drops, outsiderAdds, queueAdds] = await Promise.all([
      Promise.all(
        seated.slice(0, DROPS).map((student) =>
          student.client({
            method: 'PUT',
            url: '/api/v1/registration/mine',
            payload: { courseIds: [c.core.id, c.el1.id] },
          }),
        ),
      ),
      Promise.all(outsiders.map((student) => add(student.client))),
      Promise.all(queue.map((student) => add(student.client))),
    ]);
    expect(drops.map((r) => r.statusCode).filter((code) => code !== 200)).toEqual([]);
    for (const res of [...outsiderAdds, ...queueAdds.filter((r) => r.statusCode !== 200)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('registration_course_full');
    }

    const entries = await t.database.db
      .select({ studentId: courseWaitlist.studentId, state: courseWaitlist.state })
      .from(courseWaitlist)
      .where(eq(courseWaitlist.courseId, c.el2.id))
      .orderBy(courseWaitlist.joinedAt, courseWaitlist.id);
    const order = queue.map((student) => student.id);
    expect(entries.map((e) => e.studentId)).toEqual(order);
    // The first DROPS in line got the freed seats (held, or taken by their own add); the rest wait.
    expect(entries.slice(0, DROPS).every((e) => e.state === 'held' || e.state === 'taken')).toBe(
      true,
    );
    expect(entries.slice(DROPS).every((e) => e.state === 'waiting')).toBe(true);
    const tookIt = queue.filter((_, i) => queueAdds[i]?.statusCode === 200).map((q) => q.id);
    const taken = entries.filter((e) => e.state === 'taken').map((e) => e.studentId);
    expect(tookIt.sort()).toEqual(taken.sort());

    const [seat] = await t.database.db
      .select()
      .from(offeringSeats)
      .where(
        and(eq(offeringSeats.courseId, c.el2.id), eq(offeringSeats.semesterId, s.semester.id)),
      );
    const [items] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(courseRegistrationItems)
      .where(eq(courseRegistrationItems.courseId, c.el2.id));
    const held = entries.filter((e) => e.state === 'held').length;
    // Every seat is a registered student's or held for one: none lost, none over capacity.
    expect(seat?.taken).toBe(CAPACITY);
    expect((items?.n ?? 0) + held).toBe(CAPACITY);
    expect(items?.n).toBe(CAPACITY - DROPS + taken.length);
  }, 240_000);
});
