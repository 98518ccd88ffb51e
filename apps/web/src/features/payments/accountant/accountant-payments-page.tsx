import type { TPayment, TProgramme, TSession } from '@campusflow/contracts';
import { formatDateTime, naira } from '@campusflow/contracts/format';
import { feeTypes, paymentStatuses } from '@campusflow/contracts/payments';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RemoteSelect } from '@/components/remote-select.tsx';
import { openFile } from '@/lib/files-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { StatusBadge } from '../payment-status-badge.tsx';
import {
  accountantApi,
  LEDGER_PAGE_SIZE,
  ledgerQuery,
  useRefreshLedger,
} from './accountant-api.ts';

const filterKeys = [
  'q',
  'sessionId',
  'programmeId',
  'paymentType',
  'status',
  'from',
  'to',
  'review',
] as const;

type Review = 'confirm' | 'reject' | 'reverify';

const reviewDone: Record<Review, string> = {
  confirm: 'Transfer confirmed.',
  reject: 'Transfer rejected.',
  reverify: 'Checked with the gateway.',
};

function RowActions(props: { payment: TPayment }) {
  const p = props.payment;
  const refresh = useRefreshLedger();
  const review = useMutation({
    mutationFn: (action: Review) =>
      action === 'reverify'
        ? accountantApi.reverify(p.id)
        : accountantApi.reviewTransfer(p.id, action),
    onSuccess: async (_payment, action) => {
      notify.success(reviewDone[action]);
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
  const busy = review.isPending;
  const run = (action: Review) => review.mutate(action);
  const evidence = () => {
    if (p.evidenceFileId) openFile(p.evidenceFileId).catch(notifyError);
  };
  if (p.status !== 'pending') return null;
  if (p.paymentMode === 'bank_transfer') {
    return (
      <Group gap={4} wrap="nowrap">
        {p.evidenceFileId ? (
          <Button size="compact-xs" variant="subtle" onClick={evidence}>
            Evidence
          </Button>
        ) : null}
        <Button size="compact-xs" color="green" loading={busy} onClick={() => run('confirm')}>
          Confirm
        </Button>
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          loading={busy}
          onClick={() => run('reject')}
        >
          Reject
        </Button>
      </Group>
    );
  }
  return (
    <Button size="compact-xs" variant="light" loading={busy} onClick={() => run('reverify')}>
      Re-verify
    </Button>
  );
}

/** `accountant/payments`: the ledger with filters, totals, CSV export and reviews. */
export function AccountantPaymentsPage() {
  const { values, page, set } = useSearchState(filterKeys);
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (q !== values.q) set({ q });
  }, [q, values.q, set]);
  const ledger = useQuery(ledgerQuery(values, page));
  const exportCsv = () => void accountantApi.exportCsv(values).catch(notifyError);
  const select = (key: (typeof filterKeys)[number]) => ({
    value: values[key] || null,
    onChange: (value: string | null) => set({ [key]: value }),
    clearable: true,
  });
  return (
    <Stack gap="md">
      <PageHeader
        title="Payments"
        description="Every payment of the school, newest first."
        actions={
          <Button variant="light" onClick={exportCsv}>
            Export CSV
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        <TextInput
          label="Search"
          placeholder="Reference, name or matric number"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        <RemoteSelect<TSession>
          label="Session"
          path="/api/v1/academics/sessions"
          toLabel={(s) => s.name}
          {...select('sessionId')}
        />
        <RemoteSelect<TProgramme>
          label="Programme"
          path="/api/v1/academics/programmes"
          toLabel={(p) => p.name}
          {...select('programmeId')}
        />
        <Select
          label="Fee type"
          data={feeTypes.map((t) => ({ value: t, label: feeTypeLabels[t] }))}
          {...select('paymentType')}
        />
        <Select label="Status" data={[...paymentStatuses]} {...select('status')} />
        <TextInput
          label="From"
          type="date"
          value={values.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
        />
        <TextInput
          label="To"
          type="date"
          value={values.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
        />
        <Select
          label="To review"
          data={[
            { value: 'transfers', label: 'Transfers to confirm' },
            { value: 'flagged', label: 'Mismatches' },
          ]}
          {...select('review')}
        />
      </SimpleGrid>
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
                      <Text size="sm">{naira(p.amount)}</Text>
                      <Text size="xs" c="dimmed">
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
                      <Text size="xs">{formatDateTime(p.paymentDate ?? p.createdAt)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <RowActions payment={p} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PagedTable>
          </>
        )}
      </QueryState>
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
