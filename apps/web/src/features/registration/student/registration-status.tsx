import type { TMyRegistration, TRegistrationState } from '@campusflow/contracts';
import { formatDate, formatDateTime } from '@campusflow/contracts/format';
import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { CourseFormDownloadButton } from '../course-form/download-button.tsx';

const stateBadges: Record<TRegistrationState, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  submitted: { label: 'Awaiting approval', color: 'blue' },
  approved: { label: 'Approved', color: 'green' },
  returned: { label: 'Returned', color: 'red' },
};

/** The registration's state as a badge (draft, awaiting approval, approved, returned). */
export function RegistrationStateBadge(props: { state: TRegistrationState | null }) {
  const badge = props.state ? stateBadges[props.state] : { label: 'Not started', color: 'gray' };
  return (
    <Badge color={badge.color} variant="light" data-testid="registration-state">
      {badge.label}
    </Badge>
  );
}

const ordinal = ['', 'First', 'Second', 'Third'];

/** The period registered for: the semester, its window and when it closes. */
export function PeriodSummary(props: {
  period: NonNullable<TMyRegistration['period']>;
  level: number;
}) {
  const { period } = props;
  return (
    <Text size="sm" c="dimmed" data-testid="registration-period">
      {ordinal[period.semester] ?? `Semester ${period.semester}`} semester · {props.level} level ·{' '}
      {period.window === 'upcoming'
        ? `opens on ${formatDateTime(period.opensAt)}`
        : period.window === 'late'
          ? `late registration until ${formatDateTime(period.lateClosesAt)}`
          : period.window === 'closed'
            ? `closed on ${formatDate(period.lateClosesAt ?? period.closesAt)}`
            : `closes on ${formatDateTime(period.closesAt)}`}
      {period.window === 'open' && period.lateClosesAt
        ? ` (late registration until ${formatDate(period.lateClosesAt)})`
        : ''}
    </Text>
  );
}

/**
 * Where the registration stands: the HOD's reason when it was returned (kept on the draft being
 * fixed, until it is submitted again), the approval with its date and the course form, or the
 * submission awaiting the HOD.
 */
export function RegistrationStatus(props: { registration: TMyRegistration['registration'] }) {
  const r = props.registration;
  if (!r) return null;
  if (r.returnReason && (r.state === 'returned' || r.state === 'draft')) {
    return (
      <Alert color="red" title="Your HOD returned your registration" data-testid="return-reason">
        <Text size="sm" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
          {r.returnReason}
        </Text>
        <Text size="xs" c="dimmed" mt={4}>
          {r.reviewedAt ? `Returned on ${formatDate(r.reviewedAt)}. ` : ''}Change your courses and
          submit them again.
        </Text>
      </Alert>
    );
  }
  if (r.state === 'approved') {
    return (
      <Card withBorder padding="sm" data-testid="approved">
        <Group justify="space-between" gap="xs">
          <Stack gap={0}>
            <Text size="sm" fw={600} c="green">
              Approved by your HOD
            </Text>
            <Text size="xs" c="dimmed">
              {r.reviewedAt ? `On ${formatDate(r.reviewedAt)}. ` : ''}Changing your courses now
              sends them back to your HOD for approval.
            </Text>
          </Stack>
          <CourseFormDownloadButton size="xs" />
        </Group>
      </Card>
    );
  }
  if (r.state === 'submitted') {
    return (
      <Alert color="blue" title="Waiting for your HOD" data-testid="submitted">
        <Text size="sm">
          Submitted on {formatDateTime(r.submittedAt)}. You can still change your courses inside the
          registration period; submit them again afterwards.
        </Text>
      </Alert>
    );
  }
  return null;
}
