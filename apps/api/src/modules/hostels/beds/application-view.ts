import type { THostelApplication } from '@campusflow/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** An application with its bed's place and its fee, as pages and slips show them. */
export function applicationsWithPlace(db: DbOrTx, schoolId: string, where: SQL | undefined) {
  return db
    .select({
      application: hostelApplications,
      hostel: hostels.name,
      block: hostelBlocks.name,
      room: hostelRooms.number,
      floor: hostelRooms.floor,
      roomType: hostelRooms.roomType,
      bed: bedSpaces.label,
      feeName: fees.name,
      feeAmount: fees.amount,
    })
    .from(hostelApplications)
    .leftJoin(bedSpaces, eq(bedSpaces.id, hostelApplications.bedSpaceId))
    .leftJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .leftJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .leftJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .leftJoin(fees, eq(fees.id, hostelApplications.feeId))
    .where(and(eq(hostelApplications.schoolId, schoolId), where))
    .orderBy(desc(hostelApplications.createdAt));
}

export type ApplicationWithPlace = Awaited<ReturnType<typeof applicationsWithPlace>>[number];

/** "Kings Hall, Block A, room 101 (floor 1), bed B". */
export function placeLabel(row: ApplicationWithPlace): string | null {
  if (!row.hostel || !row.bed) return null;
  return `${row.hostel}, ${row.block}, room ${row.room} (floor ${row.floor}), bed ${row.bed}`;
}

export function toApplication(row: ApplicationWithPlace): THostelApplication {
  const a = row.application;
  const showsBed = a.state === 'held' || a.state === 'allocated';
  return {
    id: a.id,
    state: a.state,
    preferences: a.preferences,
    place:
      showsBed && a.bedSpaceId && a.hostelId && row.hostel && row.bed
        ? {
            bedSpaceId: a.bedSpaceId,
            hostelId: a.hostelId,
            hostel: row.hostel,
            block: row.block ?? '',
            room: row.room ?? '',
            floor: row.floor ?? 0,
            roomType: row.roomType ?? '',
            bed: row.bed,
          }
        : null,
    heldUntil: a.state === 'held' && a.heldUntil ? a.heldUntil.toISOString() : null,
    fee:
      a.feeId && row.feeName && row.feeAmount !== null
        ? { id: a.feeId, name: row.feeName, amountKobo: row.feeAmount }
        : null,
    allocatedAt: a.allocatedAt?.toISOString() ?? null,
    verificationCode: a.state === 'allocated' ? a.verificationCode : null,
    createdAt: a.createdAt.toISOString(),
  };
}
