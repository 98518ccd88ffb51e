import type { TSchoolBank, TUpdateSchoolBank } from '@campusflow/contracts';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { useResourceMutation } from '@/components/resource/use-resource-changes.ts';
import { RowMenu } from '@/components/row-menu.tsx';
import { StatusFilter } from '@/components/status-filter.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { PAGE_SIZE, setupResources } from './setup-api.ts';
import { RowTitle } from './setup-row-title.tsx';
import { SchoolBankModal } from './setup-school-bank-modal.tsx';

function AccountCell({ account }: { account: TSchoolBank }) {
  return (
    <>
      <RowTitle
        name={account.accountName}
        tags={[
          account.isPrimary && { label: 'primary', color: 'green' },
          account.status === 'archived' && 'archived',
        ]}
        tagSize="sm"
      />
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
  const list = useQuery(setupResources.schoolBanks.list({ status, page, limit: PAGE_SIZE }));
  const [adding, setAdding] = useState(false);
  const [archiving, setArchiving] = useState<TSchoolBank | null>(null);

  const update = useResourceMutation(
    setupResources.schoolBanks,
    (change: { account: TSchoolBank; body: TUpdateSchoolBank }) =>
      setupResources.schoolBanks.update(change.account.id, change.body),
    (account) =>
      account.status === 'archived'
        ? `${account.accountName} is archived.`
        : account.isPrimary
          ? `Payments now settle into ${account.accountName} (${account.bankName}).`
          : `${account.accountName} is active again.`,
    () => setArchiving(null),
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="School banks"
        description="The accounts students’ payments settle into. Each is registered with the payment gateway; payments go to the primary account."
        actions={<Button onClick={() => setAdding(true)}>Add an account</Button>}
      />
      <Group mb="md">
        <StatusFilter value={status} onChange={(s) => set({ status: s })} />
      </Group>
      <PagedQueryTable
        query={list}
        empty={
          status === 'active'
            ? 'No settlement account yet. Add the school’s account so that students can pay online.'
            : 'No accounts here.'
        }
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        head={
          <>
            <Table.Th>Account</Table.Th>
            <Table.Th visibleFrom="sm">Bank</Table.Th>
            <Table.Th visibleFrom="md">Sub-account</Table.Th>
          </>
        }
        row={(account) => (
          <>
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
          </>
        )}
        actions={(account) => (
          <RowMenu
            label={`${account.accountName} ${account.accountNumber}`}
            actions={[
              account.status === 'active' &&
                !account.isPrimary && {
                  label: 'Make primary',
                  onClick: () => update.mutate({ account, body: { isPrimary: true } }),
                },
              account.status === 'active'
                ? { label: 'Archive', onClick: () => setArchiving(account), danger: true }
                : {
                    label: 'Restore',
                    onClick: () => update.mutate({ account, body: { status: 'active' } }),
                  },
            ]}
          />
        )}
      />
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
