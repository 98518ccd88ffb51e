import { TRANSPORT_EXPIRY_WARNING_DAYS, type TVehicleExpiryState } from '@campusflow/contracts';
import { type SQL, sql } from 'drizzle-orm';

export type VehicleDocumentSummary = {
  kind: 'insurance' | 'roadworthiness' | 'other';
  expiresOn: string;
  state: TVehicleExpiryState;
};

/** Today in Lagos, in SQL: papers expire by the school's calendar, not the server's. */
const today = sql.raw(`(now() at time zone 'Africa/Lagos')::date`);

/**
 * How a dated paper stands today, in SQL: expired once its day has passed, expiring within
 * `TRANSPORT_EXPIRY_WARNING_DAYS`, else valid; null when there is no date.
 */
export const expiryState = (day: SQL) =>
  sql<TVehicleExpiryState | null>`(case
    when ${day} is null then null
    when ${day} < ${today} then 'expired'
    when ${day} <= ${today} + ${sql.raw(String(TRANSPORT_EXPIRY_WARNING_DAYS))} then 'expiring'
    else 'valid' end)`;
