import {
  seatTakingSubscriptionStates,
  type TTransportRoute,
  type TTransportRouteStops,
} from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { routeStops, transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { getResource } from '@/platform/crud/school-resource.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { lockRoute } from './network-scope.ts';
import { routeSpec } from './route.resource.ts';

/**
 * Refuses to remove stops a subscription names: one holding a seat (the student boards there
 * this session), or a past one (the foreign key keeps the stop for the record).
 */
async function checkRemovable(tx: Tx, stopIds: string[]) {
  if (stopIds.length === 0) return;
  const [use] = await tx
    .select({
      seated: sql<boolean>`bool_or(${inArray(transportSubscriptions.state, [...seatTakingSubscriptionStates])})`,
      any: sql<number>`count(*)::int`,
    })
    .from(transportSubscriptions)
    .where(inArray(transportSubscriptions.stopId, stopIds));
  if (use?.seated) throw new AppError('transport_stop_in_use');
  if (use && use.any > 0) throw new AppError('transport_stop_has_history');
}

/**
 * Makes the route's stops the given list, in order: stops with an id are kept (renamed if
 * need be), the others added, the missing ones removed, positions rewritten 1..n. Audited.
 */
export async function replaceStops(
  ctx: ServiceContext,
  actor: Actor,
  routeId: string,
  input: TTransportRouteStops,
  audit: AuditContext,
): Promise<TTransportRoute> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    await lockRoute(tx, schoolId, routeId);
    const before = await tx
      .select({ id: routeStops.id, position: routeStops.position, name: routeStops.name })
      .from(routeStops)
      .where(eq(routeStops.routeId, routeId))
      .orderBy(routeStops.position);
    const existing = new Set(before.map((s) => s.id));
    const kept = input.stops.flatMap((s, i) => (s.id ? [{ ...s, id: s.id, position: i + 1 }] : []));
    if (kept.some((s) => !existing.has(s.id))) throw new AppError('transport_stop_not_found');
    const keptIds = new Set(kept.map((s) => s.id));
    const removed = before.filter((s) => !keptIds.has(s.id)).map((s) => s.id);
    await checkRemovable(tx, removed);
    if (removed.length > 0) await tx.delete(routeStops).where(inArray(routeStops.id, removed));
    if (kept.length > 0) {
      // Names may swap between stops: free them first, as the unique index checks each row.
      const ids = kept.map((s) => s.id);
      await tx
        .update(routeStops)
        .set({ name: sql`${routeStops.id}::text` })
        .where(and(eq(routeStops.routeId, routeId), inArray(routeStops.id, ids)));
      const values = sql.join(
        kept.map((s) => sql`(${s.id}::uuid, ${s.position}::int, ${s.name})`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${routeStops} set position = v.position, name = v.name, updated_at = now()
        from (values ${values}) as v(id, position, name)
        where ${routeStops.id} = v.id and ${routeStops.routeId} = ${routeId}`);
    }
    const added = input.stops.flatMap((s, i) =>
      s.id ? [] : [{ schoolId, routeId, position: i + 1, name: s.name }],
    );
    if (added.length > 0) await tx.insert(routeStops).values(added);
    await recordAudit(tx, audit, {
      action: 'transport_route.stops_saved',
      entityType: 'transport_route',
      entityId: routeId,
      before: { stops: before },
      after: { stops: input.stops.map((s, i) => ({ ...s, position: i + 1 })) },
    });
  });
  return getResource(ctx, routeSpec, actor, routeId);
}
