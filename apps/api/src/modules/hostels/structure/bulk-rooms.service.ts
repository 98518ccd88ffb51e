import type { TBulkRooms, TBulkRoomsResult } from '@campusflow/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { hostelBlocks, hostelRooms } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { violatesUnique } from '@/platform/crud/unique-violation.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { fillBeds } from './room-beds.ts';
import { referencedHostel } from './school-record.ts';

/** "101, 102 and 103", at most ten named. */
function nameNumbers(numbers: string[]): string {
  const shown = numbers.slice(0, 10);
  const more = numbers.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  if (shown.length === 1) return shown[0] ?? '';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function numbersTaken(numbers: string[], block: string): AppError {
  const message = `Room${numbers.length === 1 ? '' : 's'} ${nameNumbers(numbers)} already exist${numbers.length === 1 ? 's' : ''} in ${block}: choose other numbers.`;
  return new AppError('hostel_room_numbers_taken', { detail: message });
}

/** The block of this name in the hostel (any case), created when missing. */
async function blockNamed(tx: Tx, schoolId: string, hostelId: string, name: string) {
  const [created] = await tx
    .insert(hostelBlocks)
    .values({ schoolId, hostelId, name })
    .onConflictDoNothing()
    .returning({ id: hostelBlocks.id, name: hostelBlocks.name });
  if (created) return { ...created, created: true };
  const [found] = await tx
    .select({ id: hostelBlocks.id, name: hostelBlocks.name })
    .from(hostelBlocks)
    .where(
      and(eq(hostelBlocks.hostelId, hostelId), sql`lower(${hostelBlocks.name}) = lower(${name})`),
    );
  if (!found) throw new Error('block neither created nor found');
  return { ...found, created: false };
}

/**
 * Rooms `fromNumber`..`toNumber` of a block (created if missing) with their bed spaces, in one
 * transaction of a few statements. Nothing is skipped: if a number exists already, nothing is
 * created and the 409 names the numbers.
 */
export async function createRoomsInBulk(
  ctx: ServiceContext,
  actor: Actor,
  input: TBulkRooms,
  audit: AuditContext,
): Promise<TBulkRoomsResult> {
  const schoolId = requireSchool(actor);
  const prefix = input.prefix ?? '';
  const numbers = Array.from(
    { length: input.toNumber - input.fromNumber + 1 },
    (_, i) => `${prefix}${input.fromNumber + i}`,
  );
  return inTransaction(ctx.db, async (tx) => {
    const hostel = await referencedHostel(tx, schoolId, input.hostelId);
    const block = await blockNamed(tx, schoolId, hostel.id, input.block);
    const taken = await tx
      .select({ number: hostelRooms.number })
      .from(hostelRooms)
      .where(
        and(
          eq(hostelRooms.blockId, block.id),
          inArray(
            sql`lower(${hostelRooms.number})`,
            numbers.map((n) => n.toLowerCase()),
          ),
        ),
      )
      .orderBy(sql`length(${hostelRooms.number})`, hostelRooms.number);
    if (taken.length > 0)
      throw numbersTaken(
        taken.map((r) => r.number),
        block.name,
      );
    let roomIds: string[] = [];
    try {
      const rows = await tx
        .insert(hostelRooms)
        .values(
          numbers.map((number) => ({
            schoolId,
            hostelId: hostel.id,
            blockId: block.id,
            number,
            floor: input.floor,
            capacity: input.capacity,
            roomType: input.roomType,
          })),
        )
        .returning({ id: hostelRooms.id });
      roomIds = rows.map((r) => r.id);
    } catch (error) {
      // Another request added one of these numbers meanwhile.
      if (violatesUnique(error, 'hostel_rooms_block_number_key'))
        throw new AppError('hostel_room_numbers_taken');
      throw error;
    }
    const beds = await fillBeds(tx, roomIds);
    const result = { blockId: block.id, blockCreated: block.created, rooms: roomIds.length, beds };
    await recordAudit(tx, audit, {
      action: 'hostel_room.bulk_create',
      entityType: 'hostel_block',
      entityId: block.id,
      after: { ...input, hostel: hostel.name, block: block.name, ...result },
    });
    return result;
  });
}
