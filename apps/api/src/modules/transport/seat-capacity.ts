import { postgresError } from '@/platform/crud/unique-violation.ts';

/**
 * Whether PostgreSQL refused a write because a route would sell more seats than its trips
 * carry (`route_seats_capacity_check`, kept by the triggers of migration 0024): a subscription
 * past the last seat, or a trip's vehicle swapped for a smaller one below the seats sold.
 */
export function exceedsRouteCapacity(error: unknown): boolean {
  const pg = postgresError(error);
  return pg?.code === '23514' && pg.constraint === 'route_seats_capacity_check';
}
