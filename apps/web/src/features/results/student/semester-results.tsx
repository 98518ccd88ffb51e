import type { TResultCourse, TResultSemester } from '@campusflow/contracts';
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { StatementButton } from './download-buttons.tsx';
import { gradeColor, semesterTitle, unitsLabel } from './results-labels.ts';

function Grade({ course }: { course: TResultCourse }) {
  return (
    <Badge color={gradeColor(course)} variant="light" size="md">
      {course.grade ?? '—'}
    </Badge>
  );
}

/** A grade point, large, with what it is under it. */
function Point(props: { label: string; value: string; testId: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text fz={26} fw={700} lh={1.1} data-testid={props.testId}>
        {props.value}
      </Text>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
    </Stack>
  );
}

/** A course as a card, on a phone. */
function CourseCard({ course }: { course: TResultCourse }) {
  return (
    <Card withBorder padding="xs" radius="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {course.code}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {course.title}
          </Text>
          <Text size="xs" c="dimmed">
            {unitsLabel(course.units)} · {course.points ?? '—'} points
          </Text>
        </Stack>
        <Grade course={course} />
      </Group>
    </Card>
  );
}

function CourseTable({ semester }: { semester: TResultSemester }) {
  return (
    <Table visibleFrom="sm" withTableBorder verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={120}>Code</Table.Th>
          <Table.Th>Title</Table.Th>
          <Table.Th w={70} ta="right">
            Units
          </Table.Th>
          <Table.Th w={80} ta="center">
            Grade
          </Table.Th>
          <Table.Th w={70} ta="right">
            Points
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {semester.courses.map((c) => (
          <Table.Tr key={c.courseId} data-testid={`result-${c.code}`}>
            <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
              {c.code}
            </Table.Td>
            <Table.Td>{c.title}</Table.Td>
            <Table.Td ta="right">{c.units}</Table.Td>
            <Table.Td ta="center">
              <Grade course={c} />
            </Table.Td>
            <Table.Td ta="right">{c.points ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={2}>Total units</Table.Th>
          <Table.Th ta="right">{semester.units}</Table.Th>
          <Table.Th />
          <Table.Th />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

/** One published semester: its courses, GPA and the CGPA after it, and its statement. */
export function SemesterResults({ semester }: { semester: TResultSemester }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={semesterTitle(semester)}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Title order={3} size="h4">
              {semesterTitle(semester)}
            </Title>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {unitsLabel(semester.units)}
              </Text>
              {semester.probation ? (
                <Badge color="orange" variant="light">
                  Probation
                </Badge>
              ) : null}
            </Group>
          </Stack>
          <Group gap="lg" wrap="nowrap">
            <Point label="GPA" value={semester.gpaDisplay} testId="semester-gpa" />
            <Point label="CGPA after" value={semester.cgpaDisplay} testId="semester-cgpa" />
          </Group>
        </Group>
        <Stack gap="xs" hiddenFrom="sm">
          {semester.courses.map((c) => (
            <CourseCard key={c.courseId} course={c} />
          ))}
        </Stack>
        <CourseTable semester={semester} />
        <Group justify="flex-end">
          <StatementButton semesterId={semester.semesterId} size="sm" />
        </Group>
      </Stack>
    </Card>
  );
}
