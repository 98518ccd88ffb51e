import { formatCount } from '@campusflow/contracts/format';
import { funnelSteps, type TFunnelStep, type TSchoolReport } from '@campusflow/contracts/reports';
import { ColorSwatch, Group, SimpleGrid, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { LazyFunnelChart } from '@/components/charts/lazy-charts.tsx';
import { NothingYet, ReportCard } from '@/components/report-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

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
  const theme = useMantineTheme();
  const themeColor = (name: string) => {
    const [hue = 'blue', shade = '6'] = name.split('.');
    return theme.colors[hue]?.[Number(shade)] ?? name;
  };
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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
            <Stack gap={6} justify="center" maw={380} data-testid="funnel-legend">
              {funnelSteps.map((step, i) => (
                <Group key={step} gap="xs" wrap="nowrap">
                  <ColorSwatch color={themeColor(colors[i] ?? 'blue.6')} size={14} />
                  <Text size="sm" style={{ flex: 1 }}>
                    {funnelLabels[step]}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatCount(funnel[step])}
                  </Text>
                  <Text size="xs" c="dimmed" w={44} ta="right">
                    {Math.round((funnel[step] / funnel.applied) * 100)}%
                  </Text>
                </Group>
              ))}
            </Stack>
          </SimpleGrid>
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
