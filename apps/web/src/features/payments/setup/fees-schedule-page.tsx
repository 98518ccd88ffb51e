import type { TFee } from '@campusflow/contracts';
import { formatDate, formatNaira } from '@campusflow/contracts/format';
import { Anchor, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { StatusFilter } from '@/components/status-filter.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { useFeeChoices } from './fees-schedule-choices.ts';
import { FeeModal, feeTypeOptions } from './fees-schedule-form.tsx';
import { feesQuery, PAGE_SIZE, setupApi } from './setup-api.ts';
import { RowTitle } from './setup-row-title.tsx';
import { useSetupMutation } from './use-setup-mutation.ts';

const scopeText = (fee: TFee) =>
  `${fee.programmeName ?? 'All programmes'} · ${fee.level ? `${fee.level} level` : 'all levels'}`;
const instalmentText = (fee: TFee) =>
  fee.installmentsAllowed ? `${fee.installmentCount} instalments` : 'Full payment';

function FeeMenu(props: {
  fee: TFee;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { fee } = props;
  return (
    <RowMenu
      label={fee.name}
      actions={[
        { label: 'Edit', onClick: props.onEdit },
        { label: fee.status === 'active' ? 'Archive' : 'Restore', onClick: props.onToggle },
        { label: 'Delete', onClick: props.onDelete, danger: true },
      ]}
    />
  );
}

/** `hos/programmeFees`: the fee schedule per session, programme, level and type. */
export function ProgrammeFeesPage() {
  const keys = ['q', 'sort', 'status', 'sessionId', 'programmeId', 'type'] as const;
  const { values, page, set } = useSearchState(keys);
  const choices = useFeeChoices();
  const sessionId = values.sessionId || choices.defaultSessionId;
  const status = values.status || 'active';
  const list = useQuery({
    ...feesQuery({ ...values, sessionId, status, page, limit: PAGE_SIZE }),
    // The current session is the default filter: wait for it (a failed list filters nothing).
    enabled: !choices.sessions.isPending,
  });
  const [editing, setEditing] = useState<TFee | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TFee | null>(null);

  const toggle = useSetupMutation(
    (fee: TFee) =>
      setupApi.updateFee(fee.id, { status: fee.status === 'active' ? 'archived' : 'active' }),
    (fee) =>
      fee.status === 'archived' ? `${fee.name} is archived.` : `${fee.name} is active again.`,
  );
  const remove = useSetupMutation(
    (fee: TFee) => setupApi.deleteFee(fee.id),
    () => 'The fee has been deleted.',
    () => setDeleting(null),
  );

  const noSessions = choices.sessions.isSuccess && choices.sessionOptions.length === 0;
  return (
    <Stack gap={0}>
      <PageHeader
        title="Programme fees"
        description="What students pay, per session, programme, level and type. Amounts are in naira."
        actions={
          <Button onClick={() => setEditing('new')} disabled={noSessions}>
            Add a fee
          </Button>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label="Session"
          data={choices.sessionOptions}
          value={sessionId || null}
          onChange={(s) => set({ sessionId: s })}
          allowDeselect={false}
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Programme"
          placeholder="Any"
          data={[{ value: 'all', label: 'Fees for all programmes' }, ...choices.programmeOptions]}
          value={values.programmeId || null}
          onChange={(programmeId) => set({ programmeId })}
          searchable
          clearable
          style={{ flex: '1 1 200px' }}
        />
        <Select
          label="Type"
          placeholder="Any"
          data={feeTypeOptions}
          value={values.type || null}
          onChange={(type) => set({ type })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
        <SearchField
          placeholder="Fee name"
          value={values.q}
          onSearch={(q) => set({ q })}
          style={{ flex: '2 1 180px' }}
        />
        <StatusFilter value={status} onChange={(s) => set({ status: s })} />
      </Group>
      {noSessions ? (
        <Text size="sm">
          Fees belong to a session. Add one first under{' '}
          <Anchor component={Link} to="/dashboard/hos/sessions">
            Sessions
          </Anchor>
          .
        </Text>
      ) : (
        <PagedQueryTable
          query={list}
          empty={
            values.q || values.programmeId || values.type
              ? 'No fee matches these filters.'
              : 'No fees in this session yet. Add the first with “Add a fee”.'
          }
          page={page}
          limit={PAGE_SIZE}
          onPage={(p) => set({ page: p })}
          head={
            <>
              <Table.Th>Fee</Table.Th>
              <Table.Th visibleFrom="sm">Programme and level</Table.Th>
              <Table.Th ta="right">Amount (₦)</Table.Th>
              <Table.Th visibleFrom="md">Instalments</Table.Th>
              <Table.Th visibleFrom="md">Due</Table.Th>
            </>
          }
          row={(fee) => (
            <>
              <Table.Td>
                <RowTitle name={fee.name} tags={[fee.status === 'archived' && 'archived']} />
                <Text size="xs" c="dimmed">
                  {feeTypeLabels[fee.type]}
                  {fee.paymentCount > 0 ? ` · ${fee.paymentCount} payments` : ''}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {scopeText(fee)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{scopeText(fee)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatNaira(fee.amount)}
              </Table.Td>
              <Table.Td visibleFrom="md">{instalmentText(fee)}</Table.Td>
              <Table.Td visibleFrom="md">{formatDate(fee.dueDate)}</Table.Td>
            </>
          )}
          actions={(fee) => (
            <FeeMenu
              fee={fee}
              onEdit={() => setEditing(fee)}
              onToggle={() => toggle.mutate(fee)}
              onDelete={() => setDeleting(fee)}
            />
          )}
        />
      )}
      {editing ? (
        <FeeModal
          key={editing === 'new' ? 'new' : editing.id}
          fee={editing === 'new' ? null : editing}
          sessionId={sessionId}
          sessions={choices.sessionOptions}
          programmes={choices.programmeOptions}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={!!deleting}
        title={`Delete ${deleting?.name ?? 'this fee'}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        This cannot be undone. A fee students have paid cannot be deleted; archive it instead.
      </ConfirmDialog>
    </Stack>
  );
}
