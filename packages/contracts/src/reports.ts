import * as z from 'zod/mini';
import { ZRegistrationState } from './registration.ts';
import { ZScoreSheetState } from './results.ts';
import { ZFeeType } from './settings.ts';

// The school's figures for the manager's and head of school's homes (issue 18), for the
// school's current session. An area with nothing to count (no hostels, no routes) is null, so
// a page shows nothing rather than a zero that looks like a figure.

const count = z.int().check(z.gte(0));
/** Kobo. */
const kobo = z.int();

/** The applications funnel: each step counts the applications that reached it. */
export const funnelSteps = ['applied', 'screened', 'offered', 'accepted', 'enrolled'] as const;
export const ZFunnelStep = z.enum(funnelSteps);
export type TFunnelStep = z.infer<typeof ZFunnelStep>;
const ZFunnel = z.object({
  applied: count,
  screened: count,
  offered: count,
  accepted: count,
  enrolled: count,
});
export type TFunnel = z.infer<typeof ZFunnel>;

export const ZAdmissionsReport = z.object({
  funnel: ZFunnel,
  byProgramme: z.array(z.extend(ZFunnel, { programmeId: z.uuid(), programme: z.string() })),
});

export const ZEnrolmentReport = z.object({
  students: count,
  byFaculty: z.array(z.object({ facultyId: z.uuid(), faculty: z.string(), students: count })),
  byLevel: z.array(z.object({ level: z.int(), students: count })),
  byProgramme: z.array(
    z.object({
      programmeId: z.uuid(),
      programme: z.string(),
      faculty: z.string(),
      students: count,
    }),
  ),
});

export const ZRevenueReport = z.object({
  /** Confirmed this session. */
  payments: count,
  amount: kobo,
  byType: z.array(z.object({ type: ZFeeType, payments: count, amount: kobo })),
  /** Confirmed per day of the checkout (UTC) over the last 30 days, days with nothing included. */
  byDay: z.array(z.object({ day: z.iso.date(), amount: kobo })),
  /**
   * What enrolled students owe this session by the fee schedule (their programme's and level's
   * tuition and other fees; admission, hostel and transport fees are owed only once taken),
   * what is paid towards those fees, and the rest.
   */
  outstanding: z.object({ owed: kobo, paid: kobo, outstanding: kobo }),
});

export const ZRegistrationReport = z.object({
  /** Enrolled students: who should register. */
  students: count,
  semesters: z.array(
    z.object({
      semesterId: z.uuid(),
      semester: z.string(),
      byState: z.record(ZRegistrationState, count),
      notStarted: count,
    }),
  ),
});

export const ZResultsReport = z.object({
  sheets: count,
  byState: z.record(ZScoreSheetState, count),
});

export const ZOccupancyReport = z.object({
  capacity: count,
  taken: count,
  items: z.array(z.object({ id: z.uuid(), name: z.string(), capacity: count, taken: count })),
});

export const ZSchoolReport = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  admissions: ZAdmissionsReport,
  enrolment: ZEnrolmentReport,
  revenue: ZRevenueReport,
  registration: z.nullable(ZRegistrationReport),
  results: z.nullable(ZResultsReport),
  /** Beds of the school's hostels and those held or occupied this session. */
  hostels: z.nullable(ZOccupancyReport),
  /** Seats of the session's routes and those sold. */
  transport: z.nullable(ZOccupancyReport),
});
export type TSchoolReport = z.infer<typeof ZSchoolReport>;

/** The officer's weekly summary e-mail of their home, in the role acted in. */
export const ZWeeklySummaryState = z.object({
  role: z.nullable(z.string()),
  /** Whether this role's home can be summarised by e-mail. */
  available: z.boolean(),
  subscribed: z.boolean(),
});
export type TWeeklySummaryState = z.infer<typeof ZWeeklySummaryState>;
export const ZWeeklySummaryInput = z.object({ subscribed: z.boolean() });
export type TWeeklySummaryInput = z.infer<typeof ZWeeklySummaryInput>;
