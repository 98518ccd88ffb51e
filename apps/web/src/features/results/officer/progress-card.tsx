// Entry for other areas: the exam officer's home shows the session's score sheets by department
// and state (app/feature-boundaries.test.ts lists it).
import { scoreSheetStates } from '@campusflow/contracts/results';
import { Anchor, Card, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '@/components/query-state.tsx';
import { sheetStateLabels } from '../review/sheet-labels.ts';
import { resultsProgressQuery } from '../review-api.ts';

const short: Record<(typeof scoreSheetStates)[number], string> = {
  draft: 'Lecturer',
  submitted: 'HOD',
  hod_approved: 'Approved',
  published: 'Published',
};

/** The session's score sheets by department and state; each department opens its results. */
export function ResultsProgressCard() {
  const progress = useQuery(resultsProgressQuery());
  const data = progress.data;
  return (
    <Card withBorder padding="md" data-testid="results-progress">
      <Group justify="space-between" mb="xs" gap="xs">
        <Text fw={600}>Score sheets{data?.sessionName ? ` · ${data.sessionName}` : ''}</Text>
        {data?.facultyName ? (
          <Text size="sm" c="dimmed">
            {data.facultyName}
          </Text>
        ) : null}
      </Group>
      {progress.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : progress.isError ? (
        <LoadError error={progress.error} onRetry={() => void progress.refetch()} />
      ) : data && data.departments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No lecturer has opened a score sheet this session yet.
        </Text>
      ) : data ? (
        <Table.ScrollContainer minWidth={300}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Department</Table.Th>
                {scoreSheetStates.map((s) => (
                  <Table.Th key={s} ta="right" title={sheetStateLabels[s].label}>
                    {short[s]}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.departments.map((d) => (
                <Table.Tr key={d.departmentId}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/dashboard/examOfficer/department/${d.departmentId}`}
                      size="sm"
                      fw={500}
                    >
                      {d.departmentName}
                    </Anchor>
                    <Text size="xs" c="dimmed" visibleFrom="sm">
                      {d.facultyName}
                    </Text>
                  </Table.Td>
                  {scoreSheetStates.map((s) => (
                    <Table.Td key={s} ta="right" c={d.counts[s] === 0 ? 'dimmed' : undefined}>
                      {d.counts[s]}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Card>
  );
}
