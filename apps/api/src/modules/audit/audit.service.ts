import type { TAuditEntry, TAuditPage, TAuditQuery } from '@campusflow/contracts';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { type Actor, schoolScope } from '@/platform/access/actor.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/** Calendar dates are the school's (Nigeria, UTC+1, no daylight saving). */
function lagosDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+01:00`);
}

function filtersOf(actor: Actor, query: TAuditQuery): SQL | undefined {
  const scope = schoolScope(actor, 'audit:read:platform', query.schoolId);
  const filters: (SQL | undefined)[] = [
    scope.schoolId ? eq(auditLog.schoolId, scope.schoolId) : undefined,
  ];
  if (query.actorId) filters.push(eq(auditLog.actorUserId, query.actorId));
  if (query.actor) filters.push(ilike(auditLog.actorName, `%${escapeLike(query.actor)}%`));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.entityType) filters.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) filters.push(eq(auditLog.entityId, query.entityId));
  if (query.from) filters.push(gte(auditLog.createdAt, lagosDayStart(query.from)));
  if (query.to) {
    const end = lagosDayStart(query.to);
    end.setUTCDate(end.getUTCDate() + 1);
    filters.push(lt(auditLog.createdAt, end));
  }
  return and(...filters);
}

function toEntry(row: typeof auditLog.$inferSelect): TAuditEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    schoolId: row.schoolId,
    actorId: row.actorUserId,
    actorName: row.actorName,
    actorRole: row.actorRole,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
  };
}

/** The audit log of the actor's school (app admins: any school), newest first. */
export async function listAudit(
  ctx: ServiceContext,
  actor: Actor,
  query: TAuditQuery,
): Promise<TAuditPage> {
  const where = filtersOf(actor, query);
  return paginate(
    query,
    ctx.db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
    ctx.db.$count(auditLog, where),
    toEntry,
  );
}

/**
 * One audit row by id, if the actor may read it: their school's (app admins: any school's).
 * Another school's row is "not found", the same as a row that does not exist.
 */
export async function auditEntryById(
  ctx: ServiceContext,
  actor: Actor,
  id: number,
): Promise<TAuditEntry> {
  const scope = schoolScope(actor, 'audit:read:platform');
  const [row] = await ctx.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.id, id), scope.schoolId ? eq(auditLog.schoolId, scope.schoolId) : undefined),
    )
    .limit(1);
  if (!row) throw new AppError('not_found', { detail: 'This audit entry was not found.' });
  return toEntry(row);
}

/** The actions that occur in the actor's log, for the filter list. */
export async function listAuditActions(ctx: ServiceContext, actor: Actor): Promise<string[]> {
  const scope = schoolScope(actor, 'audit:read:platform');
  const rows = await ctx.db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(scope.schoolId ? eq(auditLog.schoolId, scope.schoolId) : sql`true`)
    .orderBy(auditLog.action)
    .limit(200);
  return rows.map((r) => r.action);
}
