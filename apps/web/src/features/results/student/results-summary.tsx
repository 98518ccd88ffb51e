import type { TCarryOver, TMyResults } from '@campusflow/contracts';
import { Alert, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { TranscriptButton } from './download-buttons.tsx';
import { carryOverTitle, semesterTitle, unitsLabel } from './results-labels.ts';

/** The CGPA after the latest published semester, the class of degree and the transcript. */
export function StandingCard({ results }: { results: TMyResults }) {
  const units = results.semesters.at(-1)?.cumulativeUnits ?? 0;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="xl" align="flex-end">
          <Stack gap={0}>
            <Text size="sm" c="dimmed">
              CGPA
            </Text>
            <Text fz={40} fw={700} lh={1} data-testid="cgpa">
              {results.cgpaDisplay}
            </Text>
            <Text size="xs" c="dimmed">
              over {unitsLabel(units)}
            </Text>
          </Stack>
          {results.finalYear && results.classOfDegree ? (
            <Stack gap={0}>
              <Text size="sm" c="dimmed">
                Class of degree
              </Text>
              <Text fz="xl" fw={600} data-testid="class-of-degree">
                {results.classOfDegree}
              </Text>
            </Stack>
          ) : null}
        </Group>
        <TranscriptButton />
      </Group>
    </Card>
  );
}

/** Shown when the latest published semester put the student on probation. */
export function ProbationAlert() {
  return (
    <Alert color="orange" title="You are on academic probation" data-testid="probation">
      Your CGPA after the latest published semester is below your school's probation threshold.
      Speak with your level adviser about the courses to take next.
    </Alert>
  );
}

function carryOverLine(c: TCarryOver) {
  return `${c.code} ${c.title} (${unitsLabel(c.units)}) — ${c.grade ?? 'no grade'} in ${semesterTitle(c)}`;
}

/** Courses failed or missed and not yet passed: they come first at the next registration. */
export function CarryOvers({ courses }: { courses: TCarryOver[] }) {
  return (
    <Card withBorder padding="md" data-testid="carry-overs">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {carryOverTitle(courses.length)}
        </Title>
        <Text size="sm" c="dimmed">
          They will be proposed first at your next course registration, and count towards its
          maximum units.
        </Text>
        <List size="sm" spacing={4}>
          {courses.map((c) => (
            <List.Item key={c.courseId} style={{ overflowWrap: 'anywhere' }}>
              {carryOverLine(c)}
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
