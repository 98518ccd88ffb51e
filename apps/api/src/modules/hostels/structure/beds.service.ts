import type { TBedSpace, TBedSpaceQuery, TSetBedStatus } from '@campusflow/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { bedIsFree } from '@/modules/hostels/beds/session-setup.ts';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { lockHostels } from './room-beds.ts';

/** Bed spaces with their place, the admin's status and whether a student has them. */
export function listBeds(ctx: ServiceContext, actor: Actor, query: TBedSpaceQuery) {
  const where = and(
    eq(bedSpaces.schoolId, requireSchool(actor)),
    query.hostelId ? eq(bedSpaces.hostelId, query.hostelId) : undefined,
    query.blockId ? eq(bedSpaces.blockId, query.blockId) : undefined,
    query.roomId ? eq(bedSpaces.roomId, query.roomId) : undefined,
    query.status ? eq(bedSpaces.status, query.status) : undefined,
  );
  const rows = ctx.db
    .select({
      bed: bedSpaces,
      hostelName: hostels.name,
      blockName: hostelBlocks.name,
      roomNumber: hostelRooms.number,
      floor: hostelRooms.floor,
      state: hostelApplications.state,
    })
    .from(bedSpaces)
    .innerJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .leftJoin(
      hostelApplications,
      and(
        eq(hostelApplications.bedSpaceId, bedSpaces.id),
        inArray(hostelApplications.state, ['held', 'allocated']),
      ),
    )
    .where(where)
    .orderBy(
      asc(hostels.name),
      asc(hostelBlocks.name),
      asc(hostelRooms.floor),
      sql`length(${hostelRooms.number})`,
      asc(hostelRooms.number),
      asc(bedSpaces.label),
    );
  return paginate(
    query,
    rows,
    ctx.db.$count(bedSpaces, where),
    (row): TBedSpace => ({
      id: row.bed.id,
      label: row.bed.label,
      status: row.bed.status,
      occupancy: row.state === 'allocated' ? 'occupied' : row.state === 'held' ? 'held' : 'free',
      hostelId: row.bed.hostelId,
      hostelName: row.hostelName,
      blockId: row.bed.blockId,
      blockName: row.blockName,
      roomId: row.bed.roomId,
      roomNumber: row.roomNumber,
      floor: row.floor,
    }),
  );
}

/**
 * Sets the admin's status of bed spaces named one by one or by room, in one statement. Every
 * id must be the school's (else 404, nothing changed). A bed a student holds or occupies may
 * be made available, never reserved or out of order: move or vacate the student first.
 */
export async function setBedStatus(
  ctx: ServiceContext,
  actor: Actor,
  input: TSetBedStatus,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  const byRoom = !input.bedIds;
  const ids = [...new Set(input.bedIds ?? input.roomIds ?? [])];
  const named = byRoom ? inArray(bedSpaces.roomId, ids) : inArray(bedSpaces.id, ids);
  const scope = and(eq(bedSpaces.schoolId, schoolId), named);
  return inTransaction(ctx.db, async (tx) => {
    const table = byRoom ? hostelRooms : bedSpaces;
    const found = await tx.$count(table, and(eq(table.schoolId, schoolId), inArray(table.id, ids)));
    if (found !== ids.length) {
      throw new AppError('not_found', {
        detail: `${ids.length - found} of these ${byRoom ? 'rooms' : 'bed spaces'} were not found.`,
      });
    }
    const hostelIds = await tx
      .selectDistinct({ id: bedSpaces.hostelId })
      .from(bedSpaces)
      .where(scope);
    await lockHostels(
      tx,
      hostelIds.map((h) => h.id),
    );
    const changing = and(scope, ne(bedSpaces.status, input.status));
    if (input.status !== 'available') {
      const busy = await tx.$count(bedSpaces, and(changing, sql`not ${bedIsFree}`));
      if (busy > 0) {
        throw new AppError('hostel_beds_in_use', {
          detail: `Students hold or occupy ${busy} of these bed spaces: move or vacate them first, or leave out the beds in use. Nothing was changed.`,
        });
      }
    }
    const updated = await tx
      .update(bedSpaces)
      .set({ status: input.status, updatedAt: new Date() })
      .where(changing)
      .returning({ id: bedSpaces.id });
    await recordAudit(tx, audit, {
      action: 'bed_space.set_status',
      entityType: byRoom ? 'hostel_room' : 'bed_space',
      after: {
        status: input.status,
        [byRoom ? 'roomIds' : 'bedIds']: ids,
        updated: updated.length,
      },
    });
    return { updated: updated.length };
  });
}
