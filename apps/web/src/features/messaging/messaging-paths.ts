import type { TMessageTemplate } from '@campusflow/contracts/messaging-templates';

/** The e-mail sender's pages (app/router.tsx). */
export const messagingPaths = {
  sender: '/dashboard/hos/email-sender',
  history: '/dashboard/hos/email-sender?tab=sent',
  compose: (template: TMessageTemplate['key']) =>
    `/dashboard/hos/email-sender?template=${encodeURIComponent(template)}`,
  campaign: (id: string) => `/dashboard/hos/email-sender/${id}`,
  templates: '/dashboard/hos/EmailSenderExample',
};
