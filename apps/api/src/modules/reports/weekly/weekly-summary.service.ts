import type { TRoleKey, TWeeklySummaryState } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { weeklySummarySubscriptions as subs } from '@/modules/reports/reports.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { Db } from '@/platform/db/database.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { homeDigests } from './home-digests.ts';

/** The role acted in, if its home can be summarised by e-mail; else the request is refused. */
function summarisedRole(actor: Actor): { schoolId: string; role: TRoleKey } {
  const schoolId = requireSchool(actor);
  if (!actor.role || !homeDigests.of(actor.role)) throw new AppError('weekly_summary_unavailable');
  return { schoolId, role: actor.role };
}

/** Whether the signed-in officer receives their home's weekly summary, in the role acted in. */
export async function weeklySummaryState(db: Db, actor: Actor): Promise<TWeeklySummaryState> {
  const available = Boolean(actor.schoolId && homeDigests.of(actor.role));
  if (!available) return { role: actor.role, available, subscribed: false };
  const [row] = await db
    .select({ role: subs.role })
    .from(subs)
    .where(and(eq(subs.userId, actor.userId), eq(subs.role, actor.role ?? '')));
  return { role: actor.role, available, subscribed: Boolean(row) };
}

/** Starts or stops the officer's weekly summary in the role acted in. */
export async function setWeeklySummary(
  db: Db,
  actor: Actor,
  subscribed: boolean,
): Promise<TWeeklySummaryState> {
  const { schoolId, role } = summarisedRole(actor);
  if (subscribed) {
    await db.insert(subs).values({ schoolId, userId: actor.userId, role }).onConflictDoNothing();
  } else {
    await db.delete(subs).where(and(eq(subs.userId, actor.userId), eq(subs.role, role)));
  }
  return { role, available: true, subscribed };
}
