import { compactNaira, formatCount, formatDate, naira } from '@campusflow/contracts/format';
import type { TSchoolReport } from '@campusflow/contracts/reports';
import { feeTypeLabels } from '@campusflow/contracts/settings';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LazyBarChart, LazyLineChart } from '@/components/charts/lazy-charts.tsx';
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
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Text size="sm" fw={600} mb={4}>
                By fee type
              </Text>
              <LazyBarChart
                h={240}
                data={revenue.byType.map((t) => ({
                  type: feeTypeLabels[t.type],
                  Amount: t.amount,
                }))}
                dataKey="type"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                xAxisProps={{ tickFormatter: compactNaira }}
                valueFormatter={naira}
                series={[{ name: 'Amount', color: 'green.6' }]}
                aria-label="Confirmed payments by fee type"
              />
            </div>
            <div>
              <Text size="sm" fw={600} mb={4}>
                Day by day, last 30 days
              </Text>
              <LazyLineChart
                h={240}
                data={revenue.byDay.map((d) => ({
                  day: formatDate(d.day).slice(0, 6),
                  Amount: d.amount,
                }))}
                dataKey="day"
                curveType="linear"
                withDots={false}
                yAxisProps={{ tickFormatter: compactNaira, width: 60 }}
                valueFormatter={naira}
                series={[{ name: 'Amount', color: 'green.6' }]}
                aria-label="Confirmed payments per day over the last 30 days"
              />
            </div>
          </SimpleGrid>
        )}
      </Stack>
    </ReportCard>
  );
}
