import type { TReceiptCheck } from '@campusflow/contracts';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { naira, StatusBadge } from '@/components/payment-badges.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { api } from '@/lib/api-client.ts';

/** `/receipts/{reference}`: anyone holding a receipt can check that it is real. */
export function ReceiptCheckPage() {
  const { reference = '' } = useParams();
  const check = useQuery({
    queryKey: ['receipt-check', reference],
    queryFn: ({ signal }) =>
      api<TReceiptCheck>(`/api/v1/payments/receipts/${encodeURIComponent(reference)}`, { signal }),
    retry: false,
  });
  return (
    <Stack gap="md" maw={480} mx="auto" w="100%">
      <Title order={2}>Receipt check</Title>
      <QueryState query={check} isEmpty={() => false} empty={null}>
        {(r) => (
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <Alert color={r.valid ? 'green' : 'yellow'} variant="light">
                {r.valid
                  ? 'This is a genuine receipt for a confirmed payment.'
                  : 'This payment exists but has not been confirmed.'}
              </Alert>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Reference
                </Text>
                <Text size="sm">{r.reference}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  School
                </Text>
                <Text size="sm">{r.schoolName}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Student
                </Text>
                <Text size="sm">{r.studentName}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Fee
                </Text>
                <Text size="sm">
                  {r.feeName} ({r.academicYear})
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Amount paid
                </Text>
                <Text size="sm" fw={700}>
                  {naira(r.amountPaid)}
                </Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  Status
                </Text>
                <StatusBadge status={r.status} />
              </Group>
            </Stack>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
}
