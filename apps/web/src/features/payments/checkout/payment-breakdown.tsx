import { Group, Stack, Text } from '@mantine/core';
import { Amount } from '@/components/amount.tsx';

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
      <Amount
        kobo={kobo}
        fw={strong ? 700 : 400}
        data-testid={strong ? 'breakdown-total' : undefined}
      />
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
