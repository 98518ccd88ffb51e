import type { TAccountsReport } from '@campusflow/contracts';
import { compactNaira, formatDate, naira } from '@campusflow/contracts/format';
import { SimpleGrid, Text } from '@mantine/core';
import { LazyBarChart, LazyLineChart } from '@/components/charts/lazy-charts.tsx';
import { ReportCard } from '@/components/report-card.tsx';
import { feeTypeLabels } from '../fee-type-labels.ts';

/** This session's confirmed money by fee type, and day by day over the last 30 days. */
export function TakingsCard(props: {
  report: TAccountsReport;
  ledger: (query: string) => string | null;
}) {
  const { report } = props;
  const link = props.ledger(`sessionId=${report.session?.id ?? ''}`);
  return (
    <ReportCard
      title={`Takings · ${report.session?.name ?? ''}`}
      link={{ to: link, label: 'Payments ledger' }}
    >
      {report.thisSession.byType.length === 0 ? (
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
              data={report.thisSession.byType.map((t) => ({
                type: feeTypeLabels[t.type],
                Amount: t.amount,
              }))}
              dataKey="type"
              orientation="vertical"
              yAxisProps={{ width: 110 }}
              xAxisProps={{ tickFormatter: compactNaira }}
              valueFormatter={naira}
              series={[{ name: 'Amount', color: 'teal.6' }]}
              aria-label="This session's confirmed payments by fee type"
            />
          </div>
          <div>
            <Text size="sm" fw={600} mb={4}>
              Day by day, last 30 days
            </Text>
            <LazyLineChart
              h={240}
              data={report.byDay.map((d) => ({
                day: formatDate(d.day).slice(0, 6),
                Amount: d.amount,
              }))}
              dataKey="day"
              curveType="linear"
              withDots={false}
              yAxisProps={{ tickFormatter: compactNaira, width: 60 }}
              valueFormatter={naira}
              series={[{ name: 'Amount', color: 'teal.6' }]}
              aria-label="Confirmed payments per day over the last 30 days"
            />
          </div>
        </SimpleGrid>
      )}
    </ReportCard>
  );
}
