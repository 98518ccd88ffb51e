import type { TDepartmentSheet } from '@campusflow/contracts';
import { Anchor, Table, Text } from '@mantine/core';
import { PagedTable } from '@/components/paged-table.tsx';
import { SheetStateBadge } from '../review/sheet-state-badge.tsx';

/**
 * The department's courses with their sheets. A course whose sheet exists opens it; one not
 * started yet has nothing to open. On a phone the counts sit under the course.
 */
export function DepartmentSheetsTable(props: {
  items: TDepartmentSheet[];
  page: number;
  limit: number;
  total: number;
  onPage: (page: number) => void;
  onOpen: (sheetId: string) => void;
}) {
  return (
    <PagedTable
      minWidth={300}
      highlightOnHover
      verticalSpacing="xs"
      page={props.page}
      limit={props.limit}
      total={props.total}
      onPage={props.onPage}
      data-testid="department-sheets"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Course</Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Students
          </Table.Th>
          <Table.Th ta="right" visibleFrom="sm">
            Scored
          </Table.Th>
          <Table.Th>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.items.map((s) => {
          const scored = s.counts.graded + s.counts.absent;
          const open = s.sheetId;
          return (
            <Table.Tr key={`${s.courseId}-${s.semester}`}>
              <Table.Td>
                {open ? (
                  <Anchor component="button" fw={600} size="sm" onClick={() => props.onOpen(open)}>
                    {s.code}
                  </Anchor>
                ) : (
                  <Text fw={600} size="sm">
                    {s.code}
                  </Text>
                )}
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {s.title} · {s.level} level · semester {s.semester}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="sm">
                  {scored} of {s.counts.students} scored
                </Text>
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {s.counts.students}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {scored}
                {s.counts.blank + s.counts.incomplete > 0 ? (
                  <Text span size="xs" c="orange">
                    {' '}
                    ({s.counts.blank + s.counts.incomplete} blank)
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>
                <SheetStateBadge state={s.state} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </PagedTable>
  );
}
