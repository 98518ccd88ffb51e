import type { TBedOccupancy, TBedSpaceStatus } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';

/** The admin's bed statuses, as pages name and colour them. */
export const bedStatusLabels: Record<TBedSpaceStatus, string> = {
  available: 'Available',
  reserved: 'Reserved',
  out_of_order: 'Out of order',
};

export const bedStatusColors: Record<TBedSpaceStatus, string> = {
  available: 'green',
  reserved: 'yellow',
  out_of_order: 'red',
};

export const bedOccupancyLabels: Record<TBedOccupancy, string> = {
  free: 'Free',
  held: 'Held (unpaid)',
  occupied: 'Occupied',
};

export const bedStatusOptions = (Object.keys(bedStatusLabels) as TBedSpaceStatus[]).map(
  (value) => ({ value, label: bedStatusLabels[value] }),
);

/** "1 bed space", "40 bed spaces". */
export const plural = (count: number, noun: string, many = `${noun}s`) =>
  `${formatCount(count)} ${count === 1 ? noun : many}`;
