import type { TSchoolBank } from '@campusflow/contracts';
import { Badge, Button, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { PAGE_SIZE, SETUP_KEY, schoolBanksQuery, setupApi } from './setup-api.ts';
import { SchoolBankModal } from './setup-school-bank-modal.tsx';

function AccountCell({ account }: { account: TSchoolBank }) {
  return (
    <>
      <Group gap={6}>
        <Text size="sm" fw={500}>
          {account.accountName}
        </Text>
        {account.isPrimary ? (
          <Badge size="sm" color="green" variant="light">
            primary
          </Badge>
        ) : null}
        {account.status === 'archived' ? (
          <Badge size="sm" color="gray" variant="light">
            archived
          </Badge>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        {account.bankName} · {account.accountNumber}
      </Text>
    </>
  );
}

/** `bursar/schoolBanks`: the school's settlement accounts; checkout settles into the primary. */
export function SchoolBanksPage() {
  const { values, page, set } = useSearchState(['status'] as const);
  const status = values.status || 'active';
  const list = useQuery(schoolBanksQuery({ status, page, limit: PAGE_SIZE }));
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<TSchoolBank | null>(null);

  const update = useMutation({
    mutationFn: (change: {
      account: TSchoolBank;
      body: Parameters<typeof setupApi.updateSchoolBank>[1];
    }) => setupApi.updateSchoolBank(change.account.id, change.body),
    onSuccess: (account) => {
      notify.success(
        account.status === 'archived'
          ? `${account.accountName} is archived.`
          : account.isPrimary
            ? `Payments now settle into ${account.accountName} (${account.bankName}).`
            : `${account.accountName} is active again.`,
      );
      setArchiving(null);
      void queryClient.invalidateQueries({ queryKey: [SETUP_KEY] });
    },
    onError: (e) => {
      setArchiving(null);
      notifyError(e);
    },
  });

  return (
    <Stack gap={0}>
      <PageHeader
        title="School banks"
        description="The accounts students’ payments settle into. Each is registered with the payment gateway; payments go to the primary account."
        actions={<Button onClick={() => setAdding(true)}>Add an account</Button>}
      />
      <Group mb="md">
        <SegmentedControl
          size="sm"
          value={status}
          onChange={(s) => set({ status: s === 'active' ? null : s })}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'archived', label: 'Archived' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={
          status === 'active'
            ? 'No settlement account yet. Add the school’s account so that students can pay online.'
            : 'No accounts here.'
        }
      >
        {(data) => (
          <>
            <PagedTable
              minWidth={300}
              verticalSpacing="sm"
              highlightOnHover
              page={page}
              limit={PAGE_SIZE}
              total={data.total}
              onPage={(p) => set({ page: p })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Account</Table.Th>
                  <Table.Th visibleFrom="sm">Bank</Table.Th>
                  <Table.Th visibleFrom="md">Sub-account</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((account) => (
                  <Table.Tr key={account.id}>
                    <Table.Td>
                      <AccountCell account={account} />
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      {account.bankName}
                      <Text size="xs" c="dimmed">
                        Code {account.bankCode}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="md">
                      <Text size="sm" ff="monospace">
                        {account.subaccountCode ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RowMenu
                        label={`${account.accountName} ${account.accountNumber}`}
                        actions={[
                          account.status === 'active' &&
                            !account.isPrimary && {
                              label: 'Make primary',
                              onClick: () => update.mutate({ account, body: { isPrimary: true } }),
                            },
                          account.status === 'active'
                            ? {
                                label: 'Archive',
                                onClick: () => setArchiving(account),
                                danger: true,
                              }
                            : {
                                label: 'Restore',
                                onClick: () =>
                                  update.mutate({ account, body: { status: 'active' } }),
                              },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PagedTable>
          </>
        )}
      </QueryState>
      {adding ? <SchoolBankModal onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        opened={!!archiving}
        title={`Archive ${archiving?.accountName ?? 'this account'}?`}
        confirmLabel="Archive"
        danger
        busy={update.isPending}
        onConfirm={() =>
          archiving && update.mutate({ account: archiving, body: { status: 'archived' } })
        }
        onClose={() => setArchiving(null)}
      >
        {archiving?.isPrimary
          ? 'This is the primary account. With it archived and no other account, students cannot pay online until you add one.'
          : 'Payments will no longer settle into this account. You can restore it later.'}
      </ConfirmDialog>
    </Stack>
  );
}
