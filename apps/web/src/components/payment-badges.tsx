import { formatNaira } from '@campusflow/contracts/format';
import { Badge, Group, Stack, Text } from '@mantine/core';

const statusColours: Record<string, string> = {
  unpaid: 'red',
  partial: 'yellow',
  paid: 'green',
  completed: 'green',
  pending: 'blue',
  failed: 'red',
  abandoned: 'gray',
};

/** A payment or fee status as a coloured badge. */
export function StatusBadge(props: { status: string }) {
  return (
    <Badge color={statusColours[props.status] ?? 'gray'} variant="light">
      {props.status}
    </Badge>
  );
}

/** ₦ with two decimals, from kobo. */
export const naira = (kobo: number) => `₦${formatNaira(kobo)}`;

/** Amount, platform fee, gateway fee and total, as the server priced them. */
export function Breakdown(props: {
  breakdown: { amount: number; platformFee: number; gatewayFee: number; total: number };
}) {
  const b = props.breakdown;
  const line = (label: string, kobo: number, strong = false) => (
    <Group justify="space-between" key={label}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} data-testid={strong ? 'breakdown-total' : undefined}>
        {naira(kobo)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={4}>
      {line('Fee', b.amount)}
      {b.platformFee > 0 ? line('Platform fee', b.platformFee) : null}
      {b.gatewayFee > 0 ? line('Card processing fee', b.gatewayFee) : null}
      {line('Total to pay', b.total, true)}
    </Stack>
  );
}
