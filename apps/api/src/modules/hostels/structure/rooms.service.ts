import type {
  TCreateHostelRoom,
  THostelRoom,
  THostelRoomQuery,
  TUpdateHostelRoom,
} from '@campusflow/contracts';
import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import { hostelBlocks, hostelRooms, hostels } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { bedCounts, bedTally, times } from './bed-tally.ts';
import { assertRoomDeletable, fillBeds, lockHostels, removeBeds } from './room-beds.ts';
import { ownRoom, referencedBlock } from './school-record.ts';

export const roomNumberTaken = {
  hostel_rooms_block_number_key: {
    field: 'number',
    message: 'This block already has a room with this number.',
  },
};

function roomRows(db: DbOrTx) {
  return db
    .select({
      room: hostelRooms,
      hostelName: hostels.name,
      blockName: hostelBlocks.name,
      tally: bedTally('room_id', '"hostel_rooms"."id"'),
    })
    .from(hostelRooms)
    .innerJoin(hostels, eq(hostels.id, hostelRooms.hostelId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, hostelRooms.blockId))
    .$dynamic();
}

type RoomRow = Awaited<ReturnType<typeof roomRows>>[number];

const toRoom = ({ room, hostelName, blockName, tally }: RoomRow): THostelRoom => ({
  id: room.id,
  hostelId: room.hostelId,
  hostelName,
  blockId: room.blockId,
  blockName,
  number: room.number,
  floor: room.floor,
  capacity: room.capacity,
  roomType: room.roomType,
  beds: bedCounts(tally),
  held: tally.held,
  occupied: tally.occupied,
  ...times(room),
});

async function roomItem(db: DbOrTx, schoolId: string, id: string) {
  const [row] = await roomRows(db).where(
    and(eq(hostelRooms.id, id), eq(hostelRooms.schoolId, schoolId)),
  );
  if (!row) throw new AppError('not_found', { detail: 'This room was not found.' });
  return toRoom(row);
}

/** Rooms by hostel, block, floor and number (numbers by length first: 99 before 101). */
export function listRooms(ctx: ServiceContext, actor: Actor, query: THostelRoomQuery) {
  const where = and(
    eq(hostelRooms.schoolId, requireSchool(actor)),
    query.hostelId ? eq(hostelRooms.hostelId, query.hostelId) : undefined,
    query.blockId ? eq(hostelRooms.blockId, query.blockId) : undefined,
    query.q ? ilike(hostelRooms.number, `%${escapeLike(query.q)}%`) : undefined,
  );
  return paginate(
    query,
    roomRows(ctx.db)
      .where(where)
      .orderBy(
        asc(hostels.name),
        asc(hostelBlocks.name),
        asc(hostelRooms.floor),
        sql`length(${hostelRooms.number})`,
        asc(hostelRooms.number),
      ),
    ctx.db.$count(hostelRooms, where),
    toRoom,
  );
}

/** A room in a block of the school, with its `capacity` bed spaces labelled A, B, C... */
export async function createRoom(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateHostelRoom,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const block = await referencedBlock(tx, schoolId, input.blockId);
    let id = '';
    try {
      const [created] = await tx
        .insert(hostelRooms)
        .values({ ...input, schoolId, hostelId: block.hostelId })
        .returning({ id: hostelRooms.id });
      id = created?.id ?? '';
    } catch (error) {
      rethrowUniqueViolation(error, roomNumberTaken);
    }
    await fillBeds(tx, [id]);
    const item = await roomItem(tx, schoolId, id);
    await recordAudit(tx, audit, {
      action: 'hostel_room.create',
      entityType: 'hostel_room',
      entityId: id,
      after: item,
    });
    return item;
  });
}

/**
 * Changes a room; a new capacity adds bed spaces or removes free ones (never a bed a student
 * holds or occupies: `removeBeds`).
 */
export async function updateRoom(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  input: TUpdateHostelRoom,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const room = await ownRoom(tx, schoolId, id);
    const before = await roomItem(tx, schoolId, id);
    const capacity = input.capacity ?? room.capacity;
    if (capacity < room.capacity) {
      await lockHostels(tx, [room.hostelId]);
      await removeBeds(tx, room, room.capacity - capacity);
    }
    try {
      await tx
        .update(hostelRooms)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(hostelRooms.id, id));
    } catch (error) {
      rethrowUniqueViolation(error, roomNumberTaken);
    }
    if (capacity > room.capacity) await fillBeds(tx, [id]);
    const after = await roomItem(tx, schoolId, id);
    await recordAudit(tx, audit, {
      action: 'hostel_room.update',
      entityType: 'hostel_room',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/** Deletes a room and its bed spaces, unless a student has or had one of them. */
export async function deleteRoom(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const room = await ownRoom(tx, schoolId, id);
    await lockHostels(tx, [room.hostelId]);
    const before = await roomItem(tx, schoolId, id);
    await assertRoomDeletable(tx, id);
    await tx.delete(hostelRooms).where(eq(hostelRooms.id, id));
    await recordAudit(tx, audit, {
      action: 'hostel_room.delete',
      entityType: 'hostel_room',
      entityId: id,
      before,
    });
  });
}
