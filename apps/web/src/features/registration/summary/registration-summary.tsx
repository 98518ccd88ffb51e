import { formatDateTime } from '@campusflow/contracts/format';
import type { TMyRegistration } from '@campusflow/contracts/registration';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { myRegistrationQuery } from '../registration-api.ts';

// Entry for other areas: where the student's course registration stands this semester, for a
// home page (the enrolled student's home in academics). Registering happens on the page it
// links to.

const PAGE = '/dashboard/student/course-registration';

function line(data: TMyRegistration): string {
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
export function RegistrationSummary() {
  const query = useQuery(myRegistrationQuery());
  if (query.isPending) return <Skeleton height={48} />;
  if (query.isError) return <Alert color="red">{query.error.message}</Alert>;
  const state = query.data.registration?.state;
  const act = query.data.period?.window === 'open' || query.data.period?.window === 'late';
  return (
    <Stack gap="xs" data-testid="registration-summary">
      <Text size="sm">{line(query.data)}</Text>
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
