import { formatCount, formatDate, naira } from '@campusflow/contracts/format';
import {
  type TTransportOverview,
  type TTransportOverviewExpiry,
  transportOverviewExpiryKindLabels,
} from '@campusflow/contracts/transport-admin';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state.tsx';
import { SeatBar } from './seat-bar.tsx';
import { transportOverviewQuery } from './transport-home-api.ts';

const VEHICLES = '/dashboard/transport-admin/vehicles';

/** The transport admin's figures: fleet, revenue, refunds, seats per route, expiring papers. */
export function OverviewPanel() {
  const query = useQuery(transportOverviewQuery());
  return (
    <QueryState query={query} isEmpty={() => false} empty={null}>
      {(data) => (
        <Stack gap="md">
          <FigureCards data={data} />
          <Card withBorder>
            <Title order={4} mb="xs">
              Seats per route · {data.session.name}
            </Title>
            {data.routes.length === 0 ? (
              <Text size="sm" c="dimmed">
                No route has a fare this session yet: set the fares under “Routes”.
              </Text>
            ) : (
              <Stack gap="md">
                {data.routes.map((route) => (
                  <SeatBar key={route.routeId} route={route} />
                ))}
              </Stack>
            )}
          </Card>
          <ExpiringCard expiring={data.expiring} />
        </Stack>
      )}
    </QueryState>
  );
}

function Figure(props: { label: string; value: string; hint: string; color?: string }) {
  return (
    <Card withBorder>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="xl" fw={700} c={props.color}>
        {props.value}
      </Text>
      <Text size="xs" c="dimmed">
        {props.hint}
      </Text>
    </Card>
  );
}

const fleetParts = [
  { key: 'active', label: 'Active', color: 'teal' },
  { key: 'underRepair', label: 'Under repair', color: 'orange' },
  { key: 'retired', label: 'Retired', color: 'gray' },
] as const;

function FigureCards({ data }: { data: TTransportOverview }) {
  const { vehicles, revenue } = data;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Card withBorder>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Vehicles
        </Text>
        <Group gap="lg" mt={4}>
          {fleetParts.map((part) => (
            <div key={part.key}>
              <Text size="xl" fw={700} c={vehicles[part.key] > 0 ? part.color : 'dimmed'}>
                {formatCount(vehicles[part.key])}
              </Text>
              <Text size="xs" c="dimmed">
                {part.label}
              </Text>
            </div>
          ))}
        </Group>
      </Card>
      <Figure
        label="Transport revenue"
        value={naira(revenue.amountKobo)}
        hint={`${formatCount(revenue.count)} confirmed ${revenue.count === 1 ? 'payment' : 'payments'} this session`}
      />
      <Figure
        label="Refunds due"
        value={formatCount(data.refundsDue)}
        hint="Paid, then cancelled or lapsed: the accounts office refunds them"
        color={data.refundsDue > 0 ? 'red' : undefined}
      />
    </SimpleGrid>
  );
}

function ExpiryBadge({ paper }: { paper: TTransportOverviewExpiry }) {
  if (paper.expired) return <Badge color="red">Expired</Badge>;
  return (
    <Badge color="orange" variant="light">
      {paper.daysLeft === 0
        ? 'Today'
        : `In ${paper.daysLeft} ${paper.daysLeft === 1 ? 'day' : 'days'}`}
    </Badge>
  );
}

function ExpiringCard({ expiring }: { expiring: TTransportOverviewExpiry[] }) {
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs">
        <Title order={4}>Papers expiring</Title>
        <Anchor component={Link} to={VEHICLES} size="sm">
          Open vehicles
        </Anchor>
      </Group>
      {expiring.length === 0 ? (
        <Text size="sm" c="dimmed">
          No document or driver licence expires in the next 30 days.
        </Text>
      ) : (
        <Stack gap={6}>
          {expiring.map((paper) => (
            <Anchor
              key={`${paper.kind}-${paper.vehicleId}`}
              component={Link}
              to={VEHICLES}
              underline="never"
              c="inherit"
            >
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500}>
                    {paper.plateNumber} · {transportOverviewExpiryKindLabels[paper.kind]}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {paper.kind === 'driver_licence' && paper.driverName
                      ? `${paper.driverName} · `
                      : ''}
                    {paper.expired ? 'Expired' : 'Expires'} {formatDate(paper.expiresOn)}
                  </Text>
                </div>
                <ExpiryBadge paper={paper} />
              </Group>
            </Anchor>
          ))}
        </Stack>
      )}
    </Card>
  );
}
