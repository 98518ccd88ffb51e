import * as z from 'zod/mini';
import { ZListQuery, ZRecordStatus } from './academics.ts';
import { calendarDay } from './dates.ts';
import { pageOf } from './pagination.ts';

const base = { id: z.uuid(), status: ZRecordStatus, createdAt: z.string(), updatedAt: z.string() };

/** A calendar date, YYYY-MM-DD. */
const ZDate = calendarDay();
const optionalDate = z.optional(z.nullable(ZDate));

type Dated = { startsOn?: string | null; endsOn?: string | null };
const datesInOrder = () =>
  z.refine<Dated>((v) => !v.startsOn || !v.endsOn || v.startsOn <= v.endsOn, {
    message: 'The end comes before the start.',
    path: ['endsOn'],
  });

// Academic years: 2025/2026

export const ZAcademicYear = z.object({
  ...base,
  /** The label, e.g. 2025/2026 (spec section 9); `name` for lists. */
  name: z.string(),
  startYear: z.int(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  sessionCount: z.int(),
});
export type TAcademicYear = z.infer<typeof ZAcademicYear>;
export const ZAcademicYearList = pageOf(ZAcademicYear);
export type TAcademicYearList = z.infer<typeof ZAcademicYearList>;
export const ZCreateAcademicYear = z
  .object({
    startYear: z
      .number({ error: 'Enter the first year, e.g. 2025.' })
      .check(z.int(), z.gte(1990, 'From 1990.'), z.lte(2100, 'Until 2100.')),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .check(datesInOrder());
export type TCreateAcademicYear = z.infer<typeof ZCreateAcademicYear>;
export const ZUpdateAcademicYear = z.partial(
  z.object({ startsOn: z.nullable(ZDate), endsOn: z.nullable(ZDate), status: ZRecordStatus }),
);
export type TUpdateAcademicYear = z.infer<typeof ZUpdateAcademicYear>;

// Sessions: "2025/2026 Regular", one current per school

export const ZSession = z.object({
  ...base,
  name: z.string(),
  academicYearId: z.uuid(),
  academicYearLabel: z.string(),
  isCurrent: z.boolean(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
  semesterCount: z.int(),
});
export type TSession = z.infer<typeof ZSession>;
export const ZSessionList = pageOf(ZSession);
export type TSessionList = z.infer<typeof ZSessionList>;
export const ZSessionQuery = z.extend(ZListQuery, { academicYearId: z.optional(z.uuid()) });
export const ZCreateSession = z
  .object({
    academicYearId: z.uuid({ error: 'Choose the academic year.' }),
    name: z
      .string({ error: 'Name the session, e.g. 2025/2026 Regular.' })
      .check(
        z.trim(),
        z.minLength(2, 'Name the session, e.g. 2025/2026 Regular.'),
        z.maxLength(80),
      ),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .check(datesInOrder());
export type TCreateSession = z.infer<typeof ZCreateSession>;
export const ZUpdateSession = z.partial(
  z.object({
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(80)),
    startsOn: z.nullable(ZDate),
    endsOn: z.nullable(ZDate),
    status: ZRecordStatus,
  }),
);
export type TUpdateSession = z.infer<typeof ZUpdateSession>;

// Semesters: First, Second (and Third) of a session

export const semesterNames = ['First semester', 'Second semester', 'Third semester'] as const;

export const ZSemester = z.object({
  ...base,
  name: z.string(),
  sessionId: z.uuid(),
  sessionName: z.string(),
  sequence: z.int(),
  startsOn: z.nullable(z.string()),
  endsOn: z.nullable(z.string()),
});
export type TSemester = z.infer<typeof ZSemester>;
export const ZSemesterList = pageOf(ZSemester);
export type TSemesterList = z.infer<typeof ZSemesterList>;
export const ZSemesterQuery = z.extend(ZListQuery, { sessionId: z.optional(z.uuid()) });
export const ZCreateSemester = z
  .object({
    sessionId: z.uuid({ error: 'Choose the session.' }),
    sequence: z.number({ error: 'First, second or third.' }).check(z.int(), z.gte(1), z.lte(3)),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .check(datesInOrder());
export type TCreateSemester = z.infer<typeof ZCreateSemester>;
export const ZUpdateSemester = z.partial(
  z.object({ startsOn: z.nullable(ZDate), endsOn: z.nullable(ZDate), status: ZRecordStatus }),
);
export type TUpdateSemester = z.infer<typeof ZUpdateSemester>;

// Registration periods: when course registration is open

export const registrationStates = ['upcoming', 'open', 'late', 'closed'] as const;

export const ZRegistrationPeriod = z.object({
  ...base,
  name: z.string(),
  sessionId: z.uuid(),
  semesterId: z.uuid(),
  programmeTypeId: z.nullable(z.uuid()),
  programmeTypeName: z.nullable(z.string()),
  /** Levels it is for (100, 200…); empty for every level. */
  levels: z.array(z.int()),
  opensAt: z.string(),
  closesAt: z.string(),
  lateClosesAt: z.nullable(z.string()),
  lateFeeKobo: z.nullable(z.int()),
  /** Where now falls: before, inside the window, in the late window, after. */
  state: z.enum(registrationStates),
});
export type TRegistrationPeriod = z.infer<typeof ZRegistrationPeriod>;
export const ZRegistrationPeriodList = pageOf(ZRegistrationPeriod);
export type TRegistrationPeriodList = z.infer<typeof ZRegistrationPeriodList>;
export const ZRegistrationPeriodQuery = z.extend(ZListQuery, {
  sessionId: z.optional(z.uuid()),
  semesterId: z.optional(z.uuid()),
});
const ZInstant = z.iso.datetime({ offset: true, error: 'Use a date and time.' });
const periodFields = {
  semesterId: z.uuid({ error: 'Choose the semester.' }),
  programmeTypeId: z.optional(z.nullable(z.uuid())),
  levels: z._default(z.array(z.int().check(z.gte(100), z.lte(1000))), []),
  opensAt: ZInstant,
  closesAt: ZInstant,
  lateClosesAt: z.optional(z.nullable(ZInstant)),
  lateFeeKobo: z.optional(z.nullable(z.int().check(z.gte(0, 'Not negative.')))),
};
export const ZCreateRegistrationPeriod = z.object(periodFields);
export type TCreateRegistrationPeriod = z.infer<typeof ZCreateRegistrationPeriod>;
export const ZUpdateRegistrationPeriod = z.partial(
  z.extend(z.object(periodFields), {
    levels: z.array(z.int().check(z.gte(100), z.lte(1000))),
    status: ZRecordStatus,
  }),
);
export type TUpdateRegistrationPeriod = z.infer<typeof ZUpdateRegistrationPeriod>;
