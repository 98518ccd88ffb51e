import { and, eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { recordDecision } from '@/modules/admissions/officer/decision-log.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { admissionFees } from './admission-fees.ts';
import { myApplicationId } from './application.service.ts';
import { applicationView } from './application-view.ts';
import { issueMatricNumber } from './matric-number.service.ts';

/**
 * The applicant accepts the offer: the acceptance fee must be paid where the school charges
 * one; the enrollment moves to the offered programme, a matric number is issued from the
 * school's pattern into `userOrgID`, and the enrollment becomes `enrolled`.
 */
export async function acceptOffer(ctx: ServiceContext, actor: Actor, audit: AuditContext) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const appId = await myApplicationId(tx, actor);
    if (!appId) throw new AppError('application_not_found');
    const [row] = await tx
      .select({ enrollment: enrollments, application: applications })
      .from(enrollments)
      .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
      .where(and(eq(enrollments.id, appId), eq(enrollments.schoolId, schoolId)))
      .for('update', { of: enrollments });
    if (!row) throw new AppError('application_not_found');
    const { enrollment, application } = row;
    if (enrollment.stage !== 'offered') {
      throw new AppError('admission_stage', { detail: 'There is no offer to accept.' });
    }
    const programmeId = application.offeredProgrammeId ?? enrollment.programmeId;
    const fees = await admissionFees(tx, {
      schoolId,
      sessionId: application.sessionId,
      programmeId,
      level: enrollment.currentLevel,
      studentId: actor.userId,
    });
    if (fees.acceptance && !fees.acceptance.paid) throw new AppError('acceptance_fee_unpaid');
    const [person] = await tx
      .select({ userOrgId: users.userOrgId })
      .from(users)
      .where(eq(users.id, actor.userId))
      .for('update');
    const matric =
      person?.userOrgId ??
      (await issueMatricNumber(tx, schoolId, programmeId, enrollment.entryYear));
    const now = new Date();
    await tx
      .update(users)
      .set({ userOrgId: matric, updatedAt: now })
      .where(eq(users.id, actor.userId));
    await tx
      .update(enrollments)
      .set({ programmeId, updatedAt: now })
      .where(eq(enrollments.id, appId));
    await tx
      .update(applications)
      .set({ acceptedAt: now, updatedAt: now })
      .where(eq(applications.enrollmentId, appId));
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId: appId,
      kind: 'accepted',
      from: 'offered',
      to: 'accepted',
    });
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId: appId,
      kind: 'enrolled',
      from: 'accepted',
      to: 'enrolled',
      reason: `Matric number ${matric}`,
    });
    return appId;
  });
  void ctx.mailer.kick();
  return applicationView(ctx.db, schoolId, id, 'applicant');
}
