import type { TStaticAccount } from '@campusflow/contracts';
import { Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { useResourceMutation } from '@/components/resource/use-resource-changes.ts';
import { RowMenu } from '@/components/row-menu.tsx';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { PAGE_SIZE, setupResources } from './setup-api.ts';
import { RowTitle } from './setup-row-title.tsx';
import { StaticAccountModal } from './setup-static-account-modal.tsx';

/** `appadmin/static-accounts`: the accounts each school's students may pay into by transfer. */
export function StaticAccountsPage() {
  const { values, page, set } = useSearchState(['schoolId'] as const);
  const [schoolName, setSchoolName] = useState('');
  const list = useQuery(
    setupResources.staticAccounts.list({
      schoolId: values.schoolId,
      status: 'all',
      page,
      limit: PAGE_SIZE,
    }),
  );
  const [editing, setEditing] = useState<TStaticAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TStaticAccount | null>(null);

  const toggle = useResourceMutation(
    setupResources.schoolBanks,
    (account: TStaticAccount) =>
      setupResources.staticAccounts.update(account.id, {
        status: account.status === 'active' ? 'archived' : 'active',
      }),
    (account) =>
      account.status === 'archived'
        ? 'The account is archived: students no longer see it.'
        : 'Students see the account again.',
  );
  const remove = useResourceMutation(
    setupResources.schoolBanks,
    (account: TStaticAccount) => setupResources.staticAccounts.remove(account.id),
    () => 'The account has been deleted.',
    () => setDeleting(null),
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Static accounts"
        description="Bank accounts shown to a school’s students who pay by transfer. The school’s accountant confirms such payments."
        actions={
          <Button onClick={() => setEditing('new')} disabled={!values.schoolId}>
            Add an account
          </Button>
        }
      />
      <SchoolPicker
        label="School"
        placeholder="All schools: search by name or code"
        value={values.schoolId || null}
        onChange={(schoolId, option) => {
          set({ schoolId });
          setSchoolName(option?.label ?? '');
        }}
        clearable
        mb="md"
        maw={480}
      />
      <PagedQueryTable
        query={list}
        empty={
          values.schoolId
            ? 'This school has no static accounts yet. Add one so that its students can pay by transfer.'
            : 'No static accounts yet. Choose a school to add its accounts.'
        }
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        head={
          <>
            <Table.Th>Account</Table.Th>
            <Table.Th visibleFrom="sm">{values.schoolId ? 'Note' : 'School'}</Table.Th>
          </>
        }
        row={(account) => (
          <>
            <Table.Td>
              <RowTitle
                name={account.accountName}
                tags={[account.status === 'archived' && 'archived']}
              />
              <Text size="xs" c="dimmed">
                {account.bankName} · {account.accountNumber}
              </Text>
              {values.schoolId ? null : (
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {account.schoolName}
                </Text>
              )}
            </Table.Td>
            <Table.Td visibleFrom="sm">
              <Text size="sm" c={values.schoolId ? 'dimmed' : undefined} lineClamp={2}>
                {values.schoolId ? (account.note ?? '—') : account.schoolName}
              </Text>
            </Table.Td>
          </>
        )}
        actions={(account) => (
          <RowMenu
            label={`${account.bankName} ${account.accountNumber}`}
            actions={[
              { label: 'Edit', onClick: () => setEditing(account) },
              {
                label: account.status === 'active' ? 'Archive' : 'Restore',
                onClick: () => toggle.mutate(account),
              },
              { label: 'Delete', onClick: () => setDeleting(account), danger: true },
            ]}
          />
        )}
      />
      {editing ? (
        <StaticAccountModal
          key={editing === 'new' ? 'new' : editing.id}
          account={editing === 'new' ? null : editing}
          schoolId={values.schoolId}
          schoolName={schoolName || 'this school'}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={!!deleting}
        title="Delete this account?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        {deleting
          ? `${deleting.bankName} ${deleting.accountNumber} (${deleting.accountName}) disappears from ${deleting.schoolName}’s payment page. This cannot be undone.`
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
