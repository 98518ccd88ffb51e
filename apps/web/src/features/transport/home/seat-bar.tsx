import { formatCount } from '@campusflow/contracts/format';
import type { TTransportOverviewRouteSeats } from '@campusflow/contracts/transport-admin';
import { Group, Progress, Text, Tooltip } from '@mantine/core';

const parts = [
  { key: 'active', label: 'Paid', color: 'teal' },
  { key: 'awaitingPayment', label: 'Awaiting payment', color: 'yellow' },
  { key: 'free', label: 'Free', color: 'gray.3' },
] as const;

/** A route's seats this session as a stacked bar: paid, awaiting payment and free. */
export function SeatBar({ route }: { route: TTransportOverviewRouteSeats }) {
  const counts = {
    active: route.active,
    awaitingPayment: route.awaitingPayment,
    free: Math.max(0, route.capacity - route.sold),
  };
  const share = (n: number) => (route.capacity > 0 ? (n / route.capacity) * 100 : 0);
  return (
    <div>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {route.name}
        </Text>
        <Text size="xs" c={route.capacity > 0 && route.sold >= route.capacity ? 'red' : 'dimmed'}>
          {route.capacity > 0
            ? `${formatCount(route.sold)} of ${formatCount(route.capacity)} seats`
            : 'No trip yet: no seats'}
        </Text>
      </Group>
      <Progress.Root size={14} mt={4} role="group" aria-label={`${route.name}: seats sold`}>
        {parts.map((part) =>
          counts[part.key] > 0 ? (
            <Tooltip key={part.key} label={`${part.label}: ${formatCount(counts[part.key])}`}>
              <Progress.Section
                value={share(counts[part.key])}
                color={part.color}
                aria-label={`${part.label}: ${formatCount(counts[part.key])}`}
              />
            </Tooltip>
          ) : null,
        )}
      </Progress.Root>
      <Group gap="sm" mt={4}>
        {parts.map((part) => (
          <Group key={part.key} gap={4} wrap="nowrap">
            <Progress.Root w={10} size={10} aria-hidden>
              <Progress.Section value={100} color={part.color} />
            </Progress.Root>
            <Text size="xs" c="dimmed">
              {part.label} {formatCount(counts[part.key])}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
