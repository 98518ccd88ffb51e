import { fillPlaceholders } from '@campusflow/contracts';
import type { RecipientFields } from '@/modules/messaging/messaging.tables.ts';

export type CampaignText = {
  subject: string;
  body: string;
  essential: boolean;
  schoolName: string;
};

/** The page where a recipient leaves the school's non-essential mail. */
export const unsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One recipient's copy: placeholders filled from what was known of them when the message was
 * sent, and a footer. A non-essential message carries the opt-out link; an essential notice
 * says why it reaches everyone (domain: an essential notice cannot be left).
 */
export function renderCopy(
  campaign: CampaignText,
  fields: RecipientFields,
  optOutLink: string,
): { subject: string; text: string } {
  const values = { ...fields, schoolName: campaign.schoolName };
  const subject = fillPlaceholders(campaign.subject, values).replace(/\s+/g, ' ').trim();
  const footer = campaign.essential
    ? `This is an essential notice from ${campaign.schoolName}: it concerns your studies or your application (a deadline, a result), so it goes to everyone it concerns and cannot be unsubscribed from.`
    : `You receive this message from ${campaign.schoolName}. To stop receiving messages like this one (non-essential mail), open:\n${optOutLink}`;
  return { subject, text: `${fillPlaceholders(campaign.body, values)}\n\n--\n${footer}\n` };
}
