import { and, eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { transportRoutes } from '@/modules/transport/transport.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/** The transport admin's school and its current session: fares and settings are this session's. */
export async function transportSession(db: DbOrTx, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(db, schoolId);
  if (!session) throw new AppError('transport_no_current_session');
  return { schoolId, session };
}

/**
 * The school's route, locked for the rest of the transaction so that its stops, trips and fare
 * change one writer at a time; another school's id is not found.
 */
export async function lockRoute(tx: DbOrTx, schoolId: string, routeId: string) {
  const [route] = await tx
    .select()
    .from(transportRoutes)
    .where(and(eq(transportRoutes.id, routeId), eq(transportRoutes.schoolId, schoolId)))
    .for('update');
  if (!route) throw new AppError('transport_route_not_found');
  return route;
}
