// Transport subscriptions in a rush on PostgreSQL (issue 17): thousands of signed-in students
// subscribe at once to routes with fewer seats, beside the 8-insert ceiling of the same run.
import { benchOneShotRush } from './one-shot-rush.ts';
import {
  type BenchRoute,
  openRoutes,
  transportOutcome,
  transportRiders,
} from './transport-data.ts';

/** One subscription: a seat (201) or "the route is full" (409) is an answer, not an error. */
async function subscribe(base: string, cookie: string, route: BenchRoute | undefined) {
  const res = await fetch(`${base}/api/v1/transport/mine/subscribe`, {
    method: 'POST',
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ routeId: route?.routeId, stopId: route?.stopId }),
  });
  const body = (await res.json()) as { state?: string; code?: string; detail?: string };
  const full = res.status === 409 && body.code === 'transport_route_full';
  if (!(res.status === 201 && body.state === 'awaiting_payment') && !full) {
    throw new Error(`subscribe: ${res.status} ${body.code ?? ''} ${body.detail ?? ''}`);
  }
}

export function benchTransport(o: {
  serverUrl: string;
  databaseUrl: string;
  schoolCode: string;
  routes: number;
  seats: number;
  riders: number;
}) {
  let routes: BenchRoute[] = [];
  const capacity = o.routes * o.seats;
  return benchOneShotRush(o, {
    title: `Transport subscriptions: ${o.riders} students for ${capacity} seats on ${o.routes} routes`,
    request: 'POST /transport/mine/subscribe',
    prepare: async (pool, schoolId) => {
      routes = await openRoutes(pool, schoolId, o.routes, o.seats);
      return transportRiders(pool, schoolId, o.riders);
    },
    act: (base, cookie, i) => subscribe(base, cookie, routes[i % routes.length]),
    outcome: async (pool, schoolId) => {
      const outcome = await transportOutcome(pool, schoolId);
      return {
        line: `${outcome.sold} seats sold of ${capacity}, ${outcome.over} routes over capacity (must be 0)`,
        value: outcome,
      };
    },
  });
}
