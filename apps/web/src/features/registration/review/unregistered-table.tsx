import type { TUnregisteredPage } from '@campusflow/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';

/** The department's students who have not submitted, with a way to write to them. */
export function UnregisteredTable(props: {
  query: UseQueryResult<TUnregisteredPage>;
  page: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  return (
    <QueryState
      query={props.query}
      isEmpty={(d) => d.total === 0}
      empty="Every student expected to register this semester has submitted a registration."
    >
      {(data) => (
        <PagedTable
          minWidth={320}
          verticalSpacing="xs"
          data-testid="unregistered-students"
          page={props.page}
          limit={props.limit}
          total={data.total}
          onPage={props.onPage}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Student</Table.Th>
              <Table.Th visibleFrom="sm">Programme</Table.Th>
              <Table.Th ta="right">Level</Table.Th>
              <Table.Th>So far</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((s) => (
              <Table.Tr key={s.studentId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {s.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {s.matricNumber ?? '—'}
                    {s.email ? (
                      <>
                        {' · '}
                        <Anchor href={`mailto:${s.email}`} size="xs">
                          {s.email}
                        </Anchor>
                      </>
                    ) : null}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{s.programmeName}</Text>
                </Table.Td>
                <Table.Td ta="right">{s.level}</Table.Td>
                <Table.Td>
                  <Badge color={s.hasDraft ? 'gray' : 'red'} variant="light">
                    {s.hasDraft ? 'Draft only' : 'Nothing'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PagedTable>
      )}
    </QueryState>
  );
}
