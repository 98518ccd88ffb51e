import type { TBroadsheet } from '@campusflow/contracts';
import { formatGradePoint } from '@campusflow/domain';
import { Badge, Box, Table, Text } from '@mantine/core';

const sticky = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
} as const;

const cellText = (c: { grade: string | null; total: number | null }) =>
  c.grade ? (c.total === null ? c.grade : `${c.grade} ${c.total}`) : '—';

/**
 * The broadsheet: a row per student, a column per course (grade and total), then GPA, CGPA
 * (exact, shown cut to 2 decimals) and remarks. It scrolls in its own box, the student column
 * staying in view, so a phone never scrolls the page sideways. Preview columns are marked.
 */
export function BroadsheetTable(props: { sheet: TBroadsheet }) {
  const { courses, rows } = props.sheet;
  return (
    <Box
      style={{ overflow: 'auto', maxHeight: '70vh' }}
      tabIndex={0}
      aria-label="Broadsheet, scrolls sideways"
      bd="1px solid var(--mantine-color-default-border)"
    >
      <Table striped withColumnBorders stickyHeader fz="sm" style={{ minWidth: 'max-content' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ ...sticky, zIndex: 3 }}>Student</Table.Th>
            {courses.map((c) => (
              <Table.Th key={c.courseId} ta="center" title={c.title}>
                <Text fw={600} size="sm">
                  {c.code}
                </Text>
                <Text size="xs" c="dimmed">
                  {c.units} units
                </Text>
                {c.preview ? (
                  <Badge size="xs" color="orange" variant="light">
                    Preview
                  </Badge>
                ) : c.state !== 'published' ? (
                  <Badge size="xs" color="gray" variant="light">
                    Not ready
                  </Badge>
                ) : null}
              </Table.Th>
            ))}
            <Table.Th ta="right">GPA</Table.Th>
            <Table.Th ta="right">CGPA</Table.Th>
            <Table.Th>Remarks</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.enrollmentId}>
              <Table.Td style={sticky}>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {r.matricNumber ?? '—'}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {r.name}
                </Text>
              </Table.Td>
              {r.cells.map((c) => (
                <Table.Td
                  key={c.courseId}
                  ta="center"
                  c={c.grade === 'F' || c.grade === 'ABS' ? 'red' : undefined}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {cellText(c)}
                </Table.Td>
              ))}
              <Table.Td ta="right">{formatGradePoint(r.gpa)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatGradePoint(r.cgpa)}
              </Table.Td>
              <Table.Td style={{ minWidth: 180 }}>
                <Text size="sm" c={r.probation ? 'red' : undefined}>
                  {r.remarks}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
