import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter } from './list-footer.tsx';

/** A server-paged table: scrolls sideways on a phone, with "41–60 of 230" and pages below. */
export function PagedTable(
  props: Omit<TableProps, 'children'> & {
    minWidth?: number;
    page: number;
    limit: number;
    total: number;
    onPage: (page: number) => void;
    children: ReactNode;
  },
) {
  const { minWidth = 300, page, limit, total, onPage, children, ...table } = props;
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table {...table}>{children}</Table>
      </Table.ScrollContainer>
      <ListFooter page={page} limit={limit} total={total} onPage={onPage} />
    </>
  );
}
