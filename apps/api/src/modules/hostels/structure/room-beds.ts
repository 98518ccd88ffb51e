import { and, eq, inArray, sql } from 'drizzle-orm';
import { bedSpaces, hostelOccupancy } from '@/modules/hostels/hostels.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

/**
 * Takes the occupancy locks of these hostels (every session), the lock `findBedUnderLock`
 * takes before it picks a bed: a student cannot take a bed this change removes or closes
 * until it commits, and then sees it gone or closed.
 */
export async function lockHostels(tx: Tx, hostelIds: string[]) {
  if (hostelIds.length === 0) return;
  await tx
    .select({ one: sql`1` })
    .from(hostelOccupancy)
    .where(inArray(hostelOccupancy.hostelId, hostelIds))
    .for('update');
}

/**
 * Brings each room's bed spaces up to its capacity in one statement, with the first labels
 * (A, B, C...) the room does not use: a new room gets A..capacity, a raised one its gaps and
 * next letters. Returns the beds added.
 */
export async function fillBeds(tx: Tx, roomIds: string[]): Promise<number> {
  if (roomIds.length === 0) return 0;
  const ids = sql.join(
    roomIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const added = await tx.execute(sql`
    insert into bed_spaces (school_id, hostel_id, block_id, room_id, label)
    select r.school_id, r.hostel_id, r.block_id, r.id, l.label
    from hostel_rooms r
    cross join lateral (
      select chr(64 + n) as label
      from generate_series(1, 20) n
      where not exists (select 1 from bed_spaces b where b.room_id = r.id and b.label = chr(64 + n))
      order by n
      limit greatest(0, r.capacity - (select count(*) from bed_spaces b where b.room_id = r.id))
    ) l
    where r.id in (${ids})
    returning id`);
  return rowsOf(added).length;
}

/** Rows of `tx.execute`, whichever driver (node-postgres or PGlite) answered. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/** The room's beds with whether a student has them now, or ever had. */
async function bedsOf(tx: Tx, roomId: string) {
  return tx
    .select({
      id: bedSpaces.id,
      label: bedSpaces.label,
      active: sql<boolean>`exists (select 1 from hostel_applications a
        where a.bed_space_id = "bed_spaces"."id" and a.state in ('held', 'allocated'))`,
      used: sql<boolean>`exists (select 1 from hostel_applications a
        where a.bed_space_id = "bed_spaces"."id")`,
    })
    .from(bedSpaces)
    .where(eq(bedSpaces.roomId, roomId));
}

/**
 * Removes `count` bed spaces of a room, the last labels first among those no application has
 * ever named: a held or occupied bed is never removed (409), and nor is one with past
 * residents on record (their history names it).
 */
export async function removeBeds(tx: Tx, room: { id: string; number: string }, count: number) {
  const beds = await bedsOf(tx, room.id);
  const busy = beds.filter((b) => b.active).length;
  if (beds.length - busy < count) {
    throw new AppError('hostel_beds_in_use', {
      detail: `Students hold or occupy ${busy} bed space${busy === 1 ? '' : 's'} in room ${room.number}: it cannot have fewer than ${busy} beds until they move or vacate.`,
    });
  }
  const removable = beds
    .filter((b) => !b.used)
    .sort((a, b) => b.label.localeCompare(a.label))
    .slice(0, count);
  if (removable.length < count) throw new AppError('hostel_beds_have_history');
  await tx.delete(bedSpaces).where(
    and(
      eq(bedSpaces.roomId, room.id),
      inArray(
        bedSpaces.id,
        removable.map((b) => b.id),
      ),
    ),
  );
}

/** A room may be deleted only while no application names its beds, now or in the past. */
export async function assertRoomDeletable(tx: Tx, roomId: string) {
  const beds = await bedsOf(tx, roomId);
  const busy = beds.filter((b) => b.active).length;
  if (busy > 0) {
    throw new AppError('hostel_beds_in_use', {
      detail: `Students hold or occupy ${busy} bed space${busy === 1 ? '' : 's'} in this room: move or vacate them before deleting it.`,
    });
  }
  if (beds.some((b) => b.used)) throw new AppError('hostel_beds_have_history');
}
