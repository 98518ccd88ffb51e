import type { TAdmissionStage } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { admissionDecisions } from '@/modules/admissions/admissions.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

export type Decision = {
  schoolId: string;
  enrollmentId: string;
  kind: string;
  from: TAdmissionStage;
  to: TAdmissionStage;
  reason?: string | null;
};

const stageWords: Record<string, string> = {
  submitted: 'Your application has been submitted.',
  screening_passed: 'You passed screening.',
  screening_failed: 'You did not pass screening.',
  exam_scored: 'Your entrance exam score has been recorded.',
  offered: 'You have been offered admission. Sign in to see the offer and accept it.',
  rejected: 'Your application was not successful.',
  enrolled: 'You have accepted the offer and your matric number has been issued.',
  withdrawn: 'Your application has been withdrawn.',
};

/**
 * Moves the enrollment to `to`, appends the decision to the application's history and the
 * audit log, and queues an e-mail to the applicant; all inside the caller's transaction.
 * Call `ctx.mailer.kick()` after it commits.
 */
export async function recordDecision(
  tx: DbOrTx,
  ctx: ServiceContext,
  audit: AuditContext,
  decision: Decision,
): Promise<void> {
  const now = new Date();
  await tx
    .update(enrollments)
    .set({ stage: decision.to, updatedAt: now })
    .where(
      and(eq(enrollments.id, decision.enrollmentId), eq(enrollments.schoolId, decision.schoolId)),
    );
  await tx.insert(admissionDecisions).values({
    schoolId: decision.schoolId,
    enrollmentId: decision.enrollmentId,
    kind: decision.kind,
    fromStage: decision.from,
    toStage: decision.to,
    reason: decision.reason ?? null,
    actorId: audit.actorUserId,
  });
  await recordAudit(tx, audit, {
    action: `admission.${decision.kind}`,
    entityType: 'enrollment',
    entityId: decision.enrollmentId,
    schoolId: decision.schoolId,
    before: { stage: decision.from },
    after: { stage: decision.to, reason: decision.reason ?? null },
  });
  const words = stageWords[decision.kind];
  if (!words) return;
  const [person] = await tx
    .select({ name: users.name, email: users.email, school: schools.name })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(schools, eq(schools.id, enrollments.schoolId))
    .where(eq(enrollments.id, decision.enrollmentId));
  if (!person?.email) return;
  const lines = [
    `Dear ${person.name},`,
    words,
    ...(decision.reason ? [`Reason: ${decision.reason}`] : []),
    `${person.school} admissions`,
  ];
  await ctx.mailer.queue(tx, {
    to: person.email,
    schoolId: decision.schoolId,
    template: `admission.${decision.kind}`,
    subject: `${person.school}: your application`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  });
}
