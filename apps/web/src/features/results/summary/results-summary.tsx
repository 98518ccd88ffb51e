import type { THomeResults } from '@campusflow/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

// Entry for other areas: the student's standing from published results, for a home page (the
// enrolled student's home in academics). The results themselves are on the page it links to.

/** The CGPA, the latest semester's GPA and the carry-overs, with a link to the results. */
export function ResultsSummary({ results }: { results: THomeResults }) {
  const { latest, cgpaDisplay, carryOvers, probation } = results;
  if (!latest) {
    return (
      <Text size="sm" data-testid="results-summary">
        Your results will appear here once they are published.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="results-summary">
      <Text size="sm">
        CGPA <b>{cgpaDisplay}</b> · GPA {latest.gpaDisplay} in {latest.sessionName}, semester{' '}
        {latest.semester}.
      </Text>
      {carryOvers.length > 0 ? (
        <Text size="sm" c="orange">
          {carryOvers.length === 1 ? '1 course' : `${carryOvers.length} courses`} to carry over:{' '}
          {carryOvers.map((c) => c.code).join(', ')}.
        </Text>
      ) : null}
      {probation ? (
        <Text size="sm" c="red">
          You are on academic probation.
        </Text>
      ) : null}
      <Group justify="flex-end">
        <Button component={Link} to="/dashboard/student/results" size="xs" variant="light">
          See your results
        </Button>
      </Group>
    </Stack>
  );
}
