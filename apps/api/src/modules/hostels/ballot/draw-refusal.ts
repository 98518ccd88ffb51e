import type { ErrorCode, TBallotDrawRefusal } from '@campusflow/contracts';
import type { HostelRules } from '@/modules/hostels/beds/session-setup.ts';

/**
 * Why the session's ballot cannot be drawn now, or null: it is drawn once, in ballot mode,
 * after the application window has closed (a window without a closing time never closes).
 */
export function drawRefusal(rules: HostelRules | null, now: Date): TBallotDrawRefusal | null {
  if (!rules) return 'no_rules';
  if (rules.mode !== 'ballot') return 'not_ballot_mode';
  if (rules.ballotDrawnAt) return 'drawn';
  if (!rules.closesAt || rules.closesAt > now) return 'window_open';
  return null;
}

export const refusalError: Record<TBallotDrawRefusal, ErrorCode> = {
  no_rules: 'hostel_ballot_no_rules',
  not_ballot_mode: 'hostel_ballot_not_ballot_mode',
  window_open: 'hostel_ballot_window_open',
  drawn: 'hostel_ballot_already_drawn',
};
