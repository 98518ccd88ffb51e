import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import type { TBallotResult, TBallotResultRow } from '@campusflow/contracts/hostel-ballot';
import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '@/lib/toast.ts';
import { ballotApi } from './ballot-api.ts';
import { OutcomeBadge } from './ballot-result-rows.tsx';

/** The caller's own line of the result, first and highlighted. */
export function MyBallotOutcome(props: { row: TBallotResultRow; total: number }) {
  const { row } = props;
  return (
    <Card withBorder padding="md" bg="var(--mantine-color-yellow-light)">
      <Group justify="space-between" gap="xs">
        <Title order={4}>Your ballot result</Title>
        <OutcomeBadge outcome={row.outcome} />
      </Group>
      <Text size="sm" mt={6}>
        Your application drew rank {formatCount(row.rank)} of {formatCount(props.total)}.{' '}
        {row.outcome === 'held'
          ? 'You drew a bed space: it is yours once the hostel fee is paid before its hold ends.'
          : 'No bed in the hostels open to you was left at your turn.'}
      </Text>
      <Text size="xs" c="dimmed" mt={6} style={{ wordBreak: 'break-all' }}>
        Your application id: {row.applicationId} · key {row.key}
      </Text>
    </Card>
  );
}

/** The seed, the rule in one sentence and the full result to download: how to check the draw. */
export function BallotCheckCard(props: { draw: NonNullable<TBallotResult['draw']> }) {
  const { draw } = props;
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await ballotApi.downloadResultCsv();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="xs">
        <Title order={4}>Check the draw yourself</Title>
        <Group gap={6} align="baseline" wrap="nowrap">
          <Text size="sm">Seed:</Text>
          <Code style={{ wordBreak: 'break-all' }}>{draw.seed}</Code>
        </Group>
        <Text size="sm" c="dimmed">
          Drawn {formatDateTime(draw.drawnAt)}: {formatCount(draw.held)} bed spaces offered,{' '}
          {formatCount(draw.unsuccessful)} unsuccessful.
        </Text>
        <Text size="sm">{draw.algorithm}</Text>
        <Text size="sm" c="dimmed">
          Any SHA-256 tool gives the same key for an application (for example{' '}
          <Code>echo -n "seed:application-id" | sha256sum</Code>); the file below lists every
          application with its key, rank and outcome.
        </Text>
        <div>
          <Button variant="light" onClick={() => void download()} loading={busy}>
            Download the full result (CSV)
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
