/** Lagos is an hour ahead of UTC all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** The ISO week (`2026-W48`) a moment falls in, in Lagos. */
export function lagosIsoWeek(moment: Date): string {
  const lagos = new Date(moment.getTime() + LAGOS_OFFSET_MS);
  const day = lagos.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  const thursday = new Date(
    Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth(), lagos.getUTCDate() + 4 - day),
  );
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Summaries go out from Monday 07:00 in Lagos, once a week. */
export function isSummaryTime(moment: Date): boolean {
  const lagos = new Date(moment.getTime() + LAGOS_OFFSET_MS);
  return lagos.getUTCDay() !== 1 || lagos.getUTCHours() >= 7;
}
