import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { ZBedSpaceStatus, ZHostelGender } from './hostels.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

// The hostel admin's reference data (issue 16): hostels, blocks, rooms and bed spaces, on
// /api/v1/hostels/structure.

/** Beds in a room: one to twenty, labelled A, B, C... */
export const MAX_ROOM_CAPACITY = 20;
/** Rooms one bulk creation may add. */
export const MAX_BULK_ROOMS = 500;
/** Bed spaces (or rooms) one status change may name. */
export const MAX_BED_STATUS_IDS = 1000;

export type TBedSpaceStatus = z.infer<typeof ZBedSpaceStatus>;

const times = { createdAt: z.string(), updatedAt: z.string() };

const text = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .check(
      z.trim(),
      z.minLength(1, `Enter the ${what}.`),
      z.maxLength(max, `At most ${max} characters.`),
    );

const hostelName = z
  .string({ error: 'Enter the hostel name.' })
  .check(
    z.trim(),
    z.minLength(2, 'Enter the hostel name.'),
    z.maxLength(150, 'At most 150 characters.'),
  );

const capacity = z
  .number({ error: 'Enter the beds per room.' })
  .check(
    z.int('Whole beds.'),
    z.gte(1, 'At least one bed.'),
    z.lte(MAX_ROOM_CAPACITY, `At most ${MAX_ROOM_CAPACITY} beds.`),
  );

const floor = z
  .number({ error: 'Enter the floor (0 for the ground floor).' })
  .check(z.int('A whole floor number.'), z.gte(-2, 'At least -2.'), z.lte(50, 'At most 50.'));

const roomType = text('room type, e.g. standard', 40);

/** Bed spaces by the admin's status. */
export const ZBedStatusCounts = z.object({
  total: z.int(),
  available: z.int(),
  reserved: z.int(),
  outOfOrder: z.int(),
});
export type TBedStatusCounts = z.infer<typeof ZBedStatusCounts>;

// Hostels (generic CRUD)

export const ZHostel = z.object({
  id: z.uuid(),
  status: ZRecordStatus,
  name: z.string(),
  gender: ZHostelGender,
  blockCount: z.int(),
  roomCount: z.int(),
  beds: ZBedStatusCounts,
  ...times,
});
export type THostel = z.infer<typeof ZHostel>;
export const ZHostelList = pageOf(ZHostel);
export const ZHostelQuery = z.extend(ZListQuery, { gender: z.optional(ZHostelGender) });
export const ZCreateHostel = z.object({
  name: hostelName,
  gender: ZHostelGender,
});
export type TCreateHostel = z.infer<typeof ZCreateHostel>;
export const ZUpdateHostel = z.partial(z.extend(ZCreateHostel, { status: ZRecordStatus }));
export type TUpdateHostel = z.infer<typeof ZUpdateHostel>;

// Blocks

