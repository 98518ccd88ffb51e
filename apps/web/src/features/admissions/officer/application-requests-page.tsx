import { Group, Select, SimpleGrid, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { OfferingsPanel } from '../offerings/offerings-panel.tsx';
import { officerStages, scoreText } from './decision-badges.tsx';
import { applicationsQuery, officerApi, quotasQuery } from './officer-api.ts';
import * as column from './officer-columns.tsx';
import { ProgrammeFilter, useOfficerFilters } from './officer-filters.tsx';
import { OfficerQueue } from './officer-queue.tsx';
import { QuotaStrip } from './officer-quota-strip.tsx';
import { QueueFigures } from './queue-figures.tsx';

const LIMIT = 25;
const typedKeys = ['q', 'state', 'utmeMin', 'utmeMax', 'aggregateMin', 'aggregateMax'] as const;
const keys = [...typedKeys, 'programmeId', 'stage', 'sort'] as const;
const sorts = [
  { value: 'aggregate', label: 'Aggregate, best first' },
  { value: 'submitted', label: 'Submitted, oldest first' },
  { value: 'name', label: 'Name' },
];

const rankColumn: column.QueueColumn = {
  key: 'rank',
  header: 'Rank',
  align: 'right',
  cell: (r) => r.rank ?? '—',
};
const columns: column.QueueColumn[] = [
  column.applicant((r) => [r.jambNo, r.stateOfOrigin].filter(Boolean).join(' · ') || '—'),
  column.programme,
  column.stage,
  column.utme,
  {
    key: 'screening',
    header: 'Screening',
    cell: (r) => <Text size="sm">{r.screeningResult ?? '—'}</Text>,
  },
  column.olevel,
  { key: 'exam', header: 'Exam %', align: 'right', cell: (r) => scoreText(r.examScore) },
  {
    key: 'aggregate',
    header: 'Aggregate',
    align: 'right',
    strong: true,
    cell: (r) => scoreText(r.aggregate),
  },
];

/** Every application, ranked, with the quota of each programme, to offer or reject. */
function ApplicationsTab() {
  const filters = useOfficerFilters(keys, typedKeys, 400);
  const { values, page, set, field } = filters;
  const sort = values.sort || 'aggregate';
  const list = useQuery(applicationsQuery({ ...values, sort, page, limit: LIMIT }));
  const quotas = useQuery(quotasQuery());
  const ranked = sort === 'aggregate';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <QuotaStrip items={quotas.data?.items ?? []} />
        <ExportMenu
          onExport={(format) => officerApi.exportApplications({ ...values, sort }, format)}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
        <TextInput label="Search" placeholder="Name or JAMB no." {...field('q')} />
        <ProgrammeFilter value={values.programmeId} onChange={(v) => set({ programmeId: v })} />
        <Select
          label="Stage"
          data={officerStages}
          value={values.stage || null}
          onChange={(v) => set({ stage: v })}
          clearable
        />
        <TextInput label="State of origin" placeholder="e.g. Enugu" {...field('state')} />
        <Select
          label="Sort"
          data={sorts}
          value={sort}
          allowDeselect={false}
          onChange={(v) => set({ sort: v === 'aggregate' ? null : v })}
        />
        <TextInput label="UTME from" placeholder="0" {...field('utmeMin', true)} />
        <TextInput label="UTME to" placeholder="400" {...field('utmeMax', true)} />
        <TextInput label="Aggregate from" placeholder="0" {...field('aggregateMin', true)} />
        <TextInput label="Aggregate to" placeholder="100" {...field('aggregateMax', true)} />
      </SimpleGrid>
      <OfficerQueue
        mode="admission"
        query={list}
        columns={ranked ? [rankColumn, ...columns] : columns}
        testId="application-requests"
        minWidth={960}
        empty="No application matches these filters. Submitted applications appear here."
        notice={
          ranked && !values.programmeId ? (
            <Text size="xs" c="dimmed">
              Rank is the position by aggregate within each programme; choose a programme to see its
              merit list.
            </Text>
          ) : null
        }
        page={page}
        limit={LIMIT}
        onPage={(p) => set({ page: p })}
        onClearFilters={filters.clear}
      />
    </Stack>
  );
}

/**
 * `admissionOfficer/applicationRequest`: the applications to offer or reject, and (`?tab=
 * programmes`) the programmes open for application with their rules.
 */
export function ApplicationRequestsPage() {
  const { values, set } = useSearchState(['tab'] as const);
  const tab = values.tab === 'programmes' ? 'programmes' : 'applications';
  return (
    <Stack gap="md">
      <PageHeader
        title="Application requests"
        description="Rank applicants by aggregate, then offer or reject admission, one by one or in bulk."
        actions={<WeeklySummarySwitch />}
      />
      <QueueFigures />
      <Tabs
        value={tab}
        onChange={(next) => set({ tab: next === 'programmes' ? next : null })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="applications">Applications</Tabs.Tab>
          <Tabs.Tab value="programmes">Programmes</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications">
          <ApplicationsTab />
        </Tabs.Panel>
        <Tabs.Panel value="programmes">
          <OfferingsPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
