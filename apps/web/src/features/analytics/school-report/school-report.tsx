// Entry for other areas: the head of school's home shows the school's figures through it.
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { schoolReportQuery } from '../analytics-api.ts';
import { AdmissionsCard } from './admissions-card.tsx';
import { EnrolmentCard } from './enrolment-card.tsx';
import { ProgressCard } from './progress-card.tsx';
import { ResidenceCard } from './residence-card.tsx';
import { RevenueCard } from './revenue-card.tsx';

/** The school's current session at a glance: every figure a manager or head asks for. */
export function SchoolReport() {
  const query = useQuery(schoolReportQuery());
  return (
    <QueryState query={query} isEmpty={() => false} empty={null}>
      {(report) =>
        report.session ? (
          <Stack gap="md">
            <AdmissionsCard admissions={report.admissions} />
            <EnrolmentCard enrolment={report.enrolment} />
            <RevenueCard revenue={report.revenue} sessionId={report.session.id} />
            <ProgressCard registration={report.registration} results={report.results} />
            <ResidenceCard hostels={report.hostels} transport={report.transport} />
          </Stack>
        ) : (
          <Alert color="yellow" title="No current session">
            The figures are of the current session: the head of school sets it under Sessions.
          </Alert>
        )
      }
    </QueryState>
  );
}
