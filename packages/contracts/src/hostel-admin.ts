import * as z from 'zod/mini';
import {
  type hostelApplicationStates,
  type hostelLevelGroups,
  ZBedPlace,
  ZBedSpaceStatus,
  ZHostelAllocationMode,
  ZHostelApplicationState,
  ZHostelGender,
  ZHostelLevelGroup,
  ZHostelQuotas,
} from './hostels.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { ZFeeType } from './settings.ts';

// The hostel admin's rules and prices, occupancy, lists and manual allocations (issue 16).

const ZInstant = z.iso.datetime({ offset: true, error: 'Use a date and time.' });

/** A bed price: for a hostel and/or a room type; both null is the price of every bed. */
export const ZHostelPriceInput = z.object({
  hostelId: z.nullable(z.uuid({ error: 'Choose a hostel, or every hostel.' })),
  roomType: z.nullable(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Name the room type, or choose every room type.'),
        z.maxLength(40, 'At most 40 characters.'),
      ),
  ),
  amountKobo: z.int().check(z.gt(0, 'Enter an amount above zero.'), z.lte(10_000_000_000)),
});
export type THostelPriceInput = z.infer<typeof ZHostelPriceInput>;

const quotasAddUp = (q: { firstYear: number; finalYear: number; others: number }) =>
  q.firstYear + q.finalYear + q.others === 100;

/** The session's rules and its bed prices, saved together. */
export const ZSaveHostelRules = z
  .object({
    mode: ZHostelAllocationMode,
    holdHours: z
      .int('Whole hours.')
      .check(z.gte(1, 'At least 1 hour.'), z.lte(720, 'At most 720 hours (30 days).')),
    quotas: ZHostelQuotas.check(
      z.refine(quotasAddUp, { message: 'The three quotas must add up to 100 %.' }),
    ),
    requiredFeeTypes: z.array(ZFeeType).check(z.maxLength(9)),
    allowPreferences: z.boolean(),
    opensAt: z.nullable(ZInstant),
    closesAt: z.nullable(ZInstant),
    prices: z.array(ZHostelPriceInput).check(z.maxLength(200)),
  })
  .check(
    z.refine((r) => !r.opensAt || !r.closesAt || Date.parse(r.closesAt) > Date.parse(r.opensAt), {
      message: 'Applications must close after they open.',
      path: ['closesAt'],
    }),
    z.refine((r) => r.prices.some((p) => p.hostelId === null && p.roomType === null), {
      message: 'Set a price for every bed (every hostel, every room type).',
      path: ['prices'],
    }),
  );
export type TSaveHostelRules = z.infer<typeof ZSaveHostelRules>;

export const ZHostelPrice = z.object({
  id: z.uuid(),
  hostelId: z.nullable(z.uuid()),
  hostelName: z.nullable(z.string()),
  roomType: z.nullable(z.string()),
  amountKobo: z.int(),
  feeId: z.uuid(),
  feeName: z.string(),
});
export type THostelPrice = z.infer<typeof ZHostelPrice>;

export const ZHostelRulesView = z.object({
  session: z.object({ id: z.uuid(), name: z.string() }),
  /** False: nothing saved yet, the values are the defaults. */
  saved: z.boolean(),
  /** Applications exist this session: the mode can no longer change. */
  hasApplications: z.boolean(),
  mode: ZHostelAllocationMode,
  holdHours: z.int(),
  quotas: ZHostelQuotas,
  requiredFeeTypes: z.array(ZFeeType),
  allowPreferences: z.boolean(),
  opensAt: z.nullable(z.string()),
  closesAt: z.nullable(z.string()),
  prices: z.array(ZHostelPrice),
  /** What a price may name: the school's hostels and the room types in use. */
  hostels: z.array(z.object({ id: z.uuid(), name: z.string(), gender: ZHostelGender })),
  roomTypes: z.array(z.string()),
});
export type THostelRulesView = z.infer<typeof ZHostelRulesView>;

/** Beds by what they are now. `total` = free + held + occupied + reserved + outOfOrder. */
export const ZBedCounts = z.object({
  total: z.int(),
  free: z.int(),
  held: z.int(),
  occupied: z.int(),
  reserved: z.int(),
  outOfOrder: z.int(),
});
export type TBedCounts = z.infer<typeof ZBedCounts>;

export const ZLevelGroupQuota = z.object({
  levelGroup: ZHostelLevelGroup,
  percent: z.int(),
  /** floor(available beds × percent / 100), as an application is capped. */
  cap: z.int(),
  /** Held and occupied beds counted against the quota. */
  taken: z.int(),
  held: z.int(),
  occupied: z.int(),
});

