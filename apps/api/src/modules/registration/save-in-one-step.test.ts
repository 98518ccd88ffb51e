import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
  courseWaitlist,
  offeringSeats,
} from './registration.tables.ts';
import { loadRegistrationContext } from './registration-context.ts';
import { saveInOneStep, studentLockKey } from './save-in-one-step.ts';
import { planSave, type SavePlan } from './save-plan.ts';

const t = useTestApp();

async function setUp(capacity = 2) {
  const s = await registrationSchool(t.database.db, { capacity });
  const audit: AuditContext = {
    schoolId: s.schoolId,
    actorUserId: s.student.id,
    actorName: 'A student',
    actorRole: 'student',
    ip: '127.0.0.1',
    requestId: 'req-1',
  };
  const plan = async (courseIds: string[], submit = false) => {
    const c = await loadRegistrationContext(t.database.db, s.schoolId, s.student.id, new Date());
    const p = planSave(
      c,
      { courseIds, submit },
      { schoolId: s.schoolId, newId: randomUUID, now: new Date() },
    );
    if ('unchanged' in p) throw new Error('expected a change');
    return p;
  };
  const apply = (p: SavePlan) =>
    saveInOneStep(t.database.db, p, studentLockKey(s.schoolId, s.student.id), audit);
  const seats = async (courseId: string) =>
    (
      await t.database.db.select().from(offeringSeats).where(eq(offeringSeats.courseId, courseId))
    )[0]?.taken ?? 0;
  const items = async () =>
    (
      await t.database.db
        .select({ courseId: courseRegistrationItems.courseId })
        .from(courseRegistrationItems)
        .innerJoin(
          courseRegistrations,
          eq(courseRegistrations.id, courseRegistrationItems.registrationId),
        )
        .where(eq(courseRegistrations.enrollmentId, s.enrollment.id))
    )
      .map((r) => r.courseId)
      .sort();
  return { s, c: s.courses, plan, apply, seats, items };
}

describe('saving a registration in one round trip', () => {
  it('writes the registration, its courses, the seats and the audit row together', async () => {
    const { c, plan, apply, seats, items } = await setUp();
    const first = await plan([c.core.id, c.el2.id]);
    expect(await apply(first)).toEqual({ outcome: 'saved' });
    expect(await items()).toEqual([c.core.id, c.el2.id].sort());
    expect(await seats(c.el2.id)).toBe(1);
    const swap = await plan([c.core.id, c.req.id, c.el1.id], true);
    expect(await apply(swap)).toEqual({ outcome: 'saved' });
    expect(await items()).toEqual([c.core.id, c.req.id, c.el1.id].sort());
    expect(await seats(c.el2.id)).toBe(0);
    expect(await seats(c.el1.id)).toBe(1);
    const [row] = await t.database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.id, swap.registration.id));
    expect(row).toMatchObject({ state: 'submitted', totalUnits: 18, id: first.registration.id });
    const [audited] = await auditRowsOf(t.database.db, 'registration.submitted', row?.id ?? '');
    expect(audited).toMatchObject({
      actorName: 'A student',
      requestId: 'req-1',
      before: { state: 'draft', totalUnits: 12 },
      after: { state: 'submitted', totalUnits: 18 },
    });
  });

  it('writes nothing when the registration changed since it was read', async () => {
    const { c, plan, apply, seats, items } = await setUp();
    const stale = await plan([c.core.id, c.el2.id]);
    expect(await apply(await plan([c.core.id, c.el1.id]))).toEqual({ outcome: 'saved' });
    expect(await apply(stale)).toEqual({ outcome: 'stale' });
    // A second read-then-write of the same old state is refused too.
    const later = { ...stale, readUpdatedAt: new Date(0) };
    expect(await apply(later)).toEqual({ outcome: 'stale' });
    expect(await items()).toEqual([c.core.id, c.el1.id].sort());
    expect(await seats(c.el2.id)).toBe(0);
  });

  it('sees a change made in the same millisecond as the one it read', async () => {
    const { c, plan, apply, items } = await setUp();
    const at = new Date();
    const sameMs = async (courseIds: string[]) => {
      const p = await plan(courseIds);
      return { ...p, registration: { ...p.registration, updatedAt: at } };
    };
    expect(await apply(await sameMs([c.core.id, c.el2.id]))).toEqual({ outcome: 'saved' });
    // Two tabs read the saved registration; the first writes in the very same millisecond.
    const first = await sameMs([c.core.id, c.el1.id]);
    const second = await sameMs([c.core.id, c.req.id]);
    expect(await apply(first)).toEqual({ outcome: 'saved' });
    expect(await apply(second)).toEqual({ outcome: 'stale' });
    expect(await items()).toEqual([c.core.id, c.el1.id].sort());
  });

  it('writes nothing for a full course and names it', async () => {
    const { s, c, plan, apply, items } = await setUp(1);
    await t.database.db
      .insert(offeringSeats)
      .values({ schoolId: s.schoolId, courseId: c.el2.id, semesterId: s.semester.id, taken: 1 });
    expect(await apply(await plan([c.core.id, c.el2.id]))).toEqual({
      outcome: 'full',
      courseIds: [c.el2.id],
    });
    expect(await items()).toEqual([]);
  });

  it('leaves a course with a waiting list to the locked transaction', async () => {
    const { s, c, plan, apply, seats, items } = await setUp(1);
    const other = await s.addStudent();
    const [enrollment] = await t.database.db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(eq(enrollments.studentId, other.id));
    await t.database.db.insert(courseWaitlist).values({
      schoolId: s.schoolId,
      courseId: c.el2.id,
      semesterId: s.semester.id,
      enrollmentId: enrollment?.id ?? '',
      studentId: other.id,
    });
    expect(await apply(await plan([c.core.id, c.el2.id]))).toEqual({ outcome: 'waitlist' });
    expect(await items()).toEqual([]);
    expect(await seats(c.el2.id)).toBe(0);
  });
});
