import type { TMyTransport } from '@campusflow/contracts';
import { defaultTransportRules } from '@/modules/transport/session-settings.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { routesOnOffer } from './routes-on-offer.ts';
import { mySubscriptionWhere, readSubscription } from './subscription-view.ts';
import { loadTransportContext } from './transport-context.ts';

/** The student's transport page: the gates, the routes on offer and their subscription. */
export async function myTransport(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TMyTransport> {
  const schoolId = requireSchool(actor);
  const c = await loadTransportContext(ctx.db, schoolId, actor.userId, now);
  const rules = c.rules ?? defaultTransportRules;
  const [routes, subscription] = c.session
    ? await Promise.all([
        routesOnOffer(ctx.db, schoolId, c.session.id),
        readSubscription(
          ctx.db,
          mySubscriptionWhere(schoolId, c.session.id, actor.userId),
          rules,
          now,
        ),
      ])
    : [[], null];
  return {
    session: c.session ? { id: c.session.id, name: c.session.name } : null,
    blockers: c.blockers,
    rules: {
      opensAt: rules.opensAt?.toISOString() ?? null,
      closesAt: rules.closesAt?.toISOString() ?? null,
      payWithinHours: rules.payWithinHours,
      cancelWithinDays: rules.cancelWithinDays,
    },
    routes,
    subscription,
  };
}
