import type { THostelLevelGroup, THostelQuotas } from '@campusflow/contracts';

/**
 * The quota group of a student's level: the programme's first level is the first year, its
 * last level (duration × step) the final year, anything between "others".
 */
export function levelGroupOf(
  level: number,
  programme: { levelStep: number; durationLevels: number },
): THostelLevelGroup {
  if (level <= programme.levelStep) return 'first_year';
  if (level >= programme.levelStep * programme.durationLevels) return 'final_year';
  return 'others';
}

/** A level group's share of each hostel's beds, in percent. */
export function quotaPercent(quotas: THostelQuotas, group: THostelLevelGroup): number {
  if (group === 'first_year') return quotas.firstYear;
  return group === 'final_year' ? quotas.finalYear : quotas.others;
}

/** The beds of a hostel a level group may hold at most: its percentage, rounded down. */
export function quotaCap(beds: number, quotas: THostelQuotas, group: THostelLevelGroup): number {
  return Math.floor((beds * quotaPercent(quotas, group)) / 100);
}

export type HostelPrice = {
  hostelId: string | null;
  roomType: string | null;
  feeId: string;
  amountKobo: number;
};

/**
 * The price of a bed: the most specific of the session's prices (hostel and room type, then
 * hostel, then room type, then the price for every bed), or null when none applies.
 */
export function priceFor<P extends HostelPrice>(
  prices: readonly P[],
  bed: { hostelId: string; roomType: string },
): P | null {
  const type = bed.roomType.toLowerCase();
  const rank = (p: P) => {
    if (p.hostelId !== null && p.hostelId !== bed.hostelId) return -1;
    if (p.roomType !== null && p.roomType.toLowerCase() !== type) return -1;
    return (p.hostelId !== null ? 2 : 0) + (p.roomType !== null ? 1 : 0);
  };
  let best: P | null = null;
  for (const price of prices) {
    const r = rank(price);
    if (r >= 0 && (best === null || r > rank(best))) best = price;
  }
  return best;
}
