import type { TBedCounts } from '@campusflow/contracts/hostel-admin';
import type { THostelApplicationState } from '@campusflow/contracts/hostels';

// The hostel admin's words and colours for states, level groups and bed counts (one place).
export {
  hostelApplicationStateLabels as stateLabels,
  hostelLevelGroupLabels as levelGroupLabels,
} from '@campusflow/contracts/hostel-admin';

export const stateColors: Record<THostelApplicationState, string> = {
  pending: 'gray',
  held: 'yellow',
  allocated: 'green',
  awaiting_bed: 'red',
  released: 'gray',
  unsuccessful: 'gray',
  vacated: 'dark',
  withdrawn: 'gray',
};

/** The parts of a hostel's beds, in the order a bar shows them, with a colour each. */
export const bedParts: { key: Exclude<keyof TBedCounts, 'total'>; label: string; color: string }[] =
  [
    { key: 'occupied', label: 'Occupied', color: 'teal' },
    { key: 'held', label: 'Held', color: 'yellow' },
    { key: 'reserved', label: 'Reserved', color: 'grape' },
    { key: 'outOfOrder', label: 'Out of order', color: 'red' },
    { key: 'free', label: 'Free', color: 'gray.3' },
  ];

export const genderLabels = { male: 'Male', female: 'Female' } as const;

export const modeLabels = {
  first_come: 'First come, first served',
  ballot: 'Ballot',
} as const;
