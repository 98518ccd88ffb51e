import type { THostelApplicationState } from '@campusflow/contracts/hostels';

/** What each application state is called on the student's page. */
export const applicationStateLabels: Record<THostelApplicationState, string> = {
  pending: 'In the ballot',
  held: 'Bed held: pay to keep it',
  allocated: 'Bed allocated',
  awaiting_bed: 'Paid: a bed will be allocated',
  released: 'Hold released',
  unsuccessful: 'Not drawn in the ballot',
  vacated: 'Vacated',
  withdrawn: 'Withdrawn',
};

export const applicationStateColors: Record<THostelApplicationState, string> = {
  pending: 'blue',
  held: 'orange',
  allocated: 'green',
  awaiting_bed: 'grape',
  released: 'gray',
  unsuccessful: 'gray',
  vacated: 'gray',
  withdrawn: 'gray',
};

/** States after which the student may apply again this session. */
export const endedStates: readonly THostelApplicationState[] = [
  'released',
  'unsuccessful',
  'vacated',
  'withdrawn',
];
