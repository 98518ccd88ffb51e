import type { TBank } from '@campusflow/contracts';
import { ZCreateBank } from '@campusflow/contracts/payment-setup';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { serverFieldErrors, zodValidator } from '@/lib/zod-form.ts';
import { banksQuery, PAGE_SIZE, SETUP_KEY, setupApi } from './setup-api.ts';

type Values = { name: string; code: string };
const validate = zodValidator(ZCreateBank);

function BankModal(props: { bank: TBank | null; onClose: () => void }) {
  const { bank } = props;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: bank?.name ?? '', code: bank?.code ?? '' },
    validate,
  });
  const save = useMutation({
    mutationFn: (values: Values) =>
      bank ? setupApi.updateBank(bank.id, values) : setupApi.createBank(values),
    onSuccess: (saved) => {
      notify.success(`${saved.name} has been saved.`);
      void queryClient.invalidateQueries({ queryKey: [SETUP_KEY] });
      props.onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      setError(e.message);
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={bank ? `Edit ${bank.name}` : 'Add a bank'}>
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
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
            <Button type="submit" loading={save.isPending}>
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
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (q !== values.q) set({ q });
  }, [q]);
  const status = values.status || 'active';
  const list = useQuery(banksQuery({ q: values.q, status, page, limit: PAGE_SIZE }));
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SETUP_KEY] });
  const [editing, setEditing] = useState<TBank | 'new' | null>(null);

  const toggle = useMutation({
    mutationFn: (bank: TBank) => setupApi.updateBank(bank.id, { active: !bank.active }),
    onSuccess: (bank) => {
      notify.success(
        bank.active
          ? `${bank.name} is active again.`
          : `${bank.name} is deactivated: nobody can choose it now.`,
      );
      void refresh();
    },
    onError: (e) => notifyError(e),
  });
  const sync = useMutation({
    mutationFn: setupApi.syncBanks,
    onSuccess: (result) => {
      notify.success(
        result.added === 0
          ? `Every bank the gateway lists is here already (${result.existing}).`
          : `Added ${result.added} bank${result.added === 1 ? '' : 's'} from the gateway.`,
      );
      void refresh();
    },
    onError: (e) => notifyError(e),
  });

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
        <TextInput
          label="Search"
          placeholder="Name or code"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '2 1 200px' }}
        />
        <SegmentedControl
          size="sm"
          value={status}
          onChange={(s) => set({ status: s === 'active' ? null : s })}
          data={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      <QueryState
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={
          values.q
            ? 'No bank matches your search.'
            : 'No banks here. Add one, or use “Sync from gateway”.'
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
                  <Table.Th>Bank</Table.Th>
                  <Table.Th visibleFrom="sm">Code</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((bank) => (
                  <Table.Tr key={bank.id}>
                    <Table.Td>
                      <Group gap={6}>
                        <Text size="sm" fw={500}>
                          {bank.name}
                        </Text>
                        {bank.active ? null : (
                          <Badge size="xs" color="gray" variant="light">
                            inactive
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" hiddenFrom="sm">
                        Code {bank.code}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{bank.code}</Table.Td>
                    <Table.Td>
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
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </PagedTable>
          </>
        )}
      </QueryState>
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
