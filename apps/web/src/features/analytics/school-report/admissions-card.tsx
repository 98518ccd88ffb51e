import { formatCount } from '@campusflow/contracts/format';
import { funnelSteps, type TFunnelStep, type TSchoolReport } from '@campusflow/contracts/reports';
import { Stack, Table } from '@mantine/core';
import { LazyFunnelChart } from '@/components/charts/lazy-charts.tsx';
import { useFigureLink } from './figure-links.ts';
import { NothingYet, ReportCard } from './report-card.tsx';

export const funnelLabels: Record<TFunnelStep, string> = {
  applied: 'Applied',
  screened: 'Screened',
  offered: 'Offered',
  accepted: 'Accepted',
  enrolled: 'Enrolled',
};
const colors = ['blue.3', 'blue.5', 'indigo.5', 'violet.6', 'teal.6'];

/** The session's applications funnel, as a chart and by programme. */
export function AdmissionsCard(props: { admissions: TSchoolReport['admissions'] }) {
  const linkTo = useFigureLink();
  const { funnel, byProgramme } = props.admissions;
  return (
    <ReportCard
      title="Admissions funnel"
      link={{
        to: linkTo('admissionOfficer', 'admissionOfficer/applicationRequest'),
        label: 'Applications',
      }}
    >
      {funnel.applied === 0 ? (
        <NothingYet>No application has been submitted this session.</NothingYet>
      ) : (
        <Stack gap="md">
          <LazyFunnelChart
            h={220}
            withLabels
            labelsPosition="right"
            data={funnelSteps.map((step, i) => ({
              name: funnelLabels[step],
              value: funnel[step],
              color: colors[i] ?? 'blue.6',
            }))}
            valueFormatter={(value) => formatCount(value)}
            aria-label="Applications funnel: applied, screened, offered, accepted, enrolled"
          />
          <Table.ScrollContainer minWidth={420}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Programme</Table.Th>
                  {funnelSteps.map((step) => (
                    <Table.Th key={step} ta="right">
                      {funnelLabels[step]}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {byProgramme.map((row) => (
                  <Table.Tr key={row.programmeId}>
                    <Table.Td>{row.programme}</Table.Td>
                    {funnelSteps.map((step) => (
                      <Table.Td key={step} ta="right">
                        {formatCount(row[step])}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </ReportCard>
  );
}
