import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { auditLog } from './audit.tables.ts';

/** Who did it and from where: taken from the request by `auditContext`. */
export type AuditContext = {
  schoolId: string | null;
  actorUserId: string | null;
  actorName: string | null;
  actorRole: string | null;
  ip: string | null;
  requestId: string | null;
};

export type AuditEntry = {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** Overrides the actor's school, for events about another school (app admins). */
  schoolId?: string | null;
  before?: unknown;
  after?: unknown;
};

export function auditContext(request: FastifyRequest): AuditContext {
  const actor = request.actor;
  return {
    schoolId: actor?.schoolId ?? null,
    actorUserId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
    actorRole: actor?.role ?? null,
    ip: request.ip ?? null,
    requestId: request.id,
  };
}

/** The audit row of an entry, as the actor's request context says who did it and from where. */
export const auditRow = (context: AuditContext, entry: AuditEntry) => ({
  schoolId: entry.schoolId === undefined ? context.schoolId : entry.schoolId,
  actorUserId: context.actorUserId,
  actorName: context.actorName,
  actorRole: context.actorRole,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  ip: context.ip,
  requestId: context.requestId,
});

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: DbOrTx, context: AuditContext, entry: AuditEntry) {
  await db.insert(auditLog).values(auditRow(context, entry));
}

/** Appends one audit row per entry in one statement (a decision on many records at once). */
export async function recordAudits(db: DbOrTx, context: AuditContext, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((entry) => auditRow(context, entry)));
}
