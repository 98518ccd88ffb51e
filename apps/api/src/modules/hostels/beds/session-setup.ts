import type { THostelQuotas } from '@campusflow/contracts';
import type { HostelPrice } from '@campusflow/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  bedSpaces,
  hostelApplications,
  hostelPrices,
  hostelRules,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type HostelRules = typeof hostelRules.$inferSelect;

/** The session's hostel rules, or null when the hostel admin has set none. */
export async function sessionRules(db: DbOrTx, schoolId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(hostelRules)
    .where(and(eq(hostelRules.schoolId, schoolId), eq(hostelRules.sessionId, sessionId)));
  return row ?? null;
}

export const quotasOf = (rules: HostelRules): THostelQuotas => ({
  firstYear: rules.quotaFirstYear,
  finalYear: rules.quotaFinalYear,
  others: rules.quotaOthers,
});

export type SessionPrice = HostelPrice & { feeName: string };

/** The session's bed prices with the amount and name of their hostel fee (active fees only). */
export async function sessionPrices(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
): Promise<SessionPrice[]> {
  return db
    .select({
      hostelId: hostelPrices.hostelId,
      roomType: hostelPrices.roomType,
      feeId: hostelPrices.feeId,
      amountKobo: fees.amount,
      feeName: fees.name,
    })
    .from(hostelPrices)
    .innerJoin(fees, eq(fees.id, hostelPrices.feeId))
    .where(
      and(
        eq(hostelPrices.schoolId, schoolId),
        eq(hostelPrices.sessionId, sessionId),
        eq(fees.status, 'active'),
      ),
    );
}

/**
 * A bed no active application holds or occupies (`hostel_applications_bed_key`'s states), for
 * a query over `bed_spaces` (named in full: drizzle leaves columns of a one-table query bare).
 */
export const bedIsFree = sql`not exists (
  select 1 from ${hostelApplications} a
  where a.bed_space_id = "bed_spaces"."id" and a.state in ('held', 'allocated'))`;

/** The school's active hostels of a gender, by name, with their free beds this session. */
export async function hostelsFor(db: DbOrTx, schoolId: string, gender: 'male' | 'female') {
  return db
    .select({
      id: hostels.id,
      name: hostels.name,
      gender: hostels.gender,
      freeBeds: sql<number>`(
        select count(*) from ${bedSpaces}
        where "bed_spaces"."hostel_id" = "hostels"."id" and "bed_spaces"."status" = 'available'
          and ${bedIsFree})`.mapWith(Number),
    })
    .from(hostels)
    .where(
      and(eq(hostels.schoolId, schoolId), eq(hostels.status, 'active'), eq(hostels.gender, gender)),
    )
    .orderBy(asc(hostels.name));
}
