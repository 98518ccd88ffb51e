import type { TTransportRoute, TTransportRouteFareInput } from '@campusflow/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { fees } from '@/modules/payments/fees.tables.ts';
import { routeFares } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { getResource } from '@/platform/crud/school-resource.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { lockRoute, transportSession } from './network-scope.ts';
import { routeSpec } from './route.resource.ts';

type Scope = { schoolId: string; sessionId: string };

/** "Transport — Ikeja loop", as the fee schedule, the checkout and the receipt show it. */
export const transportFeeName = (routeName: string) => `Transport — ${routeName}`;

/**
 * The route's transport fee of the session: the fare's own, else one of the same name already
 * in the schedule (an archived one comes back), else none.
 */
async function existingFee(tx: Tx, scope: Scope, routeId: string, name: string) {
  const [fare] = await tx
    .select({ feeId: routeFares.feeId })
    .from(routeFares)
    .where(and(eq(routeFares.routeId, routeId), eq(routeFares.sessionId, scope.sessionId)));
  if (fare) return { feeId: fare.feeId, hasFare: true };
  const [fee] = await tx
    .select({ id: fees.id })
    .from(fees)
    .where(
      and(
        eq(fees.schoolId, scope.schoolId),
        eq(fees.sessionId, scope.sessionId),
        eq(fees.type, 'transport'),
        isNull(fees.programmeId),
        isNull(fees.level),
        eq(sql`lower(${fees.name})`, name.toLowerCase()),
      ),
    );
  return fee ? { feeId: fee.id, hasFare: false } : null;
}

/**
 * Sets the route's fare for the current session: a transport fee of the session's schedule
 * named after the route, created or its amount changed. The first fare of a session opens the
 * route's seats (trigger `route_seats_open`). Audited with the amounts before and after.
 */
export async function setFare(
  ctx: ServiceContext,
  actor: Actor,
  routeId: string,
  input: TTransportRouteFareInput,
  audit: AuditContext,
): Promise<TTransportRoute> {
  const { schoolId, session } = await transportSession(ctx.db, actor);
  const scope = { schoolId, sessionId: session.id };
  await inTransaction(ctx.db, async (tx) => {
    const route = await lockRoute(tx, schoolId, routeId);
    const name = transportFeeName(route.name);
    const found = await existingFee(tx, scope, routeId, name);
    let feeId: string;
    let beforeKobo: number | null = null;
    if (found) {
      const [old] = await tx
        .select({ amount: fees.amount })
        .from(fees)
        .where(eq(fees.id, found.feeId));
      beforeKobo = found.hasFare ? (old?.amount ?? null) : null;
      await tx
        .update(fees)
        .set({ name, amount: input.amountKobo, status: 'active', updatedAt: new Date() })
        .where(and(eq(fees.id, found.feeId), eq(fees.schoolId, schoolId)));
      feeId = found.feeId;
    } else {
      const [fee] = await tx
        .insert(fees)
        .values({ ...scope, type: 'transport', name, amount: input.amountKobo })
        .returning({ id: fees.id });
      if (!fee) throw new Error('insert returned nothing');
      feeId = fee.id;
    }
    if (!found?.hasFare) {
      await tx.insert(routeFares).values({ ...scope, routeId, feeId });
    }
    await recordAudit(tx, audit, {
      action: 'transport_route.fare_set',
      entityType: 'transport_route',
      entityId: routeId,
      before: { sessionId: session.id, amountKobo: beforeKobo },
      after: { sessionId: session.id, amountKobo: input.amountKobo, feeId },
    });
  });
  return getResource(ctx, routeSpec, actor, routeId);
}
