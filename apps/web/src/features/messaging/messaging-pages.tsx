// The e-mail sender's pages, loaded as one chunk by the router.
export { EmailCampaignPage } from './campaign/campaign-page.tsx';
export { EmailSenderPage } from './email-sender-page.tsx';
export { EmailSenderExamplePage } from './templates/email-templates-page.tsx';
