import { TRANSPORT_EXPIRY_WARNING_DAYS, type TVehicleExpiryState } from '@campusflow/contracts';
import { type SQL, sql } from 'drizzle-orm';

export type VehicleDocumentSummary = {
  kind: 'insurance' | 'roadworthiness' | 'other';
  expiresOn: string;
  state: TVehicleExpiryState;
};

/**
 * How a dated paper stands today, in SQL: expired once its day has passed, expiring within
 * `TRANSPORT_EXPIRY_WARNING_DAYS`, else valid; null when there is no date.
 */
export const expiryState = (day: SQL) =>
  sql<TVehicleExpiryState | null>`(case
    when ${day} is null then null
    when ${day} < current_date then 'expired'
    when ${day} <= current_date + ${sql.raw(String(TRANSPORT_EXPIRY_WARNING_DAYS))} then 'expiring'
    else 'valid' end)`;
