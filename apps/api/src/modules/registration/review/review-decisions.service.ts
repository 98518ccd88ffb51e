import type { TApproveResult, TRegistrationState, TReviewDetail } from '@campusflow/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit, recordAudits } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedDepartment } from './headed-department.ts';
import { loadReviewDetail, reviewableRegistration } from './review-detail.service.ts';
import { queueDecisionMails } from './review-mails.ts';

const skipReasons: Record<Exclude<TRegistrationState, 'submitted'>, string> = {
  approved: 'Already approved.',
  draft: 'Not submitted: the student is still choosing courses.',
  returned: 'Returned to the student: wait for them to submit it again.',
};

/**
 * Takes the students' registration locks, then the rows: the save service takes the same lock
 * first (save-registration.service.ts), so a student's change and the head's decision take
 * turns, and whichever comes second sees what the first wrote.
 */
async function lockRegistrations(tx: Tx, schoolId: string, where: SQL | undefined) {
  const owners = await tx
    .select({ studentId: enrollments.studentId })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .where(where);
  await lockKeys(
    tx,
    LOCK_NAMESPACE.courseRegistration,
    owners.map((o) => `${schoolId}:${o.studentId}`),
  );
  return tx
    .select({ id: courseRegistrations.id, state: courseRegistrations.state })
    .from(courseRegistrations)
    .where(where)
    .orderBy(asc(courseRegistrations.id))
    .for('update');
}

/**
 * Approves the submitted registrations among `ids`, all of the head's department, in one
 * locked step: each gets the head's approval, a new course-form verification code, an audit
 * row and a mail to the student. The others are skipped with the reason (approving an approved
 * one changes nothing). An id that is not of this department of the school refuses the whole
 * request: nothing is approved.
 */
export async function approveRegistrations(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  departmentId: string,
  ids: readonly string[],
  now = new Date(),
): Promise<TApproveResult> {
  const { schoolId } = await headedDepartment(ctx.db, actor, departmentId);
  const requested = [...new Set(ids)];
  const result = await inTransaction(ctx.db, async (tx) => {
    const rows = await lockRegistrations(
      tx,
      schoolId,
      and(
        eq(courseRegistrations.schoolId, schoolId),
        eq(courseRegistrations.departmentId, departmentId),
        inArray(courseRegistrations.id, requested),
      ),
    );
    if (rows.length !== requested.length) {
      throw new AppError('not_found', {
        detail: `${requested.length - rows.length} of the chosen registrations are not among your department's. Nothing was approved.`,
      });
    }
    const approving = rows.filter((r) => r.state === 'submitted').map((r) => r.id);
    const skipped = rows.flatMap((r) =>
      r.state === 'submitted' ? [] : [{ id: r.id, reason: skipReasons[r.state] }],
    );
    if (approving.length === 0) return { approved: 0, skipped };
    const codes = new Map(approving.map((id) => [id, newVerificationCode()]));
    const code = sql.join(
      [
        sql`case ${courseRegistrations.id}`,
        ...[...codes].map(([id, c]) => sql`when ${id}::uuid then ${c}`),
        sql`end`,
      ],
      sql` `,
    );
    await tx
      .update(courseRegistrations)
      .set({
        state: 'approved',
        reviewedBy: actor.userId,
        reviewedAt: now,
        verificationCode: code,
        returnReason: null,
        updatedAt: now,
      })
      .where(inArray(courseRegistrations.id, approving));
    await recordAudits(
      tx,
      audit,
      approving.map((id) => ({
        action: 'registration.approved',
        entityType: 'course_registration',
        entityId: id,
        before: { state: 'submitted' },
        after: { state: 'approved', verificationCode: codes.get(id) },
      })),
    );
    await queueDecisionMails(ctx, tx, schoolId, approving, { kind: 'approved' });
    return { approved: approving.length, skipped };
  });
  if (result.approved > 0) await ctx.mailer.kick();
  return result;
}

/**
 * Returns a submitted (or approved) registration to the student with the head's reason: the
 * student sees it on their page and by mail, changes the courses and submits again. An
 * approved one loses its course-form code.
 */
export async function returnRegistration(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  registrationId: string,
  reason: string,
  now = new Date(),
): Promise<TReviewDetail> {
  const { schoolId } = await reviewableRegistration(ctx.db, actor, registrationId);
  const detail = await inTransaction(ctx.db, async (tx) => {
    const [row] = await lockRegistrations(
      tx,
      schoolId,
      and(eq(courseRegistrations.schoolId, schoolId), eq(courseRegistrations.id, registrationId)),
    );
    if (!row) throw new AppError('not_found');
    if (row.state !== 'submitted' && row.state !== 'approved') {
      throw new AppError('registration_not_returnable', {
        detail:
          row.state === 'draft'
            ? 'The student has not submitted this registration yet.'
            : 'This registration was already returned to the student.',
      });
    }
    await tx
      .update(courseRegistrations)
      .set({
        state: 'returned',
        returnReason: reason,
        reviewedBy: actor.userId,
        reviewedAt: now,
        verificationCode: null,
        updatedAt: now,
      })
      .where(eq(courseRegistrations.id, row.id));
    await recordAudit(tx, audit, {
      action: 'registration.returned',
      entityType: 'course_registration',
      entityId: row.id,
      before: { state: row.state },
      after: { state: 'returned', reason },
    });
    await queueDecisionMails(ctx, tx, schoolId, [row.id], { kind: 'returned', reason });
    return loadReviewDetail(tx, schoolId, row.id);
  });
  await ctx.mailer.kick();
  return detail;
}
