import type { TTransportSubscriptionState, TTripPeriod } from '@campusflow/contracts/transport';

export const subscriptionStateLabels: Record<TTransportSubscriptionState, string> = {
  awaiting_payment: 'Awaiting payment',
  active: 'Paid',
  lapsed: 'Lapsed',
  cancelled: 'Cancelled',
  refund_due: 'Refund due',
};

export const subscriptionStateColors: Record<TTransportSubscriptionState, string> = {
  awaiting_payment: 'orange',
  active: 'green',
  lapsed: 'gray',
  cancelled: 'gray',
  refund_due: 'grape',
};

/** States after which the student may subscribe again. */
export const endedSubscriptionStates: readonly TTransportSubscriptionState[] = [
  'lapsed',
  'cancelled',
  'refund_due',
];

const periods: Record<TTripPeriod, string> = { morning: 'Morning', evening: 'Evening' };

/** "Morning 06:30 · Evening 16:30". */
export const tripsText = (trips: readonly { period: TTripPeriod; departsAt: string }[]) =>
  trips.length === 0
    ? 'No trips yet'
    : trips.map((t) => `${periods[t.period]} ${t.departsAt}`).join(' · ');
