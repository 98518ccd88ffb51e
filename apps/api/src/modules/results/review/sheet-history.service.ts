import type { TSheetHistory, TSheetHistoryEntry } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '@/platform/access/actor.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { reviewableSheet } from './review-access.ts';

const actions: Record<string, TSheetHistoryEntry['action']> = {
  'results.sheet.submitted': 'submitted',
  'results.sheet.approved': 'approved',
  'results.sheet.returned': 'returned',
  'results.sheet.published': 'published',
};

const field = (value: unknown, key: string): string | null => {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : null;
};

/**
 * A sheet's history from the audit log, oldest first: who moved it, how, when, and a return's
 * reason. For the HOD of its department and the exam officer, like the sheet itself.
 */
export async function sheetHistory(
  ctx: ServiceContext,
  actor: Actor,
  sheetId: string,
): Promise<TSheetHistory> {
  const sheet = await reviewableSheet(ctx.db, actor, sheetId);
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: auditLog.actorName,
      actorRole: auditLog.actorRole,
      at: auditLog.createdAt,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.schoolId, sheet.schoolId),
        eq(auditLog.entityType, 'score_sheet'),
        eq(auditLog.entityId, sheet.id),
      ),
    )
    .orderBy(asc(auditLog.createdAt), asc(auditLog.id))
    .limit(500);
  return {
    items: rows.map((r) => ({
      id: String(r.id),
      action: actions[r.action] ?? 'other',
      actorName: r.actorName,
      actorRole: r.actorRole,
      at: r.at.toISOString(),
      reason: field(r.after, 'reason'),
      fromState: field(r.before, 'state'),
      toState: field(r.after, 'state'),
    })),
  };
}
