import type { TCreateHostel, THostel, TListQuery, TUpdateHostel } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import {
  hostelApplications,
  hostelBlocks,
  hostelOccupancy,
  hostelPrices,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import type { ResourceSpec } from '@/platform/crud/school-resource.ts';
import { type BedTally, bedCounts, bedTally, childCount, times } from './bed-tally.ts';

type HostelRow = {
  hostel: typeof hostels.$inferSelect;
  blockCount: number;
  roomCount: number;
  tally: BedTally;
};

/** Hostels on the generic CRUD, with their blocks, rooms and bed spaces by status. */
export const hostelSpec: ResourceSpec<
  HostelRow,
  THostel,
  TListQuery & { gender?: 'male' | 'female' },
  TCreateHostel,
  TUpdateHostel
> = {
  entity: 'hostel',
  noun: 'hostel',
  table: hostels,
  select: (db) =>
    db
      .select({
        hostel: hostels,
        blockCount: childCount('hostel_blocks', 'hostel_id', '"hostels"."id"'),
        roomCount: childCount('hostel_rooms', 'hostel_id', '"hostels"."id"'),
        tally: bedTally('hostel_id', '"hostels"."id"'),
      })
      .from(hostels)
      .$dynamic(),
  toItem: ({ hostel, blockCount, roomCount, tally }) => ({
    id: hostel.id,
    status: hostel.status,
    name: hostel.name,
    gender: hostel.gender,
    blockCount,
    roomCount,
    beds: bedCounts(tally),
    ...times(hostel),
  }),
  search: [hostels.name],
  sortable: { name: hostels.name, gender: hostels.gender, createdAt: hostels.createdAt },
  defaultSort: 'name',
  filters: (query) => [query.gender ? eq(hostels.gender, query.gender) : undefined],
  uniques: {
    hostels_school_name_key: { field: 'name', message: 'A hostel with this name already exists.' },
  },
  // Rooms first: the usual reason. Blocks, prices and applications also keep a hostel.
  dependents: [
    { table: hostelRooms, column: hostelRooms.hostelId, message: 'This hostel has rooms.' },
    { table: hostelBlocks, column: hostelBlocks.hostelId, message: 'This hostel has blocks.' },
    {
      table: hostelApplications,
      column: hostelApplications.hostelId,
      message: 'Students have applied for this hostel.',
    },
    {
      table: hostelOccupancy,
      column: hostelOccupancy.hostelId,
      message: 'Students have applied for this hostel.',
    },
    { table: hostelPrices, column: hostelPrices.hostelId, message: 'This hostel has prices.' },
  ],
};
