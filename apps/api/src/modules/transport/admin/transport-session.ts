import { lagosCalendarDay } from '@campusflow/contracts';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/** The transport admin's school and its current session: the figures and manifests are its. */
export async function transportAdminSession(db: DbOrTx, actor: Actor) {
  const schoolId = requireSchool(actor);
  const session = await findCurrentSession(db, schoolId);
  if (!session) throw new AppError('transport_no_current_session');
  return { schoolId, session };
}

export type TransportAdminSession = Awaited<ReturnType<typeof transportAdminSession>>;

/** Today's date in Lagos as YYYY-MM-DD: papers expire by the school's calendar. */
export const lagosToday = (now = new Date()) => lagosCalendarDay(now);
