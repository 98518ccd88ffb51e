import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';

/**
 * A figure on a home page: what it counts, the figure, and a line of context. With `to` the
 * card is a link to the list behind the figure.
 */
export function StatCard(props: {
  label: string;
  value: string;
  hint?: string;
  to?: string | null;
  color?: string;
  /** Smaller, for a strip of many figures (a queue by state). */
  compact?: boolean;
}) {
  const content = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text
        fz={props.compact ? 18 : { base: 20, sm: 24 }}
        fw={700}
        c={props.color}
        style={{ overflowWrap: 'anywhere' }}
      >
        {props.value}
      </Text>
      {props.hint ? (
        <Text size="xs" c={props.to ? 'blue' : 'dimmed'}>
          {props.hint}
        </Text>
      ) : null}
    </>
  );
  return props.to ? (
    <Card withBorder padding={props.compact ? 'xs' : 'md'} component={Link} to={props.to}>
      {content}
    </Card>
  ) : (
    <Card withBorder padding={props.compact ? 'xs' : 'md'}>
      {content}
    </Card>
  );
}