export const ZHostelOccupancy = z.object({
  session: z.object({ id: z.uuid(), name: z.string() }),
  totals: ZBedCounts,
  /** Applications of the session by level group and state. */
  levelGroups: z.array(
    z.object({
      levelGroup: ZHostelLevelGroup,
      pending: z.int(),
      held: z.int(),
      allocated: z.int(),
      awaitingBed: z.int(),
    }),
  ),
  hostels: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      gender: ZHostelGender,
      beds: ZBedCounts,
      blocks: z.array(z.object({ id: z.uuid(), name: z.string(), beds: ZBedCounts })),
      quotas: z.array(ZLevelGroupQuota),
    }),
  ),
});
export type THostelOccupancy = z.infer<typeof ZHostelOccupancy>;

export const ZHostelApplicationsQuery = z.extend(ZPageQuery, {
  state: z.optional(ZHostelApplicationState),
  hostelId: z.optional(z.uuid()),
  levelGroup: z.optional(ZHostelLevelGroup),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type THostelApplicationsQuery = z.infer<typeof ZHostelApplicationsQuery>;

export const ZHostelApplicationRow = z.object({
  id: z.uuid(),
  studentId: z.uuid(),
  name: z.string(),
  matricNumber: z.nullable(z.string()),
  email: z.nullable(z.string()),
  level: z.int(),
  levelGroup: ZHostelLevelGroup,
  gender: ZHostelGender,
  state: ZHostelApplicationState,
  /** The bed held, occupied or (once ended) last occupied. */
  place: z.nullable(ZBedPlace),
  heldUntil: z.nullable(z.string()),
  amountKobo: z.nullable(z.int()),
  allocatedAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  paymentReference: z.nullable(z.string()),
  createdAt: z.string(),
});
export type THostelApplicationRow = z.infer<typeof ZHostelApplicationRow>;

export const ZHostelApplicationList = z.extend(pageOf(ZHostelApplicationRow), {
  /** Paid applications waiting for the admin to give a bed, whatever the filters. */
  awaitingBed: z.int(),
});
export type THostelApplicationList = z.infer<typeof ZHostelApplicationList>;

export const ZBedChoice = z.object({ bedSpaceId: z.uuid({ error: 'Choose a bed space.' }) });
export type TBedChoice = z.infer<typeof ZBedChoice>;

/** Place a student who has not applied: by matric number or id, in a given bed. */
export const ZPlaceStudent = z
  .object({
    studentMatric: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
    studentId: z.optional(z.uuid()),
    bedSpaceId: z.uuid({ error: 'Choose a bed space.' }),
  })
  .check(
    z.refine((b) => Boolean(b.studentMatric || b.studentId), {
      message: 'Enter the student’s matric number.',
      path: ['studentMatric'],
    }),
  );
export type TPlaceStudent = z.infer<typeof ZPlaceStudent>;

export const ZVacateBed = z.object({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(3, 'Say why the bed is vacated.'),
      z.maxLength(500, 'At most 500 characters.'),
    ),
});
export type TVacateBed = z.infer<typeof ZVacateBed>;

export const ZFreeBedsQuery = z.object({
  hostelId: z.optional(z.uuid()),
  gender: z.optional(ZHostelGender),
});

/** A bed no one holds or occupies: available, or reserved (the admin may use it). */
export const ZFreeBed = z.extend(ZBedPlace, { status: ZBedSpaceStatus });
export type TFreeBed = z.infer<typeof ZFreeBed>;
export const ZFreeBeds = z.object({
  items: z.array(ZFreeBed),
  /** More free beds than listed: narrow to a hostel. */
  truncated: z.boolean(),
});
export type TFreeBeds = z.infer<typeof ZFreeBeds>;

/** What the admin's list, its export and the badges call each state. */
export const hostelApplicationStateLabels: Record<
  (typeof hostelApplicationStates)[number],
  string
> = {
  pending: 'In the ballot',
  held: 'Bed held',
  allocated: 'Allocated',
  awaiting_bed: 'Paid, awaiting a bed',
  released: 'Hold released',
  unsuccessful: 'Not drawn',
  vacated: 'Vacated',
  withdrawn: 'Withdrawn',
};

export const hostelLevelGroupLabels: Record<(typeof hostelLevelGroups)[number], string> = {
  first_year: 'First year',
  final_year: 'Final year',
  others: 'Other levels',
};
