import type { TCourseFormCheck } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { Alert, Card, Divider, Stack, Table, Text } from '@mantine/core';
import { Fact } from '@/components/fact.tsx';

const semesterNames: Record<number, string> = { 1: 'First', 2: 'Second', 3: 'Third' };

/** The course form as approved: whose, which semester, the courses, and who approved it. */
export function CourseFormFacts({ form }: { form: TCourseFormCheck }) {
  return (
    <Card withBorder padding="lg" data-testid="course-form-facts">
      <Stack gap="xs">
        <Alert color="green" variant="light">
          This is a genuine course form, approved by the head of department.
        </Alert>
        <Fact label="Code">{form.code}</Fact>
        <Fact label="School">{form.schoolName}</Fact>
        <Fact label="Student">{form.studentName}</Fact>
        <Fact label="Matric number">
          <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
            {form.matricNumber}
          </Text>
        </Fact>
        <Fact label="Programme">{form.programmeName}</Fact>
        <Fact label="Level">{form.level} level</Fact>
        <Fact label="Session">{form.sessionName}</Fact>
        <Fact label="Semester">{semesterNames[form.semester] ?? form.semester} semester</Fact>
        <Fact label="Approved">
          {formatDate(form.approvedAt)} by {form.approvedBy}
        </Fact>
        <Divider my={4} />
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Code</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th ta="right">Units</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.courses.map((c) => (
              <Table.Tr key={c.code}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.code}</Table.Td>
                <Table.Td>{c.title}</Table.Td>
                <Table.Td ta="right">{c.units}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>Total units</Table.Th>
              <Table.Th ta="right" data-testid="course-form-total">
                {form.totalUnits}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </Card>
  );
}
