import { and, eq, inArray } from 'drizzle-orm';
import { academicSessions, semesters } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { OutgoingMail } from '@/platform/mail/mailer.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

type Decision = { kind: 'approved' } | { kind: 'returned'; reason: string };

/** The student's page where the registration is changed and the course form downloaded. */
const pagePath = '/dashboard/student/course-registration';

function decisionMail(
  to: { name: string; email: string; school: string; session: string; semester: number },
  schoolId: string,
  decision: Decision,
  pageUrl: string,
): OutgoingMail {
  const what = `your course registration for ${to.session}, semester ${to.semester}`;
  const lines =
    decision.kind === 'approved'
      ? [
          `Dear ${to.name},`,
          `The head of your department has approved ${what}.`,
          `You can download your course form on the course registration page: ${pageUrl}`,
          `${to.school}`,
        ]
      : [
          `Dear ${to.name},`,
          `The head of your department has returned ${what} for a change.`,
          `Reason: ${decision.reason}`,
          `Change your courses and submit them again on the course registration page: ${pageUrl}`,
          `${to.school}`,
        ];
  return {
    to: to.email,
    schoolId,
    template: `registration.${decision.kind}`,
    subject:
      decision.kind === 'approved'
        ? `${to.school}: course registration approved`
        : `${to.school}: course registration returned`,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}

/**
 * Queues, in the decision's transaction, a mail to each student of these registrations who
 * has an e-mail address. Call `ctx.mailer.kick()` after the commit.
 */
export async function queueDecisionMails(
  ctx: ServiceContext,
  tx: DbOrTx,
  schoolId: string,
  registrationIds: readonly string[],
  decision: Decision,
): Promise<void> {
  if (registrationIds.length === 0) return;
  const people = await tx
    .select({
      name: users.name,
      email: users.email,
      school: schools.name,
      session: academicSessions.name,
      semester: semesters.sequence,
    })
    .from(courseRegistrations)
    .innerJoin(enrollments, eq(enrollments.id, courseRegistrations.enrollmentId))
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(schools, eq(schools.id, courseRegistrations.schoolId))
    .innerJoin(academicSessions, eq(academicSessions.id, courseRegistrations.sessionId))
    .innerJoin(semesters, eq(semesters.id, courseRegistrations.semesterId))
    .where(
      and(
        eq(courseRegistrations.schoolId, schoolId),
        inArray(courseRegistrations.id, [...registrationIds]),
      ),
    );
  const pageUrl = `${ctx.config.publicUrl}${pagePath}`;
  for (const p of people) {
    if (!p.email) continue;
    await ctx.mailer.queue(tx, decisionMail({ ...p, email: p.email }, schoolId, decision, pageUrl));
  }
}
