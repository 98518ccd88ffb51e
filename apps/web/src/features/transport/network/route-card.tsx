import { formatCount, naira } from '@campusflow/contracts/format';
import type { TTransportRoute, TTripView } from '@campusflow/contracts/transport-network';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { RowMenu } from '@/components/row-menu.tsx';
import { periodLabels } from './network-api.ts';

export type RouteAction =
  | { kind: 'edit' | 'stops' | 'fare' | 'addTrip' | 'archive' | 'restore' | 'delete' }
  | { kind: 'editTrip' | 'removeTrip'; trip: TTripView };

/** The seats sold of the capacity as a bar, or why there are none yet. */
function Seats({ route }: { route: TTransportRoute }) {
  if (!route.seats) {
    return (
      <Text size="sm" c="dimmed">
        Seats open once the session’s fare is set.
      </Text>
    );
  }
  const { capacity, sold } = route.seats;
  const share = capacity > 0 ? Math.min(100, (sold / capacity) * 100) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Seats
        </Text>
        <Text size="sm" c="dimmed">
          {formatCount(sold)} sold of {formatCount(capacity)}
        </Text>
      </Group>
      <Progress
        value={share}
        color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal'}
        size="md"
        aria-label={`${sold} of ${capacity} seats sold`}
      />
      {capacity === 0 ? (
        <Text size="xs" c="orange">
          No trip yet: add one with a vehicle to offer seats.
        </Text>
      ) : null}
    </Stack>
  );
}

/** A route as a card: stops in order, trips with their vehicles, the fare and the seats sold. */
export function RouteCard(props: {
  route: TTransportRoute;
  onAction: (action: RouteAction) => void;
}) {
  const { route, onAction } = props;
  const archived = route.status === 'archived';
  return (
    <Card withBorder padding="md" data-testid="route-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={4} style={{ overflowWrap: 'anywhere' }}>
                {route.name}
              </Title>
              {archived ? <Badge color="gray">Archived</Badge> : null}
            </Group>
            {route.description ? (
              <Text size="sm" c="dimmed">
                {route.description}
              </Text>
            ) : null}
          </div>
          <RowMenu
            label={route.name}
            actions={[
              { label: 'Edit route', onClick: () => onAction({ kind: 'edit' }) },
              { label: 'Edit stops', onClick: () => onAction({ kind: 'stops' }) },
              { label: 'Add trip', onClick: () => onAction({ kind: 'addTrip' }) },
              { label: 'Set fare', onClick: () => onAction({ kind: 'fare' }) },
              archived
                ? { label: 'Restore', onClick: () => onAction({ kind: 'restore' }) }
                : { label: 'Archive', onClick: () => onAction({ kind: 'archive' }) },
              { label: 'Delete', danger: true, onClick: () => onAction({ kind: 'delete' }) },
            ]}
          />
        </Group>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Stops
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => onAction({ kind: 'stops' })}>
              Edit stops
            </Button>
          </Group>
          {route.stops.length ? (
            <Group gap={6} aria-label="Stops in boarding order">
              {route.stops.map((s, i) => (
                <Badge
                  key={s.id}
                  variant="light"
                  radius="sm"
                  tt="none"
                  leftSection={`${i + 1}.`}
                  style={{ maxWidth: '100%' }}
                >
                  {s.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              No stops yet.
            </Text>
          )}
        </Stack>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={500}>
              Trips
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onAction({ kind: 'addTrip' })}
            >
              Add trip
            </Button>
          </Group>
          {route.trips.length ? (
            <Stack gap={4}>
              {route.trips.map((trip) => (
                <Group key={trip.id} justify="space-between" gap="xs" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm">
                      {periodLabels[trip.period]} · {trip.departsAt}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {trip.vehiclePlate} · {trip.vehicleType} · {trip.vehicleSeats} seats
                      {trip.vehicleServiceStatus === 'active'
                        ? ''
                        : trip.vehicleServiceStatus === 'under_repair'
                          ? ' · under repair'
                          : ' · retired'}
                    </Text>
                  </div>
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit the ${trip.departsAt} trip`}
                      onClick={() => onAction({ kind: 'editTrip', trip })}
                    >
                      ✎
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove the ${trip.departsAt} trip`}
                      onClick={() => onAction({ kind: 'removeTrip', trip })}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              No trips yet.
            </Text>
          )}
        </Stack>

        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            Fare this session
          </Text>
          <Group gap="xs">
            {route.fare ? (
              <Text size="sm" fw={600} data-amount style={{ whiteSpace: 'nowrap' }}>
                {naira(route.fare.amountKobo)}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                Not set
              </Text>
            )}
            <Button size="compact-xs" variant="subtle" onClick={() => onAction({ kind: 'fare' })}>
              Set fare
            </Button>
          </Group>
        </Group>
        <Seats route={route} />
      </Stack>
    </Card>
  );
}
