// Entry for other areas: the head of department's home links each department to its queue of
// course registrations (app/feature-boundaries.test.ts lists it).
import { formatCount } from '@campusflow/contracts/format';
import { Card, Group, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { reviewOverviewQuery } from '../review-api.ts';

/** A card to `hod/registeredCourses/{id}` saying how many registrations wait for the head. */
export function RegistrationQueueCard(props: { departmentId: string }) {
  const overview = useQuery(reviewOverviewQuery(props.departmentId));
  const waiting = overview.data?.counts.submitted ?? 0;
  return (
    <Card
      withBorder
      padding="sm"
      component={Link}
      to={`/dashboard/hod/registeredCourses/${props.departmentId}`}
      data-testid="registration-queue-card"
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Course registrations
          </Text>
          {overview.isPending ? (
            <Skeleton height={20} width={160} mt={4} />
          ) : overview.isError ? (
            <Text size="sm">Open the registrations</Text>
          ) : (
            <Text size="sm">
              <Text span fw={700} fz="lg" c={waiting > 0 ? 'blue' : undefined}>
                {formatCount(waiting)}
              </Text>{' '}
              waiting for approval
              {overview.data?.notRegistered
                ? ` · ${formatCount(overview.data.notRegistered)} not registered`
                : ''}
            </Text>
          )}
        </div>
        <Text c="blue" size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Review →
        </Text>
      </Group>
    </Card>
  );
}
