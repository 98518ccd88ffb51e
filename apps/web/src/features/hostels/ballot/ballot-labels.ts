import type { TBallotDrawRefusal, TBallotOutcome } from '@campusflow/contracts/hostel-ballot';
import type { THostelLevelGroup } from '@campusflow/contracts/hostels';

// Labels of the ballot's codes, in one place.

export const levelGroupLabels: Record<THostelLevelGroup, string> = {
  first_year: 'First year',
  final_year: 'Final year',
  others: 'Other levels',
};

export const outcomeLabels: Record<TBallotOutcome, string> = {
  held: 'Bed offered',
  unsuccessful: 'Not successful',
};

export const outcomeColors: Record<TBallotOutcome, string> = {
  held: 'teal',
  unsuccessful: 'gray',
};

/** Why the draw cannot run now, as the admin reads it beside the disabled button. */
export const refusalLabels: Record<TBallotDrawRefusal, string> = {
  no_rules: 'Set the hostel rules of the current session first (Rules and prices).',
  not_ballot_mode:
    'This session allocates first come, first served. Choose the ballot in Rules and prices to use it.',
  window_open:
    'Applications are still open. The draw can run once the application window has closed.',
  drawn: 'The ballot of this session has been drawn.',
};
