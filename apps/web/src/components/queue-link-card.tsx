import { formatCount } from '@campusflow/contracts/format';
import { Card, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A card on a home page that links to a queue and says how many wait in it: a skeleton while
 * the count loads, a plain link when it cannot be read.
 */
export function QueueLinkCard(props: {
  label: string;
  to: string;
  count: number | undefined;
  pending: boolean;
  failed: boolean;
  /** What the count is of, after it: "waiting for approval". */
  noun: string;
  /** The link's words when the count cannot be read. */
  fallback: string;
  extra?: ReactNode;
  testId: string;
}) {
  const count = props.count ?? 0;
  return (
    <Card withBorder padding="sm" component={Link} to={props.to} data-testid={props.testId}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {props.label}
          </Text>
          {props.pending ? (
            <Skeleton height={20} width={160} mt={4} />
          ) : props.failed ? (
            <Text size="sm">{props.fallback}</Text>
          ) : (
            <Text size="sm">
              <Text span fw={700} fz="lg" c={count > 0 ? 'blue' : undefined}>
                {formatCount(count)}
              </Text>{' '}
              {props.noun}
              {props.extra}
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
