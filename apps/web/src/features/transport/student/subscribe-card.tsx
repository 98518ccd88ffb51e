import { formatCount, naira } from '@campusflow/contracts/format';
import type { TMyTransport, TRouteOnOffer } from '@campusflow/contracts/transport';
import { Badge, Button, Card, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { useTransportSubscription } from './student-transport-api.ts';
import { tripsText } from './transport-labels.ts';

function RouteChoice({ route }: { route: TRouteOnOffer }) {
  const full = route.seatsLeft === 0;
  return (
    <Card withBorder padding="sm" data-testid="transport-route-choice">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Radio value={route.id} disabled={full} label={<Text fw={600}>{route.name}</Text>} />
          <Badge color={full ? 'gray' : 'green'} variant="light">
            {full ? 'Full' : `${formatCount(route.seatsLeft)} seats left`}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {naira(route.fareKobo)} for the session · {tripsText(route.trips)}
        </Text>
        <Text size="xs" c="dimmed">
          Stops: {route.stops.map((s) => s.name).join(' → ')}
        </Text>
      </Stack>
    </Card>
  );
}

/** Subscribing: the routes on offer, the stop to board at, and the button. */
export function SubscribeCard({ data }: { data: TMyTransport }) {
  const [routeId, setRouteId] = useState<string | null>(null);
  const [stopId, setStopId] = useState<string | null>(null);
  const { subscribe } = useTransportSubscription();
  const route = data.routes.find((r) => r.id === routeId);
  const submit = () => {
    if (!routeId || !stopId) return;
    subscribe.mutate(
      { routeId, stopId },
      {
        onSuccess: () =>
          notify.success(
            'A seat is kept for you. Pay the transport fee before the deadline to keep it.',
          ),
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>Subscribe to a route</Title>
        <Text size="sm">
          Choose a route and the stop where you board. A seat is kept for you for{' '}
          {data.rules.payWithinHours} hours to pay the transport fee; after paying, you can print
          your pass. You may cancel within {data.rules.cancelWithinDays} days of subscribing.
        </Text>
        {data.routes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="transport-no-routes">
            No route is on offer this session yet.
          </Text>
        ) : (
          <Radio.Group
            value={routeId}
            onChange={(id) => {
              setRouteId(id);
              setStopId(null);
            }}
            label="Route"
          >
            <Stack gap="xs" mt="xs">
              {data.routes.map((r) => (
                <RouteChoice key={r.id} route={r} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {route ? (
          <Select
            label="Boarding stop"
            placeholder="Choose your stop"
            data={route.stops.map((s) => ({ value: s.id, label: s.name }))}
            value={stopId}
            onChange={setStopId}
            allowDeselect={false}
          />
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={subscribe.isPending} disabled={!routeId || !stopId}>
            Subscribe
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
