import * as z from 'zod/mini';
import { audienceGroups } from './messaging.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

// What the head of school sees of a message once sent: the campaign, its delivery to each
// recipient, the history of sent messages, and the public opt-out page.

/**
 * Where one recipient's message is: waiting, being handed to the mail server, `sent`, `kept`
 * (no mail server configured: kept in the development mailbox), `retrying` after a refusal
 * (with its reason, attempts and next attempt), `failed` for good, or `opted_out` (left
 * non-essential mail; not sent).
 */
export const deliveryStatuses = [
  'queued',
  'sending',
  'sent',
  'kept',
  'retrying',
  'failed',
  'opted_out',
] as const;
export type TDeliveryStatus = (typeof deliveryStatuses)[number];
export const ZDeliveryStatus = z.enum(deliveryStatuses);

export const deliveryStatusLabels: Record<TDeliveryStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  kept: 'Kept in the development mailbox',
  retrying: 'Will retry',
  failed: 'Failed',
  opted_out: 'Opted out',
};

/** Statuses still to be delivered: while a campaign has any, it is sending. */
export const pendingDeliveryStatuses = [
  'queued',
  'sending',
  'retrying',
] as const satisfies readonly TDeliveryStatus[];

/** Recipients per status. */
export const ZDeliveryCounts = z.object({
  queued: z.int(),
  sending: z.int(),
  sent: z.int(),
  kept: z.int(),
  retrying: z.int(),
  failed: z.int(),
  opted_out: z.int(),
});
export type TDeliveryCounts = z.infer<typeof ZDeliveryCounts>;

/** A sent message as the history lists it. */
export const ZCampaignSummary = z.object({
  id: z.uuid(),
  subject: z.string(),
  group: z.enum(audienceGroups),
  /** "Students of level 200", "Staff: Accountant", "A pasted list of 12". */
  audienceLabel: z.string(),
  essential: z.boolean(),
  sentBy: z.string(),
  /** ISO date-time the head of school sent it. */
  createdAt: z.string(),
  /** ISO date-time the last recipient was settled; null while sending. */
  finishedAt: z.nullable(z.string()),
  recipients: z.int(),
  counts: ZDeliveryCounts,
});
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;

export const ZCampaignList = pageOf(ZCampaignSummary);
export type TCampaignList = z.infer<typeof ZCampaignList>;
export const ZCampaignListQuery = ZPageQuery;
export type TCampaignListQuery = z.infer<typeof ZCampaignListQuery>;

/** One campaign with its text and where its delivery stands. */
export const ZCampaign = z.object({
  ...ZCampaignSummary.shape,
  body: z.string(),
  /** Whether mail leaves through a mail server (SMTP), or is kept in the development mailbox. */
  delivery: z.enum(['smtp', 'mailbox']),
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignParams = z.object({ id: z.uuid({ error: 'Not a valid message id.' }) });

/** One recipient's delivery. */
export const ZCampaignRecipient = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  status: ZDeliveryStatus,
  attempts: z.int(),
  /** The mail server's reason for the last refusal. */
  lastError: z.nullable(z.string()),
  /** ISO date-time of the next try, while retrying. */
  nextAttemptAt: z.nullable(z.string()),
  /** ISO date-time it was sent (or kept). */
  sentAt: z.nullable(z.string()),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;

export const ZCampaignRecipientsQuery = z.object({
  ...ZPageQuery.shape,
  status: z.optional(ZDeliveryStatus),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TCampaignRecipientsQuery = z.infer<typeof ZCampaignRecipientsQuery>;
export const ZCampaignRecipientList = pageOf(ZCampaignRecipient);
export type TCampaignRecipientList = z.infer<typeof ZCampaignRecipientList>;

export const ZResendResult = z.object({ requeued: z.int() });
export type TResendResult = z.infer<typeof ZResendResult>;

// --- Opting out (public, by the signed link in each message) ------------------------------

export const ZUnsubscribeQuery = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(500)),
});
export const ZUnsubscribeInput = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(500)),
  /** false: leave the school's non-essential mail; true: receive it again. */
  subscribed: z.boolean(),
});
export type TUnsubscribeInput = z.infer<typeof ZUnsubscribeInput>;
export const ZUnsubscribeState = z.object({
  schoolName: z.string(),
  /** The address, partly hidden: `ad•••@example.com`. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type TUnsubscribeState = z.infer<typeof ZUnsubscribeState>;
