import type { THomeFee } from '@campusflow/contracts';
import { formatDate, naira } from '@campusflow/contracts/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

// Entry for other areas: what a student owes this session, for a home page (the enrolled
// student's home in academics). Paying happens on the fees page it links to.

/** The student's unpaid fees of this session with what is left to pay, and a link to pay them. */
export function FeesOwed({ fees }: { fees: readonly THomeFee[] }) {
  const owed = fees.filter((f) => f.status !== 'paid');
  if (owed.length === 0) {
    return (
      <Text size="sm" data-testid="fees-owed">
        Nothing to pay this session: your fees are paid.
      </Text>
    );
  }
  const total = owed.reduce((sum, f) => sum + f.balance, 0);
  return (
    <Stack gap="xs" data-testid="fees-owed">
      {owed.map((fee) => (
        <Group key={fee.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <div>
            <Text size="sm" fw={500}>
              {fee.name}
            </Text>
            <Text size="xs" c="dimmed">
              {fee.status === 'partial' ? `${naira(fee.amountPaid)} paid` : 'Not paid'}
              {fee.dueDate ? ` · due ${formatDate(fee.dueDate)}` : ''}
              {fee.installmentsAllowed ? ` · ${fee.installmentCount} instalments allowed` : ''}
            </Text>
          </div>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {naira(fee.balance)}
          </Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm">
          To pay this session: <b>{naira(total)}</b> (charges are shown before you pay)
        </Text>
        <Button component={Link} to="/dashboard/student/fees-payment" size="xs">
          Pay fees
        </Button>
      </Group>
    </Stack>
  );
}
