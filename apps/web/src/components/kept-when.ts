import { formatDate, formatDateTime, formatTime } from '@campusflow/contracts/format';

/** When a restored draft was kept, in the note's words: "at 19:13", or "on …" an earlier day. */
export function keptWhen(savedAt: number, now = Date.now()): string {
  return formatDate(new Date(savedAt)) === formatDate(new Date(now))
    ? `at ${formatTime(savedAt)}`
    : `on ${formatDateTime(new Date(savedAt))}`;
}
