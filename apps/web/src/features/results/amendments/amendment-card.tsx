import { formatDateTime } from '@campusflow/contracts/format';
import type { TAmendment } from '@campusflow/contracts/results';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAmendedLine } from './amendment-lines.ts';
import { AmendmentStateBadge } from './amendment-state-badge.tsx';

/** One correction: course, student, the old and new line, the reason, who asked and when. */
export function AmendmentCard(props: { amendment: TAmendment; actions?: ReactNode }) {
  const a = props.amendment;
  return (
    <Card withBorder padding="sm" data-testid="amendment" data-matric={a.matricNumber ?? ''}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <div>
            <Text fw={600} size="sm">
              {a.courseCode} · {a.courseTitle}
            </Text>
            <Text size="sm">
              {a.studentName}
              {a.matricNumber ? (
                <Text span c="dimmed" ff="monospace" size="sm">
                  {' '}
                  {a.matricNumber}
                </Text>
              ) : null}
            </Text>
          </div>
          <AmendmentStateBadge state={a.state} />
        </Group>
        <Group gap="xs" wrap="wrap" data-testid="amendment-change">
          <Text size="sm" c="dimmed" td="line-through">
            {formatAmendedLine(a.before)}
          </Text>
          <Text size="sm" aria-hidden>
            →
          </Text>
          <Text size="sm" fw={600}>
            {formatAmendedLine(a.after)}
          </Text>
        </Group>
        <Text size="sm" fs="italic">
          “{a.reason}”
        </Text>
        <Text size="xs" c="dimmed">
          Asked by {a.requestedByName} · {formatDateTime(a.requestedAt)}
          {a.hodAt ? ` · head approved ${formatDateTime(a.hodAt)}` : ''}
          {a.officerAt ? ` · applied ${formatDateTime(a.officerAt)}` : ''}
        </Text>
        {a.rejectionReason ? (
          <Text size="sm" c="red">
            Refused: {a.rejectionReason}
          </Text>
        ) : null}
        {props.actions ? (
          <Group gap="xs" justify="flex-end">
            {props.actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** Approve and Refuse, as a card's actions. */
export function DecisionButtons(props: { onApprove: () => void; onRefuse: () => void }) {
  return (
    <>
      <Button size="xs" variant="light" color="orange" onClick={props.onRefuse}>
        Refuse
      </Button>
      <Button size="xs" onClick={props.onApprove}>
        Approve
      </Button>
    </>
  );
}
