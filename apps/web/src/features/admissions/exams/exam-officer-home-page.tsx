import { formatDateTime } from '@campusflow/contracts/format';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { CorrectionsCard } from '@/features/results/amendments/corrections-card.tsx';
import { ResultsProgressCard } from '@/features/results/officer/progress-card.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { ExamFormModal } from './exam-form-modal.tsx';
import { ExamStatusBadge } from './exam-status-badge.tsx';
import { EXAMS_PAGE_SIZE, examsQuery } from './exams-api.ts';
import { ExamsQueueFigures } from './exams-queue-figures.tsx';

const examPath = (id: string) => `/dashboard/examOfficer/entrance-exam/${id}`;

/** `examOfficer`: the entrance exams of the school, and a new one. */
export function ExamOfficerHomePage() {
  const { page, set } = useSearchState([] as const);
  const [creating, setCreating] = useState(false);
  const exams = useQuery(examsQuery(page));
  return (
    <Stack gap="md">
      <PageHeader
        title="Examinations"
        description="The session's score sheets, and entrance exams: candidates, exam numbers, scores and their publication."
        actions={<WeeklySummarySwitch />}
      />
      <ExamsQueueFigures />
      <CorrectionsCard />
      <ResultsProgressCard />
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="lg">
          Entrance exams
        </Title>
        <Button onClick={() => setCreating(true)}>New exam</Button>
      </Group>
      <QueryState
        query={exams}
        isEmpty={(d) => d.total === 0}
        empty='No entrance exams yet. Create one with "New exam", then add the applicants who paid the entrance fee.'
      >
        {(data) => (
          <PagedTable
            minWidth={300}
            highlightOnHover
            verticalSpacing="xs"
            page={page}
            limit={EXAMS_PAGE_SIZE}
            total={data.total}
            onPage={(p) => set({ page: p })}
            data-testid="entrance-exams"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Exam</Table.Th>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th visibleFrom="md">Venue</Table.Th>
                <Table.Th ta="right">Scored</Table.Th>
                <Table.Th visibleFrom="xs">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={examPath(e.id)} fw={500} size="sm">
                      {e.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {e.programmes.map((p) => p.name).join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {formatDateTime(e.startsAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{formatDateTime(e.startsAt)}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{e.venue}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">
                      {e.scored} / {e.candidates}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <ExamStatusBadge status={e.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      {creating ? <ExamFormModal exam={null} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
