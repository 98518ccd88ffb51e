import type { THostelLevelGroup, THostelQuotas } from '@campusflow/contracts';
import { quotaCap } from '@campusflow/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bedIsFree } from '@/modules/hostels/beds/session-setup.ts';
import {
  bedSpaces,
  hostelBlocks,
  hostelOccupancy,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import type { DbOrTx, Tx } from '@/platform/db/transaction.ts';

export type HostelCapacity = {
  id: string;
  name: string;
  gender: 'male' | 'female';
  /** Free available beds in the order a hostel fills them (as `findBedUnderLock` takes them). */
  beds: { id: string; roomType: string }[];
  /** Places left in each level group's quota: its cap of the available beds minus those taken. */
  caps: Record<THostelLevelGroup, number>;
};

type Taken = { hostelId: string; firstYear: number; finalYear: number; others: number };

/**
 * Locks the occupancy rows of the session's hostels, in id order (the order every other
 * multi-hostel step must use), creating missing ones as `findBedUnderLock` does. While they are
 * held no application, payment or admin can take a bed in these hostels.
 */
async function lockOccupancy(
  tx: Tx,
  schoolId: string,
  sessionId: string,
  hostelIds: string[],
): Promise<Taken[]> {
  await tx
    .insert(hostelOccupancy)
    .values(hostelIds.map((hostelId) => ({ schoolId, sessionId, hostelId })))
    .onConflictDoNothing();
  return tx
    .select(takenColumns)
    .from(hostelOccupancy)
    .where(occupancyOf(sessionId, hostelIds))
    .orderBy(asc(hostelOccupancy.hostelId))
    .for('update');
}

const takenColumns = {
  hostelId: hostelOccupancy.hostelId,
  firstYear: hostelOccupancy.firstYear,
  finalYear: hostelOccupancy.finalYear,
  others: hostelOccupancy.others,
};

const occupancyOf = (sessionId: string, hostelIds: string[]) =>
  and(eq(hostelOccupancy.sessionId, sessionId), inArray(hostelOccupancy.hostelId, hostelIds));

/**
 * The school's active hostels (by name) with their free beds and quota room this session, in
 * four statements whatever the number of hostels. With `lock` (inside the draw's transaction)
 * the occupancy rows are locked first, so nothing read here can move before the draw writes.
 */
export async function hostelCapacity(
  db: DbOrTx,
  schoolId: string,
  sessionId: string,
  quotas: THostelQuotas,
  options: { lock?: boolean } = {},
): Promise<HostelCapacity[]> {
  const list = await db
    .select({ id: hostels.id, name: hostels.name, gender: hostels.gender })
    .from(hostels)
    .where(and(eq(hostels.schoolId, schoolId), eq(hostels.status, 'active')))
    .orderBy(asc(hostels.name));
  if (list.length === 0) return [];
  const ids = list.map((h) => h.id);
  const taken = options.lock
    ? await lockOccupancy(db as Tx, schoolId, sessionId, ids)
    : await db.select(takenColumns).from(hostelOccupancy).where(occupancyOf(sessionId, ids));
  const [freeBeds, available] = await Promise.all([
    db
      .select({ id: bedSpaces.id, hostelId: bedSpaces.hostelId, roomType: hostelRooms.roomType })
      .from(bedSpaces)
      .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
      .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
      .where(
        and(
          eq(bedSpaces.schoolId, schoolId),
          inArray(bedSpaces.hostelId, ids),
          eq(bedSpaces.status, 'available'),
          bedIsFree,
        ),
      )
      .orderBy(
        asc(bedSpaces.hostelId),
        asc(hostelBlocks.name),
        asc(hostelRooms.floor),
        asc(hostelRooms.number),
        asc(bedSpaces.label),
      ),
    db
      .select({
        hostelId: bedSpaces.hostelId,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(bedSpaces)
      .where(
        and(
          eq(bedSpaces.schoolId, schoolId),
          inArray(bedSpaces.hostelId, ids),
          eq(bedSpaces.status, 'available'),
        ),
      )
      .groupBy(bedSpaces.hostelId),
  ]);
  const bedsOf = new Map<string, HostelCapacity['beds']>();
  for (const b of freeBeds) {
    const beds = bedsOf.get(b.hostelId) ?? [];
    beds.push({ id: b.id, roomType: b.roomType });
    bedsOf.set(b.hostelId, beds);
  }
  return list.map((hostel) => {
    const beds = available.find((a) => a.hostelId === hostel.id)?.count ?? 0;
    const t = taken.find((row) => row.hostelId === hostel.id);
    const room = (group: THostelLevelGroup, used: number) =>
      Math.max(0, quotaCap(beds, quotas, group) - used);
    return {
      ...hostel,
      beds: bedsOf.get(hostel.id) ?? [],
      caps: {
        first_year: room('first_year', t?.firstYear ?? 0),
        final_year: room('final_year', t?.finalYear ?? 0),
        others: room('others', t?.others ?? 0),
      },
    };
  });
}
