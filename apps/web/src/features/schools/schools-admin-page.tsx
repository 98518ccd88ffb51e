import type { TSchool } from '@campusflow/contracts';
import { Avatar, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SuspendDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { SchoolFormModal } from './school-form-modal.tsx';
import {
  SCHOOLS_PAGE_SIZE,
  schoolsAdminApi,
  schoolsQuery,
  useRefreshSchools,
} from './schools-admin-api.ts';

/** `appadmin/schools`: every school on the platform; add, edit, logo, suspend. */
export function SchoolsAdminPage() {
  const { values, page, set } = useSearchState(['q', 'status'] as const);
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (q !== values.q) set({ q });
  }, [q]);
  const schools = useQuery(schoolsQuery({ ...values, page }));
  const refresh = useRefreshSchools();
  const [editing, setEditing] = useState<TSchool | null | 'new'>(null);
  const [toggling, setToggling] = useState<TSchool | null>(null);
  const toggle = useMutation({
    mutationFn: (school: TSchool) =>
      schoolsAdminApi.update(school.id, {
        status: school.status === 'active' ? 'suspended' : 'active',
      }),
    onSuccess: (school) => {
      notify.success(
        school.status === 'active'
          ? `${school.name} is active again.`
          : `${school.name} is suspended.`,
      );
      void refresh();
      setToggling(null);
    },
    onError: (e) => {
      notifyError(e);
      setToggling(null);
    },
  });
  return (
    <Stack gap={0}>
      <PageHeader
        title="Schools"
        description="The schools on Campusflow. A school’s first administrator is added under Platform users."
        actions={<Button onClick={() => setEditing('new')}>Add a school</Button>}
      />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Name or code"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '2 1 220px' }}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={[
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
          ]}
          value={values.status || null}
          onChange={(status) => set({ status })}
          clearable
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      <QueryState
        query={schools}
        isEmpty={(d) => d.items.length === 0}
        empty={
          values.q || values.status
            ? 'No school matches.'
            : 'No schools yet. Add the first with “Add a school”.'
        }
      >
        {(data) => (
          <>
            <PagedTable
              minWidth={300}
              verticalSpacing="sm"
              highlightOnHover
              page={page}
              limit={SCHOOLS_PAGE_SIZE}
              total={data.total}
              onPage={(p) => set({ page: p })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>School</Table.Th>
                  <Table.Th visibleFrom="sm">Users</Table.Th>
                  <Table.Th visibleFrom="sm">Status</Table.Th>
                  <Table.Th w={48} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((school) => (
                  <Table.Tr key={school.id}>
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar src={school.logo} alt="" radius="sm" color="blue">
                          {school.code.slice(0, 2)}
                        </Avatar>
                        <div>
                          <Text size="sm" fw={500}>
                            {school.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {[school.code, school.email, school.phone].filter(Boolean).join(' · ')}
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{school.userCount}</Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Badge
                        variant="light"
                        color={school.status === 'active' ? 'green' : 'red'}
                        size="sm"
                      >
                        {school.status}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <RowMenu
                        label={school.name}
                        actions={[
                          { label: 'Edit details and logo', onClick: () => setEditing(school) },
                          {
                            label: school.status === 'active' ? 'Suspend' : 'Reactivate',
                            onClick: () => setToggling(school),
                            danger: school.status === 'active',
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
        <SchoolFormModal
          key={editing === 'new' ? 'new' : editing.id}
          opened
          school={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <SuspendDialog
        target={toggling}
        busy={toggle.isPending}
        suspends="The school disappears from the public list and its people can no longer sign in. Nothing is deleted."
        reactivates="The school shows in the public list again and its people can sign in."
        onConfirm={(target) => toggle.mutate(target)}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
