import type { TWaitingRoomTurn } from '@campusflow/contracts';
import { Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { waitText } from './wait-text.ts';

const pageNames = { registration: 'course registration', hostel: 'hostel applications' } as const;

/** Where the student stands in the queue, and what happens next, in plain words. */
export function WaitingPanel({ turn }: { turn: TWaitingRoomTurn }) {
  const wait = waitText(turn.estimatedWaitSeconds);
  return (
    <Card withBorder padding="lg" radius="md" role="status" aria-live="polite">
      <Stack gap="md" align="center" ta="center">
        <Text size="sm" c="dimmed" tt="uppercase" fw={600}>
          You are in the queue
        </Text>
        <Stack gap={0} align="center">
          <Title order={2} fz={48} lh={1} data-testid="queue-position">
            {turn.position ?? '…'}
          </Title>
          <Text size="sm" c="dimmed">
            {turn.position === 1 ? 'You are next' : 'Your place in line'}
          </Text>
        </Stack>
        <Text>
          Many students are using {pageNames[turn.room]} right now, so we let them in{' '}
          {turn.capacity} at a time, in the order they came.
          {wait ? ` Your estimated wait is ${wait}.` : ''}
        </Text>
        <Group gap="xs" justify="center">
          <Loader size="xs" type="dots" />
          <Text size="sm" c="dimmed">
            Keep this page open: it moves on by itself when your turn comes.
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          Closing the page for more than two minutes gives up your place. Refreshing keeps it.
        </Text>
      </Stack>
    </Card>
  );
}
