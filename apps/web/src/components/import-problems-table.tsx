import type { TImportProblem } from '@campusflow/contracts/imports';
import { Table } from '@mantine/core';
import { useState } from 'react';
import { ListFooter } from './list-footer.tsx';

/**
 * The problems an import check found, by line and column, a page at a time: a file of
 * thousands of rows can have thousands of problems, and the browser shows only one page.
 */
export function ImportProblemsTable(props: { problems: TImportProblem[]; pageSize?: number }) {
  const limit = props.pageSize ?? 25;
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(props.problems.length / limit));
  // A new check may have fewer pages than the one before.
  const current = Math.min(page, pages);
  const shown = props.problems.slice((current - 1) * limit, current * limit);
  return (
    <>
      <Table.ScrollContainer minWidth={300}>
        <Table fz="sm" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={56}>Line</Table.Th>
              <Table.Th>Column</Table.Th>
              <Table.Th>Problem</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p) => (
              <Table.Tr key={`${p.line}-${p.column}-${p.reason}`}>
                <Table.Td>{p.line}</Table.Td>
                <Table.Td>{p.column}</Table.Td>
                <Table.Td>{p.reason}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListFooter page={current} limit={limit} total={props.problems.length} onPage={setPage} />
    </>
  );
}
