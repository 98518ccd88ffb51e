import type { TFreeBeds } from '@campusflow/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bedIsFree } from '@/modules/hostels/beds/session-setup.ts';
import { bedSpaces, hostelBlocks, hostelRooms, hostels } from '@/modules/hostels/hostels.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const LIMIT = 300;

/**
 * Beds no one holds or occupies, of the school's open hostels (one hostel or one gender's), for
 * the admin's bed picker: available ones, and reserved ones, which only the admin may give.
 */
export async function freeBeds(
  ctx: ServiceContext,
  actor: Actor,
  query: { hostelId?: string; gender?: 'male' | 'female' },
): Promise<TFreeBeds> {
  const schoolId = requireSchool(actor);
  const rows = await ctx.db
    .select({
      bedSpaceId: bedSpaces.id,
      hostelId: hostels.id,
      hostel: hostels.name,
      block: hostelBlocks.name,
      room: hostelRooms.number,
      floor: hostelRooms.floor,
      roomType: hostelRooms.roomType,
      bed: bedSpaces.label,
      status: bedSpaces.status,
    })
    .from(bedSpaces)
    .innerJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .where(
      and(
        eq(bedSpaces.schoolId, schoolId),
        eq(hostels.status, 'active'),
        query.hostelId ? eq(hostels.id, query.hostelId) : undefined,
        query.gender ? eq(hostels.gender, query.gender) : undefined,
        inArray(bedSpaces.status, ['available', 'reserved']),
        bedIsFree,
      ),
    )
    .orderBy(
      asc(hostels.name),
      asc(hostelBlocks.name),
      asc(hostelRooms.floor),
      asc(hostelRooms.number),
      asc(bedSpaces.label),
    )
    .limit(LIMIT + 1);
  return { items: rows.slice(0, LIMIT), truncated: rows.length > LIMIT };
}
