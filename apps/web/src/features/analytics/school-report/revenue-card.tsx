import { formatCount, naira } from '@campusflow/contracts/format';
import type { TSchoolReport } from '@campusflow/contracts/reports';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { TakingsCharts } from '@/components/charts/takings-charts.tsx';
import { ReportCard } from '@/components/report-card.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

/** The session's confirmed money by fee type and by day, and what students still owe. */
export function RevenueCard(props: { revenue: TSchoolReport['revenue']; sessionId: string }) {
  const linkTo = useFigureLink();
  const { revenue } = props;
  const ledger = (query: string) =>
    linkTo('accountant', `accountant/payments?sessionId=${props.sessionId}${query}`);
  return (
    <ReportCard title="Revenue this session" link={{ to: ledger(''), label: 'Payments ledger' }}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <StatCard
            label="Confirmed"
            value={naira(revenue.amount)}
            hint={`${formatCount(revenue.payments)} payments`}
            to={ledger('&status=completed')}
          />
          <StatCard
            label="Outstanding"
            value={naira(revenue.outstanding.outstanding)}
            hint="Tuition and other scheduled fees"
            color={revenue.outstanding.outstanding > 0 ? 'orange' : undefined}
            to={linkTo('hos', 'hos/programmeFees')}
          />
          <StatCard
            label="Owed by the schedule"
            value={naira(revenue.outstanding.owed)}
            hint={`${naira(revenue.outstanding.paid)} paid towards it`}
          />
        </SimpleGrid>
        {revenue.byType.length === 0 ? (
          <Text size="sm" c="dimmed">
            No payment has been confirmed this session.
          </Text>
        ) : (
          <TakingsCharts byType={revenue.byType} byDay={revenue.byDay} color="green.6" />
        )}
      </Stack>
    </ReportCard>
  );
}
