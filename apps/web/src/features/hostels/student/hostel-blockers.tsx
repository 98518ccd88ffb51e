import type { TMyAccommodation } from '@campusflow/contracts/hostels';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { feeTypeLabels } from '@/features/payments/labels/fee-types.ts';

type Blocker = TMyAccommodation['blockers'][number];

const titles: Record<Blocker['code'], string> = {
  not_enrolled: 'Hostel accommodation is for enrolled students',
  no_rules: 'Hostel applications are not open',
  not_yet_open: 'Hostel applications are not open yet',
  closed: 'Hostel applications have closed',
  gender_missing: 'Your gender is missing from your profile',
  fees_unpaid: 'Pay your school fees first',
};

function BlockerAlert({ blocker }: { blocker: Blocker }) {
  const fees = (blocker.feeTypes ?? []).map((t) => feeTypeLabels[t]).join(' and ');
  return (
    <Alert
      color="yellow"
      title={titles[blocker.code]}
      data-testid={`hostel-blocker-${blocker.code}`}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {blocker.code === 'fees_unpaid' && fees
            ? `You can apply for a bed once these fees are paid: ${fees}.`
            : blocker.message}
        </Text>
        {blocker.code === 'fees_unpaid' ? (
          <Button component={Link} to="/dashboard/student/fees-payment" size="xs" variant="light">
            Go to your fees
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

/** Why the student cannot apply for a bed now, each with what to do about it. */
export function HostelBlockers({ blockers }: { blockers: Blocker[] }) {
  return (
    <Stack gap="sm">
      {blockers.map((b) => (
        <BlockerAlert key={b.code} blocker={b} />
      ))}
    </Stack>
  );
}
