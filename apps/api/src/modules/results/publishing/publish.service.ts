import type { TPublishDepartment, TPublishOutcome } from '@campusflow/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudits } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { chosenSemester, departmentOfSchool, departmentSheets } from './department-semester.ts';
import { queuePublishedMails } from './publish-mails.ts';
import { recomputeStandings } from './standings.ts';

/**
 * The exam officer publishes a department's results for a semester (issue 15), in one
 * transaction under the sheets' row locks:
 * - every HOD-approved sheet of the department's courses goes to `published`, audited each;
 * - the standing of every student on those sheets is computed in one statement;
 * - each student is told by e-mail (outbox, in the transaction; delivered after commit).
 * Sheets short of approval are left as they are and reported. Nothing approved:
 * `results_nothing_to_publish`; so publishing twice changes nothing the second time.
 */
export async function publishDepartment(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  departmentId: string,
  body: TPublishDepartment,
  now = new Date(),
): Promise<TPublishOutcome> {
  const schoolId = requireSchool(actor);
  const outcome = await inTransaction(ctx.db, async (tx) => {
    await departmentOfSchool(tx, schoolId, departmentId);
    const semesterId = await chosenSemester(tx, schoolId, departmentId, body.semesterId);
    if (!semesterId) throw new AppError('results_nothing_to_publish');
    const inDepartment = and(
      eq(scoreSheets.schoolId, schoolId),
      eq(scoreSheets.departmentId, departmentId),
      eq(scoreSheets.semesterId, semesterId),
    );
    await tx.select({ id: scoreSheets.id }).from(scoreSheets).where(inDepartment).for('update');
    const sheets = await departmentSheets(tx, schoolId, departmentId, semesterId);
    const ready = sheets.filter((s) => s.state === 'hod_approved');
    const notReady = sheets.filter((s) => s.state !== 'hod_approved' && s.state !== 'published');
    if (ready.length === 0) {
      const waiting = notReady.map((s) => s.code).join(', ');
      throw new AppError('results_nothing_to_publish', {
        detail: waiting
          ? `No score sheet of this department is approved by the head of department for this semester. Not ready: ${waiting}.`
          : undefined,
      });
    }
    const ids = ready.map((s) => s.id);
    await tx
      .update(scoreSheets)
      .set({ state: 'published', publishedBy: actor.userId, publishedAt: now, updatedAt: now })
      .where(and(inDepartment, inArray(scoreSheets.id, ids)));
    await recordAudits(
      tx,
      audit,
      ready.map((s) => ({
        action: 'results.sheet.published',
        entityType: 'score_sheet',
        entityId: s.id,
        before: { state: s.state },
        after: { state: 'published' },
      })),
    );
    const students = (
      await tx
        .selectDistinct({ id: scores.enrollmentId })
        .from(scores)
        .where(inArray(scores.sheetId, ids))
    ).map((r) => r.id);
    await recomputeStandings(tx, schoolId, students, { now, fromSemesterId: semesterId });
    await queuePublishedMails(ctx, tx, schoolId, semesterId, students);
    return {
      semesterId,
      published: ready.map((s) => ({ ...s, state: 'published' as const })),
      notReady,
      students: students.length,
    };
  });
  await ctx.mailer.kick();
  return outcome;
}
