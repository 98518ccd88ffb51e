import type { TScoreLine } from '@campusflow/contracts';
import { Badge, Table, Text } from '@mantine/core';

const score = (n: number | null) => (n === null ? '—' : String(n));

const statusBadge: Partial<Record<TScoreLine['status'], { label: string; color: string }>> = {
  blank: { label: 'Blank', color: 'red' },
  incomplete: { label: 'Incomplete', color: 'orange' },
  absent: { label: 'ABS', color: 'gray' },
};

/**
 * A sheet's lines, read-only. On a phone the table scrolls in its own box, with the matric
 * number under the name; CA and exam show from the small breakpoint up.
 */
export function SheetLinesTable(props: { lines: TScoreLine[]; caMax: number; examMax: number }) {
  if (props.lines.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No student’s registration for this course is approved yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={300} maxHeight={480}>
      <Table striped verticalSpacing={4} stickyHeader data-testid="sheet-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Student</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              CA /{props.caMax}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Exam /{props.examMax}
            </Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Grade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.lines.map((l) => {
            const badge = statusBadge[l.status];
            return (
              <Table.Tr key={l.enrollmentId}>
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {l.studentName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {l.matricNumber ?? 'No matric number'}
                    <Text span hiddenFrom="sm" inherit>
                      {` · CA ${score(l.ca)} · Exam ${score(l.exam)}`}
                    </Text>
                  </Text>
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {score(l.ca)}
                </Table.Td>
                <Table.Td ta="right" visibleFrom="sm">
                  {score(l.exam)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {score(l.total)}
                </Table.Td>
                <Table.Td>
                  {badge ? (
                    <Badge size="sm" variant="light" color={badge.color}>
                      {badge.label}
                    </Badge>
                  ) : (
                    l.grade
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
