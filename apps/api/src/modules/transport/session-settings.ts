import { defaultTransportSettings } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { transportSettings } from './transport.tables.ts';

export type TransportRules = {
  opensAt: Date | null;
  closesAt: Date | null;
  payWithinHours: number;
  cancelWithinDays: number;
};

/** What a school that has set nothing gets: open, 72 hours to pay, 14 days to cancel. */
export const defaultTransportRules: TransportRules = { ...defaultTransportSettings };

/** The school's transport rules for a session as the admin saved them, or null. */
export async function savedTransportRules(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
): Promise<TransportRules | null> {
  const [row] = await db
    .select({
      opensAt: transportSettings.opensAt,
      closesAt: transportSettings.closesAt,
      payWithinHours: transportSettings.payWithinHours,
      cancelWithinDays: transportSettings.cancelWithinDays,
    })
    .from(transportSettings)
    .where(
      and(eq(transportSettings.schoolId, schoolId), eq(transportSettings.sessionId, sessionId)),
    );
  return row ?? null;
}

/** The school's transport rules for a session, or the defaults when none are set. */
export async function transportRulesOf(db: DbOrTx, schoolId: string, sessionId: string) {
  return (await savedTransportRules(db, schoolId, sessionId)) ?? defaultTransportRules;
}

/** Until when a subscription made at `subscribedAt` may be cancelled. */
export const cancellableUntil = (subscribedAt: Date, rules: TransportRules) =>
  new Date(subscribedAt.getTime() + rules.cancelWithinDays * 24 * 3600 * 1000);
