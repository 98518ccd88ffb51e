import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor } from '@/test/fixtures.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
  offeringSeats,
} from './registration.tables.ts';

// Limits under a rush, on PostgreSQL with a pool large enough for requests to really overlap
// (as CI runs them). On PGlite requests take turns and these would prove nothing.
describe.runIf(onPostgres)('course registration under a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  it('never fills more seats than the capacity: 1,000 attempts of 250 students for 100 seats', async () => {
    const s = await registrationSchool(t.database.db, { capacity: 100 });
    const c = s.courses;
    const clients = [];
    for (let i = 0; i < 250; i++) {
      const student = await s.addStudent();
      clients.push(await clientFor(t.app, student.email ?? ''));
    }
    // Each student in four tabs at once: submitting, and saving a draft with the same full course.
    const attempts = clients.flatMap((client, student) =>
      [0, 1, 2, 3].map((tab) => ({ client, student, tab })),
    );
    const answers = await Promise.all(
      attempts.map(({ client, tab }) =>
        client(
          tab % 2 === 0
            ? {
                method: 'POST',
                url: '/api/v1/registration/mine/submit',
                payload: { courseIds: [c.core.id, c.req.id, c.el2.id] },
              }
            : {
                method: 'PUT',
                url: '/api/v1/registration/mine',
                payload: { courseIds: [c.core.id, c.el2.id] },
              },
        ),
      ),
    );
    expect(answers).toHaveLength(1000);
    // A student who got a seat keeps it in every tab; one who did not is refused in every tab.
    const seated = new Set(
      attempts.filter((_, i) => answers[i]?.statusCode === 200).map((a) => a.student),
    );
    expect(seated.size).toBe(100);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(400);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(600);
    for (const a of refused) {
      expect(a.statusCode).toBe(409);
      expect(a.headers['content-type']).toContain('application/problem+json');
      expect(a.json().code).toBe('registration_course_full');
    }
    const [seat] = await t.database.db
      .select()
      .from(offeringSeats)
      .where(eq(offeringSeats.courseId, c.el2.id));
    expect(seat?.taken).toBe(100);
    const [held] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(courseRegistrationItems)
      .where(eq(courseRegistrationItems.courseId, c.el2.id));
    expect(held?.n).toBe(100);
  }, 180_000);

  it('lets students swap the same courses in opposite directions without a deadlock', async () => {
    const s = await registrationSchool(t.database.db, { capacity: 200 });
    const c = s.courses;
    const clients = [];
    for (let i = 0; i < 100; i++) {
      const student = await s.addStudent();
      const client = await clientFor(t.app, student.email ?? '');
      const from = i % 2 === 0 ? c.el1.id : c.el2.id;
      const first = await client({
        method: 'PUT',
        url: '/api/v1/registration/mine',
        payload: { courseIds: [c.core.id, c.req.id, from] },
      });
      expect(first.statusCode).toBe(200);
      clients.push(client);
    }
    const answers = await Promise.all(
      clients.map((client, i) =>
        client({
          method: 'POST',
          url: '/api/v1/registration/mine/submit',
          payload: { courseIds: [c.core.id, c.req.id, i % 2 === 0 ? c.el2.id : c.el1.id] },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).filter((code) => code !== 200)).toEqual([]);
    const seats = await t.database.db
      .select()
      .from(offeringSeats)
      .where(eq(offeringSeats.semesterId, s.semester.id));
    const taken = Object.fromEntries(seats.map((seat) => [seat.courseId, seat.taken]));
    expect(taken[c.el1.id]).toBe(50);
    expect(taken[c.el2.id]).toBe(50);
    expect(taken[c.core.id]).toBe(100);
  }, 120_000);

  it("keeps one student's two tabs within the unit maximum and the seats true", async () => {
    const s = await registrationSchool(t.database.db, { capacity: 100, maxUnits: 18 });
    const c = s.courses;
    const tabs = [
      await clientFor(t.app, s.student.email ?? ''),
      await clientFor(t.app, s.student.email ?? ''),
    ];
    // 18 units, or 24 (over the maximum), saved or submitted in every order from two tabs.
    const choices = [
      [c.core.id, c.req.id, c.el1.id],
      [c.core.id, c.req.id, c.el2.id],
      [c.core.id, c.req.id, c.el1.id, c.el2.id],
    ];
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => {
        const tab = tabs[i % 2];
        if (!tab) throw new Error('no tab');
        return tab({
          method: i % 3 === 0 ? 'POST' : 'PUT',
          url: i % 3 === 0 ? '/api/v1/registration/mine/submit' : '/api/v1/registration/mine',
          payload: { courseIds: choices[i % choices.length] },
        });
      }),
    );
    for (const a of answers) {
      if (a.statusCode === 200) continue;
      expect({ status: a.statusCode, body: a.json() }).toMatchObject({
        status: 409,
        body: { code: 'registration_units_above_maximum' },
      });
    }
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(100);
    const [registration] = await t.database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.enrollmentId, s.enrollment.id));
    const items = await t.database.db
      .select()
      .from(courseRegistrationItems)
      .where(eq(courseRegistrationItems.registrationId, registration?.id ?? ''));
    const units = items.reduce((sum, item) => sum + item.units, 0);
    expect(units).toBe(registration?.totalUnits);
    expect(units).toBeLessThanOrEqual(18);
    const seats = await t.database.db
      .select()
      .from(offeringSeats)
      .where(eq(offeringSeats.semesterId, s.semester.id));
    for (const seat of seats) {
      const holds = items.some((item) => item.courseId === seat.courseId) ? 1 : 0;
      expect(seat.taken, seat.courseId).toBe(holds);
    }
  }, 120_000);
});
