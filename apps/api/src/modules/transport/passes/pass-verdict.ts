import type { TTransportPassVerdict } from '@campusflow/contracts';
import { lagosCalendarDay } from '@campusflow/contracts';
import type { PassData } from './pass-data.ts';

const messages: Record<TTransportPassVerdict, string> = {
  valid: 'Valid: this student may board.',
  wrong_route: 'Not valid on this route: the pass is for another route.',
  unpaid: 'Not valid: the transport fee has not been paid.',
  cancelled: 'Not valid: the subscription was cancelled.',
  lapsed: 'Not valid: the seat was given back unpaid.',
  refund_due: 'Not valid: the subscription was cancelled and its fare is being refunded.',
  expired: 'Not valid today: the pass is for a session that is over or not yet begun.',
};

/**
 * Whether a pass lets its student board today on the route the driver is checking (any route
 * when none is named): paid, not cancelled, of the school's current session, and today within
 * the session's dates where the school has set them.
 */
export function passVerdict(pass: PassData, routeId: string | undefined, now: Date) {
  const today = lagosCalendarDay(now);
  const verdict: TTransportPassVerdict =
    pass.state === 'awaiting_payment'
      ? 'unpaid'
      : pass.state !== 'active'
        ? pass.state
        : !pass.sessionIsCurrent ||
            (pass.sessionStartsOn !== null && pass.sessionStartsOn > today) ||
            (pass.sessionEndsOn !== null && pass.sessionEndsOn < today)
          ? 'expired'
          : routeId && routeId !== pass.routeId
            ? 'wrong_route'
            : 'valid';
  return { verdict, valid: verdict === 'valid', message: messages[verdict] };
}
