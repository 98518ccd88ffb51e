import type { TBank } from '@campusflow/contracts';
import { ZCreateBank } from '@campusflow/contracts/payment-setup';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { useResourceMutation } from '@/components/resource/use-resource-changes.ts';
import { RowMenu } from '@/components/row-menu.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { StatusFilter } from '@/components/status-filter.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { PAGE_SIZE, setupApi, setupResources, useRefreshSetup } from './setup-api.ts';
import { RowTitle } from './setup-row-title.tsx';

type Values = { name: string; code: string };
const validate = zodValidator(ZCreateBank);

function BankModal(props: { bank: TBank | null; onClose: () => void }) {
  const { bank } = props;
  const refresh = useRefreshSetup();
  const form = useForm<Values>({
    initialValues: { name: bank?.name ?? '', code: bank?.code ?? '' },
    validate,
  });
  const save = useFormMutation(form, {
    mutationFn: (values: Values) =>
      bank ? setupResources.banks.update(bank.id, values) : setupResources.banks.create(values),
    onSuccess: (saved) => {
      notify.success(`${saved.name} has been saved.`);
      void refresh();
      props.onClose();
    },
  });
  const { error } = save;
  return (
    <Modal opened onClose={props.onClose} title={bank ? `Edit ${bank.name}` : 'Add a bank'}>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label="Name" placeholder="Access Bank" {...form.getInputProps('name')} />
          <TextInput
            label="Code"
            description="The bank's code at the payment gateway, e.g. 044"
            maxLength={10}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {bank ? 'Save' : 'Add the bank'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** `appadmin/banks`: the banks schools and students choose from, with their codes. */
export function BanksPage() {
  const { values, page, set } = useSearchState(['q', 'status'] as const);
  const status = values.status || 'active';
  const list = useQuery(setupResources.banks.list({ q: values.q, status, page, limit: PAGE_SIZE }));
  const [editing, setEditing] = useState<TBank | 'new' | null>(null);

  const toggle = useResourceMutation(
    setupResources.schoolBanks,
    (bank: TBank) => setupResources.banks.update(bank.id, { active: !bank.active }),
    (bank) =>
      bank.active
        ? `${bank.name} is active again.`
        : `${bank.name} is deactivated: nobody can choose it now.`,
  );
  const sync = useResourceMutation(setupResources.banks, setupApi.syncBanks, (result) =>
    result.added === 0
      ? `Every bank the gateway lists is here already (${result.existing}).`
      : `Added ${result.added} bank${result.added === 1 ? '' : 's'} from the gateway.`,
  );

  return (
    <Stack gap={0}>
      <PageHeader
        title="Banks"
        description="The banks schools settle into and students pay by transfer to, with their codes."
        actions={
          <>
            <Button variant="default" loading={sync.isPending} onClick={() => sync.mutate()}>
              Sync from gateway
            </Button>
            <Button onClick={() => setEditing('new')}>Add a bank</Button>
          </>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <SearchField
          placeholder="Name or code"
          value={values.q}
          onSearch={(q) => set({ q })}
          style={{ flex: '2 1 200px' }}
        />
        <StatusFilter value={status} onChange={(s) => set({ status: s })} off="inactive" />
      </Group>
      <PagedQueryTable
        query={list}
        empty={
          values.q
            ? 'No bank matches your search.'
            : 'No banks here. Add one, or use “Sync from gateway”.'
        }
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        head={
          <>
            <Table.Th>Bank</Table.Th>
            <Table.Th visibleFrom="sm">Code</Table.Th>
          </>
        }
        row={(bank) => (
          <>
            <Table.Td>
              <RowTitle name={bank.name} tags={[!bank.active && 'inactive']} />
              <Text size="xs" c="dimmed" hiddenFrom="sm">
                Code {bank.code}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{bank.code}</Table.Td>
          </>
        )}
        actions={(bank) => (
          <RowMenu
            label={bank.name}
            actions={[
              { label: 'Edit', onClick: () => setEditing(bank) },
              {
                label: bank.active ? 'Deactivate' : 'Activate',
                onClick: () => toggle.mutate(bank),
              },
            ]}
          />
        )}
      />
      {editing ? (
        <BankModal
          key={editing === 'new' ? 'new' : editing.id}
          bank={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
