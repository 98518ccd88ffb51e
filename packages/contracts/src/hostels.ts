import * as z from 'zod/mini';
import { ZCourseFormCode } from './registration.ts';
import { ZFeeType } from './settings.ts';

// Hostel accommodation (docs/domain.md, "Hostel and transport"; decision 010).

export const hostelGenders = ['male', 'female'] as const;
export const ZHostelGender = z.enum(hostelGenders);

/** What the hostel admin sets on a bed space; whether it is held or occupied is its allocation. */
export const bedSpaceStatuses = ['available', 'reserved', 'out_of_order'] as const;
export const ZBedSpaceStatus = z.enum(bedSpaceStatuses);

export const hostelAllocationModes = ['first_come', 'ballot'] as const;
export const ZHostelAllocationMode = z.enum(hostelAllocationModes);

/** The quota groups of a session's rules: first year, final year and every other level. */
export const hostelLevelGroups = ['first_year', 'final_year', 'others'] as const;
export const ZHostelLevelGroup = z.enum(hostelLevelGroups);
export type THostelLevelGroup = z.infer<typeof ZHostelLevelGroup>;

/**
 * A student's application for a bed in a session:
 * - `pending`: in a ballot, waiting for the draw;
 * - `held`: a bed is held until `heldUntil` for the hostel fee to be paid;
 * - `allocated`: paid, the bed is the student's;
 * - `awaiting_bed`: paid after the hold lapsed and its bed went to someone else: the hostel
 *   admin allocates one (nothing paid is lost);
 * - `released`: the hold lapsed unpaid; `unsuccessful`: not drawn in the ballot;
 * - `vacated`: the student left the bed; `withdrawn`: the student withdrew before a bed.
 */
export const hostelApplicationStates = [
  'pending',
  'held',
  'allocated',
  'awaiting_bed',
  'released',
  'unsuccessful',
  'vacated',
  'withdrawn',
] as const;
export const ZHostelApplicationState = z.enum(hostelApplicationStates);
export type THostelApplicationState = z.infer<typeof ZHostelApplicationState>;

/** States that keep a student's place in the session (one at a time). */
export const activeHostelApplicationStates = [
  'pending',
  'held',
  'allocated',
  'awaiting_bed',
] as const satisfies readonly THostelApplicationState[];

/** The rules of a session, as the hostel admin sets them. Quotas are percentages of the beds. */
export const ZHostelQuotas = z.object({
  firstYear: z.int().check(z.gte(0), z.lte(100)),
  finalYear: z.int().check(z.gte(0), z.lte(100)),
  others: z.int().check(z.gte(0), z.lte(100)),
});
export type THostelQuotas = z.infer<typeof ZHostelQuotas>;

/** The place of a bed: hostel, block, room and bed label. */
export const ZBedPlace = z.object({
  bedSpaceId: z.uuid(),
  hostelId: z.uuid(),
  hostel: z.string(),
  block: z.string(),
  room: z.string(),
  floor: z.int(),
  roomType: z.string(),
  bed: z.string(),
});
export type TBedPlace = z.infer<typeof ZBedPlace>;

export const ZHostelApplication = z.object({
  id: z.uuid(),
  state: ZHostelApplicationState,
  preferences: z.array(z.uuid()),
  place: z.nullable(ZBedPlace),
  heldUntil: z.nullable(z.string()),
  /** The hostel fee to pay for the held bed (its price), once a bed is held. */
  fee: z.nullable(z.object({ id: z.uuid(), name: z.string(), amountKobo: z.int() })),
  allocatedAt: z.nullable(z.string()),
  /** The allocation slip's public check code, once allocated. */
  verificationCode: z.nullable(z.string()),
  createdAt: z.string(),
});
export type THostelApplication = z.infer<typeof ZHostelApplication>;

/** Why the student cannot apply now. */
export const hostelBlockers = [
  'not_enrolled',
  'no_rules',
  'not_yet_open',
  'closed',
  'gender_missing',
  'fees_unpaid',
] as const;
export const ZHostelBlocker = z.object({
  code: z.enum(hostelBlockers),
  message: z.string(),
  feeTypes: z.optional(z.array(ZFeeType)),
});

export const ZHostelChoice = z.object({
  id: z.uuid(),
  name: z.string(),
  gender: ZHostelGender,
  /** The lowest and highest price of its beds this session (kobo), null without a price. */
  priceFromKobo: z.nullable(z.int()),
  priceToKobo: z.nullable(z.int()),
  freeBeds: z.int(),
});

export const ZMyAccommodation = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  blockers: z.array(ZHostelBlocker),
  rules: z.nullable(
    z.object({
      mode: ZHostelAllocationMode,
      holdHours: z.int(),
      allowPreferences: z.boolean(),
      opensAt: z.nullable(z.string()),
      closesAt: z.nullable(z.string()),
      ballot: z.nullable(z.object({ drawnAt: z.string(), seed: z.string() })),
    }),
  ),
  hostels: z.array(ZHostelChoice),
  application: z.nullable(ZHostelApplication),
});
export type TMyAccommodation = z.infer<typeof ZMyAccommodation>;

export const ZApplyForBed = z.object({
  /** Hostels in order of preference, where the school allows; empty: any open to the student. */
  preferences: z.optional(z.array(z.uuid()).check(z.maxLength(5))),
});
export type TApplyForBed = z.infer<typeof ZApplyForBed>;

/** The public check of an allocation slip: the code printed on it (the course form's shape). */
export const ZAllocationSlipCodeParam = z.object({ code: ZCourseFormCode });

/** What the public check of an allocation slip shows. */
export const ZAllocationSlipCheck = z.object({
  valid: z.boolean(),
  school: z.string(),
  student: z.string(),
  matricNumber: z.nullable(z.string()),
  session: z.string(),
  place: z.string(),
  state: ZHostelApplicationState,
  allocatedAt: z.nullable(z.string()),
});
export type TAllocationSlipCheck = z.infer<typeof ZAllocationSlipCheck>;
