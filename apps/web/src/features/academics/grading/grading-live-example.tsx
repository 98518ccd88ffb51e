import {
  classOfDegree,
  formatGradePoint,
  type GradingScheme,
  gpa,
  gradeFor,
  validateGradingScheme,
} from '@campusflow/domain';
import { Card, Group, NumberInput, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';

const sampleCourses = [
  { code: 'CSC 201', units: 3, score: 72 },
  { code: 'MTH 201', units: 3, score: 64 },
  { code: 'PHY 201', units: 2, score: 47 },
  { code: 'GST 201', units: 2, score: 55 },
  { code: 'STA 201', units: 3, score: 38 },
];

/** Scores in, grades, GPA and class of degree out: the same rules the results use. */
export function LiveExample({ scheme }: { scheme: GradingScheme }) {
  const [courses, setCourses] = useState(sampleCourses);
  const valid = validateGradingScheme(scheme).length === 0;
  const result = valid ? gpa(courses, scheme) : null;
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="md" mb="xs">
        Live example
      </Title>
      {!valid ? (
        <Text size="sm" c="dimmed">
          Fix the scheme to see grades.
        </Text>
      ) : (
        <>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Grade</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((c, i) => {
                const g = gradeFor(Math.min(100, Math.max(0, c.score)), scheme);
                return (
                  <Table.Tr key={c.code}>
                    <Table.Td>{c.code}</Table.Td>
                    <Table.Td>{c.units}</Table.Td>
                    <Table.Td w={90}>
                      <NumberInput
                        size="xs"
                        min={0}
                        max={100}
                        value={c.score}
                        aria-label={`Score in ${c.code}`}
                        onChange={(v) =>
                          setCourses(
                            courses.map((x, j) => (j === i ? { ...x, score: Number(v) || 0 } : x)),
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {g.grade} ({g.points})
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group mt="sm" gap="lg">
            <Text size="sm">
              GPA <strong data-testid="example-gpa">{formatGradePoint(result?.gpa ?? null)}</strong>
            </Text>
            <Text size="sm">
              Class{' '}
              <strong data-testid="example-class">
                {classOfDegree(result?.gpa ?? 0, scheme) ?? 'No class'}
              </strong>
            </Text>
          </Group>
        </>
      )}
    </Card>
  );
}
