import * as z from 'zod/mini';
import { ZFeeType } from './settings.ts';

export const courseRegistrationStates = ['draft', 'submitted', 'approved', 'returned'] as const;
export const ZRegistrationState = z.enum(courseRegistrationStates);
export type TRegistrationState = z.infer<typeof ZRegistrationState>;

export const registrationItemCategories = ['compulsory', 'elective', 'carry_over'] as const;

/** Why the student cannot register now, each with the message the page shows. */
export const registrationBlockers = [
  'not_enrolled',
  'no_period',
  'not_yet_open',
  'closed',
  'passport_missing',
  'fees_unpaid',
] as const;

export const ZRegistrationBlocker = z.object({
  code: z.enum(registrationBlockers),
  message: z.string(),
  /** For `fees_unpaid`: the fee types still to pay. */
  feeTypes: z.optional(z.array(ZFeeType)),
});

export const ZMyRegistrationPeriod = z.object({
  id: z.uuid(),
  semesterId: z.uuid(),
  semester: z.int(),
  opensAt: z.string(),
  closesAt: z.string(),
  lateClosesAt: z.nullable(z.string()),
  lateFeeKobo: z.nullable(z.int()),
  window: z.enum(['upcoming', 'open', 'late', 'closed']),
});

export const ZRegistrationOffer = z.object({
  courseId: z.uuid(),
  code: z.string(),
  title: z.string(),
  units: z.int(),
  category: z.enum(registrationItemCategories),
  /** Chosen in the saved registration, or preselected (compulsory) when none is saved. */
  chosen: z.boolean(),
  prerequisites: z.array(z.object({ id: z.uuid(), code: z.string() })),
  /** False until every prerequisite is passed (none can be before results exist). */
  prerequisitesMet: z.boolean(),
  seatsTaken: z.int(),
  /** Null: no limit. */
  capacity: z.nullable(z.int()),
  /**
   * The student's place on the course's waiting list (1 is next), or null when not on it.
   * `heldUntil` is set when a freed seat is held for the student: adding the course before then
   * takes it.
   */
  waitlist: z.nullable(z.object({ position: z.int(), heldUntil: z.nullable(z.string()) })),
});

export const ZRegistration = z.object({
  id: z.uuid(),
  state: ZRegistrationState,
  returnReason: z.nullable(z.string()),
  totalUnits: z.int(),
  courseIds: z.array(z.uuid()),
  submittedAt: z.nullable(z.string()),
  /** When the HOD last approved or returned it. */
  reviewedAt: z.nullable(z.string()),
  updatedAt: z.string(),
});
export type TRegistration = z.infer<typeof ZRegistration>;

export const ZMyRegistration = z.object({
  /** Empty when the student may register now. */
  blockers: z.array(ZRegistrationBlocker),
  period: z.nullable(ZMyRegistrationPeriod),
  registration: z.nullable(ZRegistration),
  /** Null when the student is not enrolled or no period names a semester. */
  proposal: z.nullable(
    z.object({
      level: z.int(),
      minUnits: z.int(),
      maxUnits: z.int(),
      courses: z.array(ZRegistrationOffer),
    }),
  ),
});
export type TMyRegistration = z.infer<typeof ZMyRegistration>;

export const ZSaveRegistration = z.object({
  courseIds: z.array(z.uuid()).check(z.maxLength(60)),
});
export type TSaveRegistration = z.infer<typeof ZSaveRegistration>;

/** Submit the saved draft, or these courses at once. */
export const ZSubmitRegistration = z.object({
  courseIds: z.optional(z.array(z.uuid()).check(z.maxLength(60))),
});

/** A place on a full course's waiting list, from joining to a seat taken, lapsed or left. */
export const waitlistEntryStates = ['waiting', 'held', 'taken', 'lapsed', 'left'] as const;

/** The student's place on a course's waiting list (1 is next); `heldUntil` while a seat is held. */
export const ZWaitlistPlace = z.object({
  courseId: z.uuid(),
  position: z.int(),
  heldUntil: z.nullable(z.string()),
});
export type TWaitlistPlace = z.infer<typeof ZWaitlistPlace>;

/** Joining a full course's waiting list. */
export const ZJoinWaitlist = z.object({ courseId: z.uuid() });
export type TJoinWaitlist = z.infer<typeof ZJoinWaitlist>;

/** The letters of a course form's verification code (Crockford's: no I, L, O, U). */
export const courseFormCodeAlphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A course form's verification code as typed or scanned: `XXXX-XXXX-XXXX`, any case. */
export const ZCourseFormCode = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(
      /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/,
      'This is not a course form code.',
    ),
  );
