import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { AccountsFigures } from '../accounts-home/accounts-figures.tsx';

/** `accountant`: what came in, what waits for review, where it settled. */
export function AccountantHomePage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Accounts"
        description="Confirmed payments, today and this session."
        actions={<WeeklySummarySwitch />}
      />
      <AccountsFigures />
      <Anchor component={Link} to="/dashboard/accountant/payments">
        Open the payments ledger
      </Anchor>
    </Stack>
  );
}
