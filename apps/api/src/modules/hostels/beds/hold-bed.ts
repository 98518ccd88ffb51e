import type { THostelLevelGroup } from '@campusflow/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  bedSpaces,
  hostelBlocks,
  hostelOccupancy,
  hostelRooms,
} from '@/modules/hostels/hostels.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { bedIsFree } from './session-setup.ts';

export type BedRequest = {
  schoolId: string;
  sessionId: string;
  hostelId: string;
  levelGroup: THostelLevelGroup;
  /** The group's share of the hostel's beds (percent); null: no quota (the admin's choice). */
  quotaPercent: number | null;
  /** A given bed (the admin's allocation, a paid hold taking its bed back), else the first free. */
  bedSpaceId?: string;
  /** The admin may place a student in a reserved bed; applications never are. */
  allowReserved?: boolean;
};

export type BedOutcome =
  | { outcome: 'ok'; bedSpaceId: string; roomType: string }
  | { outcome: 'quota' | 'full' | 'taken' | 'unavailable' };

const groupColumn = {
  first_year: hostelOccupancy.firstYear,
  final_year: hostelOccupancy.finalYear,
  others: hostelOccupancy.others,
} as const;

/**
 * Finds a bed the caller may hold, under the lock of the hostel's occupancy row for the
 * session: every step that takes a bed in a hostel (applications, the ballot, the admin, a
 * late payment) queues here, so the quota count read below cannot move before the caller's
 * application row is written in the same transaction (the trigger of migration 0023 counts
 * it). The caller writes the application; `hostel_applications_bed_key` refuses a second
 * holder of a bed whatever happens.
 */
export async function findBedUnderLock(tx: Tx, request: BedRequest): Promise<BedOutcome> {
  // One statement takes the lock: the row is created the first time, and otherwise updated to
  // itself, which locks it and answers its counts as the last holder of the lock left them.
  const [counts] = await tx
    .insert(hostelOccupancy)
    .values({
      schoolId: request.schoolId,
      sessionId: request.sessionId,
      hostelId: request.hostelId,
    })
    .onConflictDoUpdate({
      target: [hostelOccupancy.sessionId, hostelOccupancy.hostelId],
      set: { schoolId: sql`excluded.school_id` },
    })
    .returning({ taken: groupColumn[request.levelGroup] });
  const [bed] = await tx
    .select({
      id: bedSpaces.id,
      status: bedSpaces.status,
      roomType: hostelRooms.roomType,
      free: sql<boolean>`${bedIsFree}`,
      /** The hostel's available beds, which its quotas are shares of. */
      availableBeds: sql<number>`(
        select count(*) from ${bedSpaces} all_beds
        where all_beds.hostel_id = ${request.hostelId} and all_beds.status = 'available')`.mapWith(
        Number,
      ),
    })
    .from(bedSpaces)
    .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .where(
      request.bedSpaceId
        ? and(eq(bedSpaces.id, request.bedSpaceId), eq(bedSpaces.hostelId, request.hostelId))
        : and(
            eq(bedSpaces.hostelId, request.hostelId),
            eq(bedSpaces.status, 'available'),
            bedIsFree,
          ),
    )
    .orderBy(
      asc(hostelBlocks.name),
      asc(hostelRooms.floor),
      asc(hostelRooms.number),
      asc(bedSpaces.label),
    )
    .limit(1);
  if (!bed) return { outcome: request.bedSpaceId ? 'unavailable' : 'full' };
  const usable = bed.status === 'available' || (bed.status === 'reserved' && request.allowReserved);
  if (!usable) return { outcome: 'unavailable' };
  if (!bed.free) return { outcome: 'taken' };
  // A full hostel says so; the quota is asked only where a bed is free.
  if (request.quotaPercent !== null) {
    const cap = Math.floor((bed.availableBeds * request.quotaPercent) / 100);
    if ((counts?.taken ?? 0) >= cap) return { outcome: 'quota' };
  }

  return { outcome: 'ok', bedSpaceId: bed.id, roomType: bed.roomType };
}
