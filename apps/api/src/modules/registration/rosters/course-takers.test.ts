import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  courseRegistrationItems,
  courseRegistrations,
  courseTakers,
} from '@/modules/registration/registration.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';

// Issue 19: a course's takers (the lines of approved registrations) are a number the database
// keeps (course_takers, migration 0033), read by the lecturer's and the head's course lists.
// Whatever is written, the kept number equals the count it replaced.

type School = Awaited<ReturnType<typeof registrationSchool>>;

/** Submitted registrations of `count` new students, the i-th holding `linesOf(i)`. */
async function registrations(db: Db, s: School, count: number, linesOf: (i: number) => string[]) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const student = await s.addStudent();
    const [row] = await db
      .insert(courseRegistrations)
      .values({
        schoolId: s.schoolId,
        enrollmentId: student.enrollmentId,
        sessionId: s.session.id,
        semesterId: s.semester.id,
        departmentId: s.programme.departmentId,
        level: 100,
        state: 'submitted',
        totalUnits: 18,
        maxUnits: 24,
      })
      .returning({ id: courseRegistrations.id });
    if (!row) throw new Error('registration insert returned nothing');
    const lines = linesOf(i).map((courseId) => ({
      registrationId: row.id,
      schoolId: s.schoolId,
      courseId,
      units: 6,
      category: 'compulsory' as const,
    }));
    await db.insert(courseRegistrationItems).values(lines);
    ids.push(row.id);
  }
  return ids;
}

/** The takers of each course of the school, counted from the lines, as the lists once did. */
async function counted(db: Db, schoolId: string) {
  const rows = await db
    .select({
      courseId: courseRegistrationItems.courseId,
      students: sql<number>`count(distinct ${courseRegistrations.enrollmentId})::int`,
    })
    .from(courseRegistrationItems)
    .innerJoin(
      courseRegistrations,
      eq(courseRegistrations.id, courseRegistrationItems.registrationId),
    )
    .where(
      and(eq(courseRegistrations.schoolId, schoolId), eq(courseRegistrations.state, 'approved')),
    )
    .groupBy(courseRegistrationItems.courseId);
  return Object.fromEntries(rows.map((r) => [r.courseId, r.students]));
}

/** The takers the database keeps, courses at none left out. */
async function kept(db: Db, schoolId: string) {
  const rows = await db
    .select({ courseId: courseTakers.courseId, students: courseTakers.students })
    .from(courseTakers)
    .where(and(eq(courseTakers.schoolId, schoolId), sql`${courseTakers.students} <> 0`));
  return Object.fromEntries(rows.map((r) => [r.courseId, r.students]));
}

const setState = (db: Db, ids: string[], state: 'approved' | 'returned' | 'submitted') =>
  db.update(courseRegistrations).set({ state }).where(inArray(courseRegistrations.id, ids));

describe('the takers of a course', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: onPostgres ? 24 : undefined });
  });
  afterAll(() => t.close());

  it('are kept equal to the lines of approved registrations through every kind of write', async () => {
    const db = t.database.db;
    const s = await registrationSchool(db);
    const c = s.courses;
    const ids = await registrations(db, s, 6, (i) =>
      i % 2 === 0 ? [c.core.id, c.req.id] : [c.core.id, c.el1.id],
    );
    const [a, b, c2, d, e] = ids as [string, string, string, string, string];
    const same = async () =>
      expect(await kept(db, s.schoolId)).toEqual(await counted(db, s.schoolId));

    expect(await kept(db, s.schoolId)).toEqual({});
    await setState(db, [a, b, c2, d], 'approved');
    expect(await kept(db, s.schoolId)).toEqual({ [c.core.id]: 4, [c.req.id]: 2, [c.el1.id]: 2 });
    await same();
    await setState(db, [b], 'returned');
    await same();
    // Lines added to, dropped from and changed in approved registrations, and in a submitted one.
    await db.insert(courseRegistrationItems).values({
      registrationId: a,
      schoolId: s.schoolId,
      courseId: c.el2.id,
      units: 6,
      category: 'elective',
    });
    await db
      .delete(courseRegistrationItems)
      .where(
        and(
          eq(courseRegistrationItems.registrationId, c2),
          eq(courseRegistrationItems.courseId, c.req.id),
        ),
      );
    await db
      .update(courseRegistrationItems)
      .set({ courseId: c.pre.id })
      .where(
        and(
          eq(courseRegistrationItems.registrationId, d),
          eq(courseRegistrationItems.courseId, c.el1.id),
        ),
      );
    await db
      .delete(courseRegistrationItems)
      .where(
        and(
          eq(courseRegistrationItems.registrationId, e),
          eq(courseRegistrationItems.courseId, c.el1.id),
        ),
      );
    await same();
    expect((await kept(db, s.schoolId))[c.pre.id]).toBe(1);
    // An approved registration removed, its lines going with it.
    await db.delete(courseRegistrations).where(eq(courseRegistrations.id, a));
    await same();
    await setState(db, ids.slice(1), 'approved');
    await same();
    await setState(db, ids.slice(1), 'submitted');
    expect(await kept(db, s.schoolId)).toEqual({});
  });

  it.runIf(onPostgres)(
    'stay true when 300 approvals and returns sharing courses run at once, with no deadlock',
    async () => {
      const db = t.database.db;
      const s = await registrationSchool(db);
      const c = s.courses;
      const ids = await registrations(
        db,
        s,
        200,
        (i) =>
          [
            [c.core.id, c.req.id, c.el1.id],
            [c.el2.id, c.req.id, c.core.id],
            [c.el1.id, c.core.id],
          ][i % 3] ?? [],
      );
      const approvals = await Promise.allSettled(ids.map((id) => setState(db, [id], 'approved')));
      const returns = await Promise.allSettled(
        ids.filter((_, i) => i % 2 === 0).map((id) => setState(db, [id], 'returned')),
      );
      const failed = [...approvals, ...returns].filter((r) => r.status === 'rejected');
      expect(failed).toEqual([]);
      expect(await kept(db, s.schoolId)).toEqual(await counted(db, s.schoolId));
      expect((await kept(db, s.schoolId))[c.core.id]).toBe(100);
    },
    60_000,
  );
});
