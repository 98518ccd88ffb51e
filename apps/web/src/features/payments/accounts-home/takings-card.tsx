import type { TAccountsReport } from '@campusflow/contracts';
import { Text } from '@mantine/core';
import { TakingsCharts } from '@/components/charts/takings-charts.tsx';
import { ReportCard } from '@/components/report-card.tsx';

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
        <TakingsCharts byType={report.thisSession.byType} byDay={report.byDay} color="teal.6" />
      )}
    </ReportCard>
  );
}
