import type { TMyResults } from '@campusflow/contracts';
import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { myResultsQuery } from '../student-results-api.ts';
import { CarryOvers, ProbationAlert, StandingCard } from './results-summary.tsx';
import { SemesterResults } from './semester-results.tsx';

function Results({ results }: { results: TMyResults }) {
  // The latest semester first: it is what a student opens the page for.
  const latestFirst = [...results.semesters].reverse();
  return (
    <Stack gap="md">
      {results.probation ? <ProbationAlert /> : null}
      <StandingCard results={results} />
      {results.carryOvers.length > 0 ? <CarryOvers courses={results.carryOvers} /> : null}
      {latestFirst.map((s) => (
        <SemesterResults key={s.semesterId} semester={s} />
      ))}
    </Stack>
  );
}

/**
 * `student/results`: the student's published results per semester, with GPA and CGPA, the
 * carry-overs, probation, the class of degree in final year, and their statements and
 * transcript (issue 15, "Students").
 */
export function StudentResultsPage() {
  const results = useQuery(myResultsQuery());
  return (
    <Stack gap={0} maw={960}>
      <PageHeader
        title="Results"
        description="Your published results, GPA and CGPA. Statements and transcripts carry a code anyone can check."
      />
      <QueryState
        query={results}
        isEmpty={(r) => r.semesters.length === 0}
        empty={
          <Stack gap={4} data-testid="no-results">
            <Text fw={600}>No published results yet</Text>
            <Text size="sm">
              Your results appear here once the exam officer publishes your department's results for
              a semester, after your lecturers and head of department have approved them.
            </Text>
          </Stack>
        }
      >
        {(r) => <Results results={r} />}
      </QueryState>
    </Stack>
  );
}
