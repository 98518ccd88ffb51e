import { Table } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PagedTable } from './paged-table.tsx';
import { QueryState } from './query-state.tsx';

type Paged = { items: { id: string }[]; total: number };

/**
 * One page of a server list as a table, with the loading, failed and empty states: the header
 * cells, a row of cells per item, and a narrow last column for the row's ⋯ menu.
 */
export function PagedQueryTable<D extends Paged>(props: {
  query: UseQueryResult<D>;
  empty: ReactNode;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  head: ReactNode;
  row: (item: D['items'][number]) => ReactNode;
  actions: (item: D['items'][number]) => ReactNode;
}) {
  return (
    <QueryState query={props.query} isEmpty={(d) => d.items.length === 0} empty={props.empty}>
      {(data) => (
        <PagedTable
          minWidth={300}
          verticalSpacing="sm"
          highlightOnHover
          page={props.page}
          limit={props.limit}
          total={data.total}
          onPage={props.onPage}
        >
          <Table.Thead>
            <Table.Tr>
              {props.head}
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>
                {props.row(item)}
                <Table.Td>{props.actions(item)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PagedTable>
      )}
    </QueryState>
  );
}
