import { compactNaira, formatDate, naira } from '@campusflow/contracts/format';
import { feeTypeLabels, type TFeeType } from '@campusflow/contracts/settings';
import { SimpleGrid, Text } from '@mantine/core';
import { LazyBarChart, LazyLineChart } from './lazy-charts.tsx';

/**
 * A session's confirmed money drawn twice: by fee type, and day by day over the last 30 days
 * (the school report's revenue and the accounts office's takings).
 */
export function TakingsCharts(props: {
  byType: { type: TFeeType; amount: number }[];
  byDay: { day: string; amount: number }[];
  color: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <div>
        <Text size="sm" fw={600} mb={4}>
          By fee type
        </Text>
        <LazyBarChart
          h={240}
          data={props.byType.map((t) => ({ type: feeTypeLabels[t.type], Amount: t.amount }))}
          dataKey="type"
          orientation="vertical"
          yAxisProps={{ width: 110 }}
          xAxisProps={{ tickFormatter: compactNaira }}
          valueFormatter={naira}
          series={[{ name: 'Amount', color: props.color }]}
          aria-label="Confirmed payments by fee type"
        />
      </div>
      <div>
        <Text size="sm" fw={600} mb={4}>
          Day by day, last 30 days
        </Text>
        <LazyLineChart
          h={240}
          data={props.byDay.map((d) => ({ day: formatDate(d.day).slice(0, 6), Amount: d.amount }))}
          dataKey="day"
          curveType="linear"
          withDots={false}
          yAxisProps={{ tickFormatter: compactNaira, width: 60 }}
          valueFormatter={naira}
          series={[{ name: 'Amount', color: props.color }]}
          aria-label="Confirmed payments per day over the last 30 days"
        />
      </div>
    </SimpleGrid>
  );
}
