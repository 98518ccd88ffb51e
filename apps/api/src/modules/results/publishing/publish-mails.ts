import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { escapeHtml } from '@/platform/mail/escape-html.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { uuidArray } from './uuid-array.ts';

/** The student's results page. */
const pagePath = '/dashboard/student/results';

/** `escapeHtml` in SQL, for the one part of a mail that is not ours: the student's name. */
const htmlEscaped = (column: string) =>
  sql.raw(
    `replace(replace(replace(replace(replace(${column}, '&', '&#38;'), '<', '&#60;'), '>', '&#62;'), '"', '&#34;'), '''', '&#39;')`,
  );

/**
 * Queues, in the publishing transaction, a mail to each of these students who has an e-mail
 * address, telling them their results for the semester are out: one INSERT ... SELECT for
 * every student, never a statement per student (50,000 mails in well under a second). Call
 * `ctx.mailer.kick()` after the commit.
 */
export async function queuePublishedMails(
  ctx: ServiceContext,
  tx: DbOrTx,
  schoolId: string,
  semesterId: string,
  enrollmentIds: readonly string[],
): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const pageUrl = `${ctx.config.publicUrl}${pagePath}`;
  const status = ctx.mailer.delivers ? 'queued' : 'kept';
  // Everything but the name is the school's or ours, escaped here once.
  await tx.execute(sql`
    with term as (
      select sc.name as school, ses.name || ', semester ' || sem.sequence as what
        from semesters sem
        join academic_sessions ses on ses.id = sem.session_id
        join schools sc on sc.id = sem.school_id
       where sem.id = ${semesterId}::uuid and sem.school_id = ${schoolId}::uuid
    )
    insert into mail_outbox (school_id, to_address, subject, text_body, html_body, template, status)
    select ${schoolId}::uuid, u.email,
           t.school || ': results for ' || t.what || ' published',
           'Dear ' || u.name || E',\n\nYour results for ' || t.what || E' have been published.\n\n'
             || ${`See your grades, GPA and CGPA on your results page: ${pageUrl}`} || E'\n\n' || t.school,
           '<p>Dear ' || ${htmlEscaped('u.name')} || ',</p><p>Your results for ' || ${htmlEscaped('t.what')}
             || ' have been published.</p><p>'
             || ${escapeHtml(`See your grades, GPA and CGPA on your results page: ${pageUrl}`)}
             || '</p><p>' || ${htmlEscaped('t.school')} || '</p>',
           'results.published', ${status}
      from enrollments e
      join users u on u.id = e.student_id
     cross join term t
     where e.school_id = ${schoolId}::uuid
       and e.id = any(${uuidArray(enrollmentIds)})
       and u.email is not null`);
}
