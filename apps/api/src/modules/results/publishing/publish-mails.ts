import { and, eq, isNotNull } from 'drizzle-orm';
import { academicSessions, semesters } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { inUuids } from './uuid-array.ts';

/** The student's results page. */
const pagePath = '/dashboard/student/results';
/** Rows per insert: well under PostgreSQL's bind-parameter limit (7 columns each). */
const CHUNK = 5000;

/**
 * Queues, in the publishing transaction, a mail to each of these students who has an e-mail
 * address, telling them their results for the semester are out: one read and one insert per
 * 5,000 students, never a statement per student. Call `ctx.mailer.kick()` after the commit.
 */
export async function queuePublishedMails(
  ctx: ServiceContext,
  tx: DbOrTx,
  schoolId: string,
  semesterId: string,
  enrollmentIds: readonly string[],
): Promise<number> {
  if (enrollmentIds.length === 0) return 0;
  const [term] = await tx
    .select({ school: schools.name, session: academicSessions.name, sequence: semesters.sequence })
    .from(semesters)
    .innerJoin(academicSessions, eq(academicSessions.id, semesters.sessionId))
    .innerJoin(schools, eq(schools.id, semesters.schoolId))
    .where(and(eq(semesters.id, semesterId), eq(semesters.schoolId, schoolId)));
  if (!term) return 0;
  const people = await tx
    .select({ name: users.name, email: users.email })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .where(
      and(
        eq(enrollments.schoolId, schoolId),
        inUuids(enrollments.id, enrollmentIds),
        isNotNull(users.email),
      ),
    );
  const pageUrl = `${ctx.config.publicUrl}${pagePath}`;
  const what = `${term.session}, semester ${term.sequence}`;
  const status = ctx.mailer.delivers ? ('queued' as const) : ('kept' as const);
  const rows = people.map((p) => {
    const lines = [
      `Dear ${p.name},`,
      `Your results for ${what} have been published.`,
      `See your grades, GPA and CGPA on your results page: ${pageUrl}`,
      term.school,
    ];
    return {
      schoolId,
      toAddress: p.email ?? '',
      subject: `${term.school}: results for ${what} published`,
      textBody: lines.join('\n\n'),
      htmlBody: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
      template: 'results.published',
      status,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(mailOutbox).values(rows.slice(i, i + CHUNK));
  }
  return rows.length;
}
