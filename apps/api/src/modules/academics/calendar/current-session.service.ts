import { and, eq } from 'drizzle-orm';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * Makes one session the school's current one and the previous one not. Both in one
 * transaction; a partial unique index keeps it to one even when two officers click at once.
 */
export async function makeSessionCurrent(
  ctx: ServiceContext,
  actor: Actor,
  sessionId: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const [session] = await tx
      .select()
      .from(academicSessions)
      .where(and(eq(academicSessions.id, sessionId), eq(academicSessions.schoolId, schoolId)))
      .for('update');
    if (!session) throw new AppError('not_found', { detail: 'This session was not found.' });
    if (session.status === 'archived')
      throw new AppError('conflict', { detail: 'Restore this session before making it current.' });
    if (session.isCurrent) return;
    const [previous] = await tx
      .update(academicSessions)
      .set({ isCurrent: false, updatedAt: new Date() })
      .where(and(eq(academicSessions.schoolId, schoolId), eq(academicSessions.isCurrent, true)))
      .returning({ id: academicSessions.id, name: academicSessions.name });
    await tx
      .update(academicSessions)
      .set({ isCurrent: true, updatedAt: new Date() })
      .where(eq(academicSessions.id, sessionId));
    await recordAudit(tx, audit, {
      action: 'session.make_current',
      entityType: 'session',
      entityId: sessionId,
      before: { current: previous ?? null },
      after: { current: { id: session.id, name: session.name } },
    });
  });
}
