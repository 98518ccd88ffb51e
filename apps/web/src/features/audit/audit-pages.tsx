import type { TAuditEntry } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Code, Group, Select, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { AUDIT_PAGE_SIZE, auditActionsQuery, auditLogsQuery } from './audit-api.ts';

function Change({ entry }: { entry: TAuditEntry }) {
  if (entry.before == null && entry.after == null)
    return (
      <Text size="xs" c="dimmed">
        No details recorded.
      </Text>
    );
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      {entry.before != null ? (
        <div>
          <Text size="xs" fw={600}>
            Before
          </Text>
          <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
        </div>
      ) : null}
      {entry.after != null ? (
        <div>
          <Text size="xs" fw={600}>
            After
          </Text>
          <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
        </div>
      ) : null}
    </Group>
  );
}

/** `admin/logs`: the append-only audit log of the school. */
export function AuditLogPage() {
  const { values, page, set } = useSearchState([
    'actor',
    'action',
    'entityType',
    'entityId',
    'from',
    'to',
  ] as const);
  const [actorText, setActorText] = useState(values.actor);
  const [actor] = useDebouncedValue(actorText, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (actor !== values.actor) set({ actor });
  }, [actor]);
  const [open, setOpen] = useState<number | null>(null);
  const actions = useQuery(auditActionsQuery());
  const logs = useQuery(auditLogsQuery(values, page));
  return (
    <Stack gap={0}>
      <PageHeader
        title="Audit log"
        description="Every sign-in, role change and officer decision, newest first. Nothing here can be edited or deleted."
      />
      <Group gap="sm" mb="md" align="flex-end">
        <TextInput
          label="Who"
          placeholder="Part of a name"
          value={actorText}
          onChange={(e) => setActorText(e.currentTarget.value)}
          style={{ flex: '1 1 160px' }}
        />
        <Select
          label="Action"
          placeholder="Any action"
          data={actions.data?.items ?? []}
          value={values.action || null}
          onChange={(action) => set({ action })}
          searchable
          clearable
          style={{ flex: '1 1 180px' }}
        />
        <TextInput
          label="Record type"
          placeholder="user, payment…"
          value={values.entityType}
          onChange={(e) => set({ entityType: e.currentTarget.value })}
          style={{ flex: '1 1 120px' }}
        />
        <TextInput
          label="From"
          type="date"
          value={values.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
          style={{ flex: '1 1 140px' }}
        />
        <TextInput
          label="To"
          type="date"
          value={values.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
          style={{ flex: '1 1 140px' }}
        />
      </Group>
      <QueryState
        query={logs}
        isEmpty={(d) => d.items.length === 0}
        empty="No entries match these filters."
      >
        {(data) => (
          <>
            <PagedTable
              minWidth={640}
              verticalSpacing="xs"
              page={page}
              limit={AUDIT_PAGE_SIZE}
              total={data.total}
              onPage={(p) => set({ page: p })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Record</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((entry) => (
                  <Fragment key={entry.id}>
                    <Table.Tr>
                      <Table.Td>
                        <UnstyledButton
                          onClick={() => setOpen(open === entry.id ? null : entry.id)}
                          aria-expanded={open === entry.id}
                        >
                          <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.actorName ?? 'System'}</Text>
                        <Text size="xs" c="dimmed">
                          {[entry.actorRole, entry.ip].filter(Boolean).join(' · ')}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {entry.action}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{entry.entityType}</Text>
                        <Text size="xs" c="dimmed" ff="monospace">
                          {entry.entityId}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                    <Table.Tr style={{ display: open === entry.id ? undefined : 'none' }}>
                      <Table.Td colSpan={4}>
                        <Change entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  </Fragment>
                ))}
              </Table.Tbody>
            </PagedTable>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
