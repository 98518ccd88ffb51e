import * as z from 'zod/mini';
import { formatDateTime } from './format.ts';

/** Whether `YYYY-MM-DD` names a day that exists (no 30 February, no month 13). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar day as `YYYY-MM-DD` that exists; one schema for every date the API takes. */
export const calendarDay = (message = 'Use a date like 2025-10-06.') =>
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message), z.refine(isCalendarDay, message));

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (`YYYY-MM-DD`) a moment falls on in Lagos: "today" for the school. */
export function lagosCalendarDay(moment: Date): string {
  return lagosDay.format(moment);
}

/**
 * Why a window (applications, subscriptions) does not let a student in at `now`: not yet
 * open, or closed, said of `what` ("Hostel applications"); null while it is open. A missing
 * end of the window leaves that side open.
 */
export function windowBlocker(
  window: { opensAt: Date | null; closesAt: Date | null },
  what: string,
  now: Date,
): { code: 'not_yet_open' | 'closed'; message: string } | null {
  if (window.opensAt && window.opensAt > now) {
    return { code: 'not_yet_open', message: `${what} open on ${formatDateTime(window.opensAt)}.` };
  }
  if (window.closesAt && window.closesAt <= now) {
    return { code: 'closed', message: `${what} closed on ${formatDateTime(window.closesAt)}.` };
  }
  return null;
}
