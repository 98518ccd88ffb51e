import type { TBedStatusCounts } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';

/** A parent's bed spaces by the admin's status, and how many students hold or occupy. */
export type BedTally = TBedStatusCounts & { held: number; occupied: number };

/**
 * The bed spaces whose `column` is the outer row's id (`outer`, qualified by hand: drizzle
 * leaves outer columns bare), counted in one correlated subquery per row.
 */
export const bedTally = (column: 'hostel_id' | 'block_id' | 'room_id', outer: string) =>
  sql<BedTally>`(
    select json_build_object(
      'total', count(*),
      'available', count(*) filter (where b.status = 'available'),
      'reserved', count(*) filter (where b.status = 'reserved'),
      'outOfOrder', count(*) filter (where b.status = 'out_of_order'),
      'held', count(a.id) filter (where a.state = 'held'),
      'occupied', count(a.id) filter (where a.state = 'allocated'))
    from bed_spaces b
    left join hostel_applications a
      on a.bed_space_id = b.id and a.state in ('held', 'allocated')
    where b.${sql.raw(column)} = ${sql.raw(outer)})`;

/** The admin's counts of a tally, as lists show them. */
export const bedCounts = (tally: BedTally): TBedStatusCounts => ({
  total: tally.total,
  available: tally.available,
  reserved: tally.reserved,
  outOfOrder: tally.outOfOrder,
});

/** Children of the outer row in `table` (a hostel's blocks, a block's rooms). */
export const childCount = (table: string, column: string, outer: string) =>
  sql<number>`(select count(*)::int from ${sql.raw(table)} c where c.${sql.raw(column)} = ${sql.raw(outer)})`;

export const times = (row: { createdAt: Date; updatedAt: Date }) => ({
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
