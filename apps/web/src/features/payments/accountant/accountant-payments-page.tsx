import { formatDateTime, naira } from '@campusflow/contracts/format';
import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Amount } from '@/components/amount.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { StatusBadge } from '../payment-status-badge.tsx';
import { accountantApi, LEDGER_PAGE_SIZE, ledgerQuery } from './accountant-api.ts';
import { LedgerFilters, ledgerFilterKeys } from './ledger-filters.tsx';
import { LedgerRowActions } from './ledger-row-actions.tsx';

/** `accountant/payments`: the ledger with filters, totals, exports and reviews. */
export function AccountantPaymentsPage() {
  const { values, page, set } = useSearchState(ledgerFilterKeys);
  const ledger = useQuery(ledgerQuery(values, page));
  return (
    <Stack gap="md">
      <PageHeader
        title="Payments"
        description="Every payment of the school, newest first."
        actions={<ExportMenu onExport={(format) => accountantApi.exportLedger(values, format)} />}
      />
      <LedgerFilters values={values} set={set} />
      {ledger.data ? (
        <Group gap="lg" data-testid="ledger-totals">
          <Text size="sm">
            <b>{ledger.data.totals.count}</b> payments
          </Text>
          <Text size="sm">
            Confirmed <b>{naira(ledger.data.totals.amountPaid)}</b>
          </Text>
          <Text size="sm">
            Pending <b>{ledger.data.totals.pendingCount}</b>
          </Text>
        </Group>
      ) : null}
      <QueryState
        query={ledger}
        isEmpty={(d) => d.total === 0}
        empty="No payments match these filters. Clear a filter to see more."
      >
        {(data) => (
          <>
            <PagedTable
              minWidth={720}
              highlightOnHover
              verticalSpacing="xs"
              data-testid="ledger"
              page={page}
              limit={LEDGER_PAGE_SIZE}
              total={data.total}
              onPage={(p) => set({ page: p })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Student</Table.Th>
                  <Table.Th>Fee</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {p.studentName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {p.matricNumber ?? 'no matric number'} · {p.reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{p.feeName}</Text>
                      <Text size="xs" c="dimmed">
                        {p.paymentMode === 'bank_transfer' ? 'transfer' : 'card'}
                        {p.installmentNumber > 0
                          ? ` · instalment ${p.installmentNumber}/${p.totalInstallments}`
                          : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Amount kobo={p.amount} />
                      <Text size="xs" c="dimmed" data-amount style={{ whiteSpace: 'nowrap' }}>
                        charged {naira(p.total)}
                      </Text>
                    </Table.Td>
                    <Table.Td miw={120}>
                      <StatusBadge status={p.status} />
                      {p.flag ? (
                        <Text size="xs" c="red" maw={220}>
                          {p.flag}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(p.paymentDate ?? p.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <LedgerRowActions payment={p} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PagedTable>
          </>
        )}
      </QueryState>
      {values.review === 'refunds' ? (
        <Alert color="yellow" variant="light">
          These payments were confirmed after the same fee (or instalment) had already been paid.
          Refund one of the two at the gateway or by transfer; each row names the other payment.
        </Alert>
      ) : null}
      {values.review === 'flagged' ? (
        <Alert color="yellow" variant="light">
          A mismatch is a payment the gateway reports with a different amount or currency than was
          asked. It was not accepted; refund it at the gateway or ask the student to pay again.
        </Alert>
      ) : null}
      <Anchor
        size="sm"
        onClick={() =>
          set({
            q: null,
            sessionId: null,
            programmeId: null,
            paymentType: null,
            status: null,
            from: null,
            to: null,
            review: null,
          })
        }
      >
        Clear all filters
      </Anchor>
    </Stack>
  );
}
