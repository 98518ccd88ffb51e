import { formatCount } from '@campusflow/contracts/format';
import type { TSchoolReport } from '@campusflow/contracts/reports';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LazyBarChart } from '@/components/charts/lazy-charts.tsx';
import { NothingYet, ReportCard } from '@/components/report-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

const registrationSeries = [
  { name: 'Approved', color: 'teal.6' },
  { name: 'Submitted', color: 'blue.5' },
  { name: 'Returned', color: 'orange.5' },
  { name: 'Draft', color: 'gray.5' },
  { name: 'Not started', color: 'gray.2' },
];
const sheetSeries = [
  { name: 'Published', color: 'teal.6' },
  { name: 'Approved by HOD', color: 'blue.5' },
  { name: 'Submitted', color: 'indigo.4' },
  { name: 'Draft', color: 'gray.5' },
];

/** Course registration per semester and the session's score sheets, by state. */
export function ProgressCard(props: {
  registration: TSchoolReport['registration'];
  results: TSchoolReport['results'];
}) {
  const linkTo = useFigureLink();
  const { registration, results } = props;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ReportCard title="Course registration">
        {registration ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {formatCount(registration.students)} enrolled students should register.
            </Text>
            <LazyBarChart
              h={200}
              type="stacked"
              orientation="vertical"
              yAxisProps={{ width: 110 }}
              data={registration.semesters.map((s) => ({
                semester: s.semester,
                Approved: s.byState.approved,
                Submitted: s.byState.submitted,
                Returned: s.byState.returned,
                Draft: s.byState.draft,
                'Not started': s.notStarted,
              }))}
              dataKey="semester"
              series={registrationSeries}
              withLegend
              aria-label="Course registrations per semester by state"
            />
          </Stack>
        ) : (
          <NothingYet>The current session has no semesters yet.</NothingYet>
        )}
      </ReportCard>
      <ReportCard
        title="Results"
        link={{ to: linkTo('examOfficer', 'examOfficer'), label: 'Score sheets' }}
      >
        {results ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {formatCount(results.byState.published)} of {formatCount(results.sheets)} score sheets
              published.
            </Text>
            <LazyBarChart
              h={200}
              data={[
                {
                  sheets: 'Sheets',
                  Published: results.byState.published,
                  'Approved by HOD': results.byState.hod_approved,
                  Submitted: results.byState.submitted,
                  Draft: results.byState.draft,
                },
              ]}
              dataKey="sheets"
              type="stacked"
              orientation="vertical"
              yAxisProps={{ width: 60 }}
              series={sheetSeries}
              withLegend
              aria-label="Score sheets by state"
            />
          </Stack>
        ) : (
          <NothingYet>No score sheet has been opened this session.</NothingYet>
        )}
      </ReportCard>
    </SimpleGrid>
  );
}
