import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import { Alert, Anchor, Card, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@/components/query-state.tsx';
import { ballotStateQuery } from './ballot-api.ts';
import { HostelRoomTable, PendingTable } from './ballot-capacity-tables.tsx';
import { BallotDrawForm } from './ballot-draw-form.tsx';
import { BallotResultPanel } from './ballot-result-panel.tsx';

const RESULT_ID = 'ballot-result';

/** The hostel admin's ballot: the window, who waits, what beds remain, the draw and its result. */
export function BallotAdminPanel() {
  const query = useQuery(ballotStateQuery());
  if (query.isPending) return <Skeleton height={240} radius="md" />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const state = query.data;
  const { rules, draw } = state;
  return (
    <Stack gap="lg">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={4}>Application window</Title>
          {rules ? (
            <Text size="sm">
              {rules.mode === 'ballot' ? 'Ballot' : 'First come, first served'} · opens{' '}
              {rules.opensAt ? formatDateTime(rules.opensAt) : 'at once'} · closes{' '}
              {rules.closesAt ? formatDateTime(rules.closesAt) : 'not set'}
              {state.session ? ` · ${state.session.name}` : ''}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              No hostel rules for the current session yet.
            </Text>
          )}
          <PendingTable pending={state.pending} />
        </Stack>
      </Card>

      <Card withBorder padding="md">
        <Stack gap="xs">
          <Title order={4}>Beds the draw can give</Title>
          <HostelRoomTable hostels={state.hostels} />
        </Stack>
      </Card>

      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={4}>The draw</Title>
          {draw ? (
            <Alert color="teal" variant="light" title="Drawn">
              <Stack gap={6}>
                <Text size="sm">
                  {formatDateTime(draw.drawnAt)}
                  {draw.drawnBy ? ` by ${draw.drawnBy}` : ''}: {formatCount(state.outcomes.held)}{' '}
                  bed spaces offered, {formatCount(state.outcomes.unsuccessful)} unsuccessful.
                </Text>
                <Group gap={6} wrap="nowrap" align="baseline">
                  <Text size="sm">Seed:</Text>
                  <Code style={{ wordBreak: 'break-all' }}>{draw.seed}</Code>
                </Group>
                <Anchor href={`#${RESULT_ID}`} size="sm">
                  See the published result
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <BallotDrawForm state={state} />
          )}
        </Stack>
      </Card>

      {draw ? (
        <Stack gap="xs" id={RESULT_ID}>
          <Title order={4}>Published result</Title>
          <BallotResultPanel />
        </Stack>
      ) : null}
    </Stack>
  );
}
