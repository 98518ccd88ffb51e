import { naira } from '@campusflow/contracts/format';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { StatusBadge } from './payment-status-badge.tsx';
import { receiptCheckQuery } from './receipt-api.ts';

/** A line of the receipt: what it is, dimmed, and its value (text or a badge) on the right. */
function Fact(props: { label: string; children?: ReactNode; fw?: number; badge?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {props.label}
      </Text>
      {props.badge ?? (
        <Text size="sm" fw={props.fw}>
          {props.children}
        </Text>
      )}
    </Group>
  );
}

/** `/receipts/{reference}`: anyone holding a receipt can check that it is real. */
export function ReceiptCheckPage() {
  const { reference = '' } = useParams();
  const check = useQuery(receiptCheckQuery(reference));
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
              <Fact label="Reference">{r.reference}</Fact>
              <Fact label="School">{r.schoolName}</Fact>
              <Fact label="Student">{r.studentName}</Fact>
              <Fact label="Fee">
                {r.feeName} ({r.academicYear})
              </Fact>
              <Fact label="Amount paid" fw={700}>
                {naira(r.amountPaid)}
              </Fact>
              <Fact label="Status" badge={<StatusBadge status={r.status} />} />
            </Stack>
          </Card>
        )}
      </QueryState>
    </Stack>
  );
}
