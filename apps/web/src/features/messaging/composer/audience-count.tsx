import { formatCount } from '@campusflow/contracts/format';
import type { TAudience } from '@campusflow/contracts/messaging';
import { Alert, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { audienceCountQuery } from '../messaging-api.ts';

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'person' : 'people'}`;

/**
 * The count shown before sending: who will receive the message, who is skipped (opted out of
 * non-essential mail, no address) and, for a pasted list, what matched nobody.
 */
export function AudienceCount(props: {
  audience: TAudience;
  complete: boolean;
  essential: boolean;
}) {
  const count = useQuery(audienceCountQuery(props.audience, props.complete));
  if (!props.complete) {
    return (
      <Text size="sm" c="dimmed" data-testid="audience-count">
        Choose the group to see how many it reaches.
      </Text>
    );
  }
  if (count.isPending) return <Loader size="xs" aria-label="Counting" />;
  if (count.isError) {
    return (
      <Alert color="red" variant="light" data-testid="audience-count">
        {count.error.message}
      </Alert>
    );
  }
  const c = count.data;
  const skipped = props.essential ? 0 : c.optedOut;
  const reach = c.recipients - skipped;
  return (
    <Alert
      color={reach > 0 ? 'blue' : 'orange'}
      variant="light"
      data-testid="audience-count"
      data-recipients={reach}
      title={`This message will go to ${people(reach)}`}
    >
      <Group gap={4}>
        {skipped > 0 ? (
          <Text size="sm">
            {people(skipped)} left non-essential mail and will be listed as opted out.
          </Text>
        ) : null}
        {props.essential && c.optedOut > 0 ? (
          <Text size="sm">
            An essential notice also reaches the {people(c.optedOut)} who left non-essential mail.
          </Text>
        ) : null}
        {c.withoutAddress > 0 ? (
          <Text size="sm">{people(c.withoutAddress)} in the group have no e-mail address.</Text>
        ) : null}
        {c.unmatchedCount > 0 ? (
          <Text size="sm">
            {formatCount(c.unmatchedCount)} of the pasted entries are none of your school’s people:{' '}
            {c.unmatched.join(', ')}
            {c.unmatchedCount > c.unmatched.length ? '…' : ''}
          </Text>
        ) : null}
      </Group>
    </Alert>
  );
}
