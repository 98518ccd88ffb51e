import { formatDate } from '@campusflow/contracts/format';
import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { applicationsQuery, officerApi } from './officer-api.ts';
import * as column from './officer-columns.tsx';
import { ProgrammeFilter, useOfficerFilters } from './officer-filters.tsx';
import { OfficerQueue } from './officer-queue.tsx';

const LIMIT = 25;
const keys = ['q', 'state', 'programmeId', 'stage'] as const;
const typedKeys = ['q', 'state'] as const;
const queues = [
  { value: 'submitted', label: 'To screen' },
  { value: 'screening', label: 'Passed' },
  { value: 'rejected', label: 'Failed or rejected' },
];

const columns: column.QueueColumn[] = [
  column.applicant((r) => r.jambNo ?? 'no JAMB number'),
  column.programme,
  {
    key: 'state',
    header: 'State',
    cell: (r) => <Text size="sm">{r.stateOfOrigin ?? '—'}</Text>,
  },
  column.utme,
  column.olevel,
  column.stage,
  {
    key: 'submitted',
    header: 'Submitted',
    cell: (r) => <Text size="xs">{formatDate(r.submittedAt)}</Text>,
  },
];

/** `screening`: submitted applications waiting for screening, one by one or in bulk. */
export function ScreeningPage() {
  const filters = useOfficerFilters(keys, typedKeys, 300);
  const { values, page, set } = filters;
  const stage = values.stage || 'submitted';
  const list = useQuery(
    applicationsQuery({
      q: values.q,
      state: values.state,
      programmeId: values.programmeId,
      stage,
      sort: 'submitted',
      page,
      limit: LIMIT,
    }),
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Screening"
        description="Check each applicant’s documents and O’level results, then pass or fail them."
        actions={
          <ExportMenu
            onExport={(format) =>
              officerApi.exportApplications(
                {
                  q: values.q,
                  state: values.state,
                  programmeId: values.programmeId,
                  stage,
                  sort: 'submitted',
                },
                format,
              )
            }
          />
        }
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        <TextInput label="Search" placeholder="Name or JAMB number" {...filters.field('q')} />
        <Select
          label="Queue"
          data={queues}
          value={stage}
          allowDeselect={false}
          onChange={(v) => set({ stage: v === 'submitted' ? null : v })}
        />
        <ProgrammeFilter value={values.programmeId} onChange={(v) => set({ programmeId: v })} />
        <TextInput label="State of origin" placeholder="e.g. Enugu" {...filters.field('state')} />
      </SimpleGrid>
      <OfficerQueue
        mode="screening"
        query={list}
        columns={columns}
        testId="screening-queue"
        minWidth={760}
        empty={
          stage === 'submitted'
            ? 'No application is waiting for screening. New ones appear here once submitted.'
            : 'No application matches these filters.'
        }
        page={page}
        limit={LIMIT}
        onPage={(p) => set({ page: p })}
        onClearFilters={filters.clear}
      />
    </Stack>
  );
}
