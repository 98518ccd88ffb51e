import type { THomeRegistration } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

// Entry for other areas: where the student's course registration stands this semester, for a
// home page (the enrolled student's home in academics, which reads it with the home's other
// parts). Registering happens on the page it links to.

const PAGE = '/dashboard/student/course-registration';

function line(data: THomeRegistration): string {
  const { period, registration } = data;
  if (!period) return 'Course registration has not been scheduled yet.';
  if (registration?.state === 'approved') {
    return `Approved by your head of department: ${registration.totalUnits} units this semester.`;
  }
  if (registration?.state === 'submitted') {
    return `Submitted (${registration.totalUnits} units): waiting for your head of department.`;
  }
  if (registration?.state === 'returned') {
    return `Returned by your head of department: ${registration.returnReason ?? 'see the reason on the page'}.`;
  }
  if (period.window === 'upcoming')
    return `Course registration opens on ${formatDateTime(period.opensAt)}.`;
  if (period.window === 'closed') return 'Course registration has closed for this semester.';
  const until = period.window === 'late' ? period.lateClosesAt : period.closesAt;
  const late = period.window === 'late' ? ' (late registration, with a fee)' : '';
  return registration?.state === 'draft'
    ? `Your draft is saved but not submitted. Submit it by ${formatDateTime(until)}${late}.`
    : `Course registration is open until ${formatDateTime(until)}${late}: you have not registered yet.`;
}

/** The student's course registration this semester, in a sentence, with a link to act. */
export function RegistrationSummary({ standing }: { standing: THomeRegistration }) {
  const state = standing.registration?.state;
  const act = standing.period?.window === 'open' || standing.period?.window === 'late';
  return (
    <Stack gap="xs" data-testid="registration-summary">
      <Text size="sm">{line(standing)}</Text>
      <Group justify="flex-end">
        <Button
          component={Link}
          to={PAGE}
          size="xs"
          variant={act && state !== 'approved' && state !== 'submitted' ? 'filled' : 'light'}
        >
          {state
            ? 'Open course registration'
            : act
              ? 'Register courses'
              : 'Open course registration'}
        </Button>
      </Group>
    </Stack>
  );
}