export const ZHostelBlock = z.object({
  id: z.uuid(),
  hostelId: z.uuid(),
  hostelName: z.string(),
  name: z.string(),
  roomCount: z.int(),
  bedCount: z.int(),
  ...times,
});
export type THostelBlock = z.infer<typeof ZHostelBlock>;
export const ZHostelBlockList = pageOf(ZHostelBlock);
export const ZHostelBlockQuery = z.extend(ZPageQuery, {
  hostelId: z.optional(z.uuid()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type THostelBlockQuery = z.infer<typeof ZHostelBlockQuery>;
export const ZCreateHostelBlock = z.object({
  hostelId: z.uuid({ error: 'Choose the hostel.' }),
  name: text('block name', 60),
});
export type TCreateHostelBlock = z.infer<typeof ZCreateHostelBlock>;
export const ZUpdateHostelBlock = z.partial(z.object({ name: text('block name', 60) }));
export type TUpdateHostelBlock = z.infer<typeof ZUpdateHostelBlock>;

// Rooms

export const ZHostelRoom = z.object({
  id: z.uuid(),
  hostelId: z.uuid(),
  hostelName: z.string(),
  blockId: z.uuid(),
  blockName: z.string(),
  number: z.string(),
  floor: z.int(),
  capacity: z.int(),
  roomType: z.string(),
  beds: ZBedStatusCounts,
  /** Beds a student holds (unpaid) or occupies (allocated). */
  held: z.int(),
  occupied: z.int(),
  ...times,
});
export type THostelRoom = z.infer<typeof ZHostelRoom>;
export const ZHostelRoomList = pageOf(ZHostelRoom);
export const ZHostelRoomQuery = z.extend(ZPageQuery, {
  hostelId: z.optional(z.uuid()),
  blockId: z.optional(z.uuid()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type THostelRoomQuery = z.infer<typeof ZHostelRoomQuery>;
const roomNumber = text('room number', 20);
export const ZCreateHostelRoom = z.object({
  blockId: z.uuid({ error: 'Choose the block.' }),
  number: roomNumber,
  floor,
  capacity,
  roomType,
});
export type TCreateHostelRoom = z.infer<typeof ZCreateHostelRoom>;
export const ZUpdateHostelRoom = z.partial(
  z.object({ number: roomNumber, floor, capacity, roomType }),
);
export type TUpdateHostelRoom = z.infer<typeof ZUpdateHostelRoom>;

/** Rooms `fromNumber`..`toNumber` (with an optional prefix) in a block, created if missing. */
export const ZBulkRooms = z
  .object({
    hostelId: z.uuid({ error: 'Choose the hostel.' }),
    block: text('block name', 60),
    floor,
    fromNumber: z
      .number({ error: 'Enter the first room number.' })
      .check(z.int('A whole number.'), z.gte(0, 'Not negative.'), z.lte(99_999, 'Too large.')),
    toNumber: z
      .number({ error: 'Enter the last room number.' })
      .check(z.int('A whole number.'), z.gte(0, 'Not negative.'), z.lte(99_999, 'Too large.')),
    prefix: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(10, 'At most 10 characters.'),
          z.regex(/^[A-Za-z0-9-]*$/, 'Letters, digits and dashes only.'),
        ),
    ),
    capacity,
    roomType,
  })
  .check(
    z.refine((v) => v.toNumber >= v.fromNumber, {
      message: 'The last room number comes after the first.',
      path: ['toNumber'],
    }),
    z.refine((v) => v.toNumber - v.fromNumber < MAX_BULK_ROOMS, {
      message: `At most ${MAX_BULK_ROOMS} rooms at a time.`,
      path: ['toNumber'],
    }),
  );
export type TBulkRooms = z.infer<typeof ZBulkRooms>;
export const ZBulkRoomsResult = z.object({
  blockId: z.uuid(),
  blockCreated: z.boolean(),
  rooms: z.int(),
  beds: z.int(),
});
export type TBulkRoomsResult = z.infer<typeof ZBulkRoomsResult>;

// Bed spaces

/** Whether a student has the bed: free, held (unpaid) or occupied (allocated). */
export const bedOccupancies = ['free', 'held', 'occupied'] as const;
export const ZBedOccupancy = z.enum(bedOccupancies);
export type TBedOccupancy = z.infer<typeof ZBedOccupancy>;

export const ZBedSpace = z.object({
  id: z.uuid(),
  label: z.string(),
  status: ZBedSpaceStatus,
  occupancy: ZBedOccupancy,
  hostelId: z.uuid(),
  hostelName: z.string(),
  blockId: z.uuid(),
  blockName: z.string(),
  roomId: z.uuid(),
  roomNumber: z.string(),
  floor: z.int(),
});
export type TBedSpace = z.infer<typeof ZBedSpace>;
export const ZBedSpaceList = pageOf(ZBedSpace);
export const ZBedSpaceQuery = z.extend(ZPageQuery, {
  hostelId: z.optional(z.uuid()),
  blockId: z.optional(z.uuid()),
  roomId: z.optional(z.uuid()),
  status: z.optional(ZBedSpaceStatus),
});
export type TBedSpaceQuery = z.infer<typeof ZBedSpaceQuery>;

const ids = (what: string) =>
  z
    .array(z.uuid(`Not a valid ${what} id.`))
    .check(
      z.minLength(1, `Choose at least one ${what}.`),
      z.maxLength(MAX_BED_STATUS_IDS, `At most ${MAX_BED_STATUS_IDS} at a time.`),
    );

/** Sets the status of some bed spaces, named one by one or by their rooms. */
export const ZSetBedStatus = z
  .object({
    bedIds: z.optional(ids('bed space')),
    roomIds: z.optional(ids('room')),
    status: ZBedSpaceStatus,
  })
  .check(
    z.refine((v) => (v.bedIds ? 1 : 0) + (v.roomIds ? 1 : 0) === 1, {
      message: 'Choose bed spaces or rooms.',
      path: ['bedIds'],
    }),
  );
export type TSetBedStatus = z.infer<typeof ZSetBedStatus>;
export const ZSetBedStatusResult = z.object({ updated: z.int() });
export type TSetBedStatusResult = z.infer<typeof ZSetBedStatusResult>;
