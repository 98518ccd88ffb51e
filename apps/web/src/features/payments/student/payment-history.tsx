import { formatDateTime } from '@campusflow/contracts/format';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Amount } from '@/components/amount.tsx';
import { ListFooter } from '@/components/list-footer.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notifyError } from '@/lib/toast.ts';
import { StatusBadge } from '../payment-status-badge.tsx';
import { HISTORY_PAGE_SIZE, myPaymentsQuery, studentPaymentsApi } from './student-payments-api.ts';

/** What an unpaid attempt means, in words: nothing was taken for it. */
const unpaidNote: Record<string, string> = {
  abandoned:
    'Not paid: the checkout was closed or timed out, or the fee was paid another way. Nothing was charged.',
  failed: 'Not paid: the payment was declined or the transfer was not confirmed.',
};

/** The student's own payments, newest first, with receipts for the settled ones. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = useQuery(myPaymentsQuery(page));
  return (
    <QueryState
      query={history}
      isEmpty={(d) => d.total === 0}
      empty="No payments yet. Payments you make appear here with their receipts."
    >
      {(data) => (
        <Stack gap="xs">
          {data.items.map((p) => {
            const settled = p.status === 'completed' || p.status === 'paid';
            return (
              <Card key={p.id} withBorder padding="sm" data-testid="payment-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} truncate>
                      {p.feeName}
                      {p.installmentNumber > 0
                        ? ` · instalment ${p.installmentNumber} of ${p.totalInstallments}`
                        : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {p.reference} · {formatDateTime(p.paymentDate ?? p.createdAt)}
                    </Text>
                    <Amount kobo={p.total} />
                    {unpaidNote[p.status] ? (
                      <Text size="xs" c="dimmed">
                        {unpaidNote[p.status]}
                      </Text>
                    ) : null}
                  </div>
                  <Stack gap={6} align="flex-end" style={{ flex: 'none' }}>
                    <StatusBadge status={p.status} />
                    {settled ? (
                      <Button
                        size="compact-xs"
                        variant="light"
                        onClick={() =>
                          void studentPaymentsApi.downloadReceipt(p).catch(notifyError)
                        }
                      >
                        Receipt
                      </Button>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            );
          })}
          <ListFooter page={page} limit={HISTORY_PAGE_SIZE} total={data.total} onPage={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}
