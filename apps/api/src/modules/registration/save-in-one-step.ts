import { sql } from 'drizzle-orm';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { type AuditContext, auditRow } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockNumber } from '@/platform/db/advisory-lock.ts';
import type { Db } from '@/platform/db/database.ts';
import { columnJson, rowsOf } from '@/platform/db/rows.ts';
import { courseRegistrationItems, courseRegistrations } from './registration.tables.ts';
import type { SavePlan } from './save-plan.ts';

export type OneStepOutcome =
  | { outcome: 'saved' | 'stale' | 'waitlist' }
  | { outcome: 'full'; courseIds: string[] };

/** The student's advisory lock key: the locked transaction takes the same one. */
export const studentLockKey = (schoolId: string, studentId: string) => `${schoolId}:${studentId}`;

/**
 * Applies a save plan in one statement, the database function `save_course_registration`
 * (migration 0021): the student's lock, the check that nothing changed since the read, the
 * seats under their row locks, the registration, its courses and the audit row, committed
 * together. `stale` and `waitlist` wrote nothing: the caller saves through the locked
 * transaction. `full` wrote nothing either.
 */
export async function saveInOneStep(
  db: Db,
  plan: SavePlan,
  lockKey: string,
  audit: AuditContext,
): Promise<OneStepOutcome> {
  const registration = columnJson(courseRegistrations, plan.registration);
  const items = plan.items.map((item) => columnJson(courseRegistrationItems, item));
  const row = columnJson(auditLog, auditRow(audit, plan.audit));
  const dropped = sql`array[${sql.join(
    plan.dropped.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const result = await db.execute(sql`select save_course_registration(
      ${LOCK_NAMESPACE.courseRegistration}::int, ${lockNumber(lockKey)}::int,
      ${plan.readUpdatedAt?.toISOString() ?? null}::timestamptz,
      ${JSON.stringify(registration)}::jsonb, ${JSON.stringify(items)}::jsonb,
      ${dropped}, ${JSON.stringify(row)}::jsonb) as result`);
  const [first] = rowsOf<{ result: OneStepOutcome | string }>(result);
  if (!first) throw new Error('save_course_registration answered nothing');
  return typeof first.result === 'string' ? JSON.parse(first.result) : first.result;
}
