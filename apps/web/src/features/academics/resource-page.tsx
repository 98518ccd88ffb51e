import type { TImportKind } from '@campusflow/contracts';
import { Badge, Button, Group, Modal, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { StatusFilter } from '@/components/status-filter.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { type FormErrors, useForm } from '@/lib/use-form.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { serverFieldErrors } from '@/lib/zod-form.ts';
import { ImportModal } from './import-modal.tsx';
import { type Identified, resourceApi } from './resource-api.ts';

export type Column<T> = {
  label: string;
  render: (item: T) => ReactNode;
  /** Server sort key; the header becomes a sort button. */
  sort?: string;
  /** Hidden on phones, where the first column carries the essentials. */
  wide?: boolean;
};

export type FormProps<V> = {
  values: V;
  errors: FormErrors;
  field: <K extends keyof V & string>(
    name: K,
  ) => { value: never; onChange: (arg: unknown) => void; error: string | undefined };
};

type ResourcePageProps<
  T extends Identified & { name: string },
  V extends Record<string, unknown>,
> = {
  title: string;
  description: string;
  noun: string;
  path: string;
  columns: Column<T>[];
  /** Extra list filters: names kept in the address, and their inputs. */
  filterKeys?: readonly string[];
  filters?: (
    values: Record<string, string>,
    set: (patch: Record<string, string | null>) => void,
  ) => ReactNode;
  emptyText: ReactNode;
  blank: V;
  fromItem: (item: T) => V;
  toBody: (values: V) => unknown;
  validate: (values: V) => FormErrors;
  form: (props: FormProps<V>) => ReactNode;
  /** More actions for a row, after Edit. */
  rowActions?: (item: T) => { label: string; run: () => Promise<unknown> }[];
  /** The add button's text when "Add a {noun}" does not fit. */
  addLabel?: string;
  /** Offers an import from CSV or XLSX. */
  importKind?: TImportKind;
};

const PAGE_SIZE = 20;

function SortHeader(props: {
  label: string;
  sortKey: string;
  current: string;
  onSort: (key: string) => void;
}) {
  const active = props.current.replace(/^-/, '') === props.sortKey;
  const descending = props.current.startsWith('-');
  return (
    <UnstyledButton
      onClick={() => props.onSort(active && !descending ? `-${props.sortKey}` : props.sortKey)}
      fw={700}
      fz="sm"
    >
      {props.label} {active ? (descending ? '↓' : '↑') : ''}
    </UnstyledButton>
  );
}

function EditModal<T extends Identified, V extends Record<string, unknown>>(props: {
  noun: string;
  item: T | null;
  blank: V;
  fromItem: (item: T) => V;
  validate: (values: V) => FormErrors;
  form: (props: FormProps<V>) => ReactNode;
  save: (values: V) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<V>({
    initialValues: props.item ? props.fromItem(props.item) : props.blank,
    validate: props.validate,
  });
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: props.save,
    onSuccess: () => props.onClose(),
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      setError(e.message);
    },
  });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.item ? `Edit ${props.noun}` : `Add a ${props.noun}`}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          {error ? (
            <Text c="red" size="sm" role="alert">
              {error}
            </Text>
          ) : null}
          {props.form({
            values: form.values,
            errors: form.errors,
            field: form.getInputProps as FormProps<V>['field'],
          })}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {props.item ? 'Save' : `Add the ${props.noun}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** A list of one kind of school record with search, sort, filters, add, edit, archive and delete. */
export function ResourcePage<
  T extends Identified & { name: string },
  V extends Record<string, unknown>,
>(props: ResourcePageProps<T, V>) {
  const keys = ['q', 'sort', 'status', ...(props.filterKeys ?? [])] as const;
  const { values, page, set } = useSearchState(keys);
  const resource = resourceApi<T>(props.path);
  const list = useQuery(
    resource.list({ ...values, status: values.status || 'active', page, limit: PAGE_SIZE }),
  );
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['academics'] });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [importing, setImporting] = useState(false);

  const setStatus = useMutation({
    mutationFn: (item: T) =>
      resource.update(item.id, { status: item.status === 'active' ? 'archived' : 'active' }),
    onSuccess: (item) => {
      notify.success(
        item.status === 'archived' ? `${item.name} is archived.` : `${item.name} is active again.`,
      );
      void refresh();
    },
    onError: (e) => notifyError(e),
  });
  const remove = useMutation({
    mutationFn: (item: T) => resource.remove(item.id),
    onSuccess: () => {
      notify.success(`The ${props.noun} has been deleted.`);
      setDeleting(null);
      void refresh();
    },
    onError: (e) => {
      setDeleting(null);
      notifyError(e);
    },
  });

  const sort = values.sort || 'name';
  return (
    <Stack gap={0}>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            {props.importKind ? (
              <Button variant="default" onClick={() => setImporting(true)}>
                Import
              </Button>
            ) : null}
            <Button onClick={() => setEditing('new')}>
              {props.addLabel ?? `Add a ${props.noun}`}
            </Button>
          </>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <SearchField
          placeholder="Name or code"
          value={values.q ?? ''}
          onSearch={(q) => set({ q })}
          style={{ flex: '2 1 200px' }}
        />
        {props.filters?.(values, set)}
        <StatusFilter value={values.status || 'active'} onChange={(status) => set({ status })} />
      </Group>
      <PagedQueryTable
        query={list}
        empty={values.q ? `No ${props.noun} matches your search.` : props.emptyText}
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        head={props.columns.map((column) => (
          <Table.Th key={column.label} visibleFrom={column.wide ? 'sm' : undefined}>
            {column.sort ? (
              <SortHeader
                label={column.label}
                sortKey={column.sort}
                current={sort}
                onSort={(s) => set({ sort: s })}
              />
            ) : (
              column.label
            )}
          </Table.Th>
        ))}
        row={(item) =>
          props.columns.map((column, i) => (
            <Table.Td key={column.label} visibleFrom={column.wide ? 'sm' : undefined}>
              {column.render(item)}
              {i === 0 && item.status === 'archived' ? (
                <Badge ml="xs" size="xs" color="gray" variant="light">
                  archived
                </Badge>
              ) : null}
            </Table.Td>
          ))
        }
        actions={(item) => (
          <RowMenu
            label={item.name}
            actions={[
              { label: 'Edit', onClick: () => setEditing(item) },
              ...(props.rowActions?.(item) ?? []).map((action) => ({
                label: action.label,
                onClick: () =>
                  void action
                    .run()
                    .then(() => refresh())
                    .catch((e: unknown) => notifyError(e)),
              })),
              {
                label: item.status === 'active' ? 'Archive' : 'Restore',
                onClick: () => setStatus.mutate(item),
              },
              { label: 'Delete', onClick: () => setDeleting(item), danger: true },
            ]}
          />
        )}
      />
      {editing ? (
        <EditModal
          key={editing === 'new' ? 'new' : editing.id}
          noun={props.noun}
          item={editing === 'new' ? null : editing}
          blank={props.blank}
          fromItem={props.fromItem}
          validate={props.validate}
          form={props.form}
          save={async (v) => {
            const body = props.toBody(v);
            const saved =
              editing === 'new'
                ? await resource.create(body)
                : await resource.update(editing.id, body);
            notify.success(`${saved.name} has been saved.`);
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {importing && props.importKind ? (
        <ImportModal
          kind={props.importKind}
          noun={props.noun}
          onClose={() => setImporting(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={!!deleting}
        title={`Delete ${deleting?.name}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        This cannot be undone. A {props.noun} that other records use cannot be deleted; archive it
        instead.
      </ConfirmDialog>
    </Stack>
  );
}
