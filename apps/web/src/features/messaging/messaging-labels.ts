import {
  deliveryStatusLabels,
  type TDeliveryCounts,
  type TDeliveryStatus,
} from '@campusflow/contracts/messaging-campaigns';

// Words and colours for the e-mail sender's delivery statuses.

export const deliveryStatusColors: Record<TDeliveryStatus, string> = {
  queued: 'gray',
  sending: 'blue',
  sent: 'green',
  kept: 'teal',
  retrying: 'orange',
  failed: 'red',
  opted_out: 'grape',
};

/** "Kept in the development mailbox" is long for a badge in a narrow table. */
export const shortStatusLabels: Record<TDeliveryStatus, string> = {
  ...deliveryStatusLabels,
  kept: 'Kept (dev mailbox)',
};

/** Copies settled one way or another: delivered, kept, failed for good or opted out. */
export const settledCount = (c: TDeliveryCounts) => c.sent + c.kept + c.failed + c.opted_out;

/** Copies that reached their recipient (or the development mailbox). */
export const deliveredCount = (c: TDeliveryCounts) => c.sent + c.kept;
