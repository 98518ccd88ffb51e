import { planned } from '@/components/planned-page.tsx';

const messaging = 'The messaging part of the product';

export const EmailSenderPage = planned(
  'E-mail sender',
  `${messaging} will let you write to groups of students and staff here and follow delivery.`,
);
export const EmailSenderExamplePage = planned(
  'E-mail templates',
  `${messaging} will show a gallery of ready e-mail templates here.`,
);
