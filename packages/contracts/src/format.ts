// One way to show money and dates on the pages, in PDFs and in mail: Nigerian English, Lagos
// time. Zod-free, so always-loaded web code may import it (`@campusflow/contracts/format`).

const TIME_ZONE = 'Africa/Lagos';
const LOCALE = 'en-NG';

/** Kobo as naira with two decimals and thousands separators: 1045686 -> "10,456.86". */
export function formatNaira(kobo: number): string {
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  const whole = Math.floor(abs / 100).toLocaleString(LOCALE);
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** A count with thousands separators: 12345 -> "12,345". */
export const formatCount = (n: number): string => n.toLocaleString(LOCALE);

/** Kobo with the naira sign: 1045686 -> "₦10,456.86". */
export const naira = (kobo: number): string => `₦${formatNaira(kobo)}`;

/** Naira rounded for a chart's axis: ₦1.2m, ₦450k, ₦900. */
export function compactNaira(kobo: number): string {
  const n = kobo / 100;
  if (Math.abs(n) >= 1_000_000) return `₦${(n / 1_000_000).toFixed(1)}m`;
  if (Math.abs(n) >= 1_000) return `₦${Math.round(n / 1_000)}k`;
  return `₦${Math.round(n)}`;
}

const dateStyles = {
  /** 24 Nov 2026 */
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  /** 24 November 2026 */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
const timeStyle = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day: "24 Nov 2026" (or "24 November 2026" with `long`). A `YYYY-MM-DD` string is
 * that day wherever the reader is; a moment is the day it was in Lagos. Empty input gives "—".
 */
export function formatDate(
  value: Date | string | null | undefined,
  style: keyof typeof dateStyles = 'short',
): string {
  if (value === null || value === undefined || value === '') return '—';
  // Noon UTC of a calendar day is the same day in Lagos (UTC+1).
  const moment =
    typeof value === 'string' && DAY_ONLY.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);
  if (Number.isNaN(moment.getTime())) return '—';
  return formatter(`date:${style}`, dateStyles[style]).format(moment);
}

/** A moment in Lagos time: "24 Nov 2026, 19:13". Empty input gives "—". */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '—';
  return formatter('datetime', { ...dateStyles.short, ...timeStyle }).format(moment);
}

/** The time of day of a moment in Lagos time: "19:13". Empty input gives "—". */
export function formatTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) return '—';
  return formatter('time', timeStyle).format(moment);
}
