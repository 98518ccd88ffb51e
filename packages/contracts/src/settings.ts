import * as z from 'zod/mini';

export const feeTypes = [
  'application',
  'screening',
  'entrance',
  'acceptance',
  'tuition',
  'hostel',
  'transport',
  'late_registration',
  'other',
] as const;
export const ZFeeType = z.enum(feeTypes);
export type TFeeType = z.infer<typeof ZFeeType>;
/** Words for the fee types, on every page that names one. */
export const feeTypeLabels: Record<TFeeType, string> = {
  application: 'Application',
  screening: 'Screening',
  entrance: 'Entrance exam',
  acceptance: 'Acceptance',
  tuition: 'Tuition',
  hostel: 'Hostel',
  transport: 'Transport',
  late_registration: 'Late registration',
  other: 'Other',
};

export const DEFAULT_MATRIC_PATTERN = '{SCHOOLCODE}/{YY}/{DEPT}/{SEQ4}';

/** A school's rules (docs/domain.md, Messages, settings, logs). */
export const ZSchoolSettings = z.object({
  admissionStages: z._default(z.object({ screening: z.boolean(), entranceExam: z.boolean() }), {
    screening: true,
    entranceExam: false,
  }),
  /**
   * Weight of the UTME score (out of 400) in the ranking aggregate; the screening or entrance
   * score (out of 100) has the rest. Default 50/50.
   */
  utmeWeight: z._default(z.int().check(z.gte(0), z.lte(100)), 50),
  matricNumberPattern: z._default(
    z.string().check(z.trim(), z.minLength(3), z.maxLength(60)),
    DEFAULT_MATRIC_PATTERN,
  ),
  /** Which scheme grades students of each entry year: the latest `fromEntryYear` not after it. */
  gradingSchemes: z._default(
    z
      .array(
        z.object({
          schemeId: z.uuid({ error: 'Choose a scheme.' }),
          fromEntryYear: z.int().check(z.gte(1990), z.lte(2100)),
        }),
      )
      .check(z.maxLength(20)),
    [],
  ),
  feeTypesRequiredForRegistration: z._default(z.array(ZFeeType), ['tuition']),
  partialPaymentAllowed: z._default(z.boolean(), false),
  probationCgpa: z._default(z.number().check(z.gte(0), z.lte(10)), 1.5),
  /** The continuous assessment's maximum on score sheets; the exam has the rest of 100. */
  caMaxScore: z._default(z.int().check(z.gte(0), z.lte(60)), 30),
});
export type TSchoolSettings = z.infer<typeof ZSchoolSettings>;

export const ZSchoolSettingsView = z.object({
  settings: ZSchoolSettings,
  /** The pattern filled with example values. */
  matricExample: z.string(),
  schemes: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type TSchoolSettingsView = z.infer<typeof ZSchoolSettingsView>;

export const ZAcademicsOverview = z.object({
  counts: z.object({
    faculties: z.int(),
    departments: z.int(),
    programmes: z.int(),
    courses: z.int(),
    students: z.int(),
    lecturers: z.int(),
  }),
  currentSession: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** What still needs setting up, in order, each with the page that does it. */
  todo: z.array(z.object({ text: z.string(), path: z.string() })),
});
export type TAcademicsOverview = z.infer<typeof ZAcademicsOverview>;
