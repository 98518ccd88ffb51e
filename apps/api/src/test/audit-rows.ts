import { and, eq } from 'drizzle-orm';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import type { Db } from '@/platform/db/database.ts';

/** The audit rows of one action about one entity, oldest first. */
export function auditRowsOf(db: Db, action: string, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

/** An audit row without what makes each row its own (id, time, request): to compare two. */
export function withoutIdentity(row: typeof auditLog.$inferSelect | undefined) {
  return row && { ...row, id: 0, createdAt: null, requestId: null };
}
