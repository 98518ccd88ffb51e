import { Badge, Button, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedQueryTable } from '@/components/paged-query-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { StatusFilter } from '@/components/status-filter.tsx';
import type { Identified } from '@/lib/resource-api.ts';
import { notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { ResourceEditModal } from './resource-edit-modal.tsx';
import { addNounLabel, type ResourcePageProps } from './resource-types.ts';
import { SortHeader } from './sort-header.tsx';
import { useResourceChanges } from './use-resource-changes.ts';

const PAGE_SIZE = 20;

/**
 * A list of one kind of school record on the generic CRUD, with search, sort, filters, add,
 * edit, archive and delete. Hostels, rooms, vehicles and routes use it next; see
 * `features/academics/structure-pages.tsx` and `features/payments/setup/fees-schedule-page.tsx`.
 */
export function ResourcePage<
  T extends Identified & { name: string },
  V extends Record<string, unknown>,
>(props: ResourcePageProps<T, V>) {
  const keys = ['q', 'sort', 'status', ...(props.filterKeys ?? [])] as const;
  const search = useSearchState(keys);
  const { page, set } = search;
  const values = { ...search.values };
  for (const [key, value] of Object.entries(props.defaultFilters ?? {})) values[key] ||= value;
  const status = values.status || 'active';
  const list = useQuery({
    ...props.resource.list({ ...values, status, page, limit: PAGE_SIZE }),
    enabled: props.ready ?? true,
  });
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [importing, setImporting] = useState(false);
  const changes = useResourceChanges(props.resource, props.noun, () => setDeleting(null));

  const sort = values.sort || 'name';
  const empty = typeof props.emptyText === 'function' ? props.emptyText(values) : props.emptyText;
  return (
    <Stack gap={0}>
      <PageHeader
        title={props.title}
        description={props.description}
        actions={
          <>
            {props.exportable ? (
              <ExportMenu
                onExport={(format) => props.resource.export({ ...values, status }, format)}
              />
            ) : null}
            {props.importer ? (
              <Button variant="default" onClick={() => setImporting(true)}>
                Import
              </Button>
            ) : null}
            <Button onClick={() => setEditing('new')} disabled={!!props.blocked}>
              {props.addLabel ?? addNounLabel(props.noun)}
            </Button>
          </>
        }
      />
      <Group gap="sm" mb="md" align="flex-end">
        <SearchField
          placeholder={props.searchPlaceholder ?? 'Name or code'}
          value={values.q ?? ''}
          onSearch={(q) => set({ q })}
          style={{ flex: '2 1 200px' }}
        />
        {props.filters?.(values, set)}
        <StatusFilter value={status} onChange={(s) => set({ status: s })} />
      </Group>
      {props.blocked ?? (
        <PagedQueryTable
          query={list}
          empty={values.q ? `No ${props.noun} matches your search.` : empty}
          page={page}
          limit={PAGE_SIZE}
          onPage={(p) => set({ page: p })}
          head={props.columns.map((column) => (
            <Table.Th key={column.label} visibleFrom={column.visibleFrom} ta={column.align}>
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
              <Table.Td key={column.label} visibleFrom={column.visibleFrom} ta={column.align}>
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
                      .then(() => changes.refresh())
                      .catch((e: unknown) => notifyError(e)),
                })),
                {
                  label: item.status === 'active' ? 'Archive' : 'Restore',
                  onClick: () => changes.setStatus.mutate(item),
                },
                { label: 'Delete', onClick: () => setDeleting(item), danger: true },
              ]}
            />
          )}
        />
      )}
      {editing ? (
        <ResourceEditModal
          key={editing === 'new' ? 'new' : editing.id}
          noun={props.noun}
          item={editing === 'new' ? null : editing}
          form={props}
          save={(v) => changes.save(editing === 'new' ? null : editing, props.toBody(v))}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {importing ? props.importer?.(() => setImporting(false)) : null}
      <ConfirmDialog
        opened={!!deleting}
        title={`Delete ${deleting?.name}?`}
        confirmLabel="Delete"
        danger
        busy={changes.remove.isPending}
        onConfirm={() => deleting && changes.remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        This cannot be undone.{' '}
        {props.deleteNote ??
          `A ${props.noun} that other records use cannot be deleted; archive it instead.`}
      </ConfirmDialog>
    </Stack>
  );
}
