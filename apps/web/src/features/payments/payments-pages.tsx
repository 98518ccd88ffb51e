import { planned } from '@/components/planned-page.tsx';

// Fees and payments pages: filled by the fees and payments part of the product.
const payments = 'The fees and payments part of the product';

export const StudentFeesPage = planned(
  'Fees',
  `${payments} will show the fees due this session here, with their status, a breakdown, payment and receipts.`,
);
export const ProgrammeFeesPage = planned(
  'Programme fees',
  `${payments} will let you set fees per programme, level, session and type here.`,
);
export const BanksPage = planned(
  'Banks',
  `${payments} will list the banks known to the platform here.`,
);
export const PlatformFeesPage = planned(
  'Platform fees',
  `${payments} will let you set each school's platform fee and who bears the gateway fee here.`,
);
export const StaticAccountsPage = planned(
  'Static accounts',
  `${payments} will list the bank accounts shown to students who pay by transfer here.`,
);
export const SchoolBanksPage = planned(
  'School banks',
  `${payments} will let the bursar add the school's settlement accounts here.`,
);
export const AccountantHomePage = planned(
  'Accounts',
  `${payments} will show today's and this session's totals by fee type here.`,
);
export const AccountantPaymentsPage = planned(
  'Payments',
  `${payments} will show the payments ledger here, with filters, totals, CSV export and transfer confirmations.`,
);
