import { formatCount } from '@campusflow/contracts/format';
import {
  manifestRiderStateLabels,
  manifestRidersByStop,
  manifestTripPeriodLabels,
  type TManifest,
  type TManifestRider,
  type TManifestTrip,
} from '@campusflow/contracts/transport-admin';
import { Badge, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ExportMenu } from '@/components/export-menu.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notifyError } from '@/lib/toast.ts';
import { manifestQuery, manifestTripsQuery, transportHomeApi } from './transport-home-api.ts';

const tripLabel = (trip: TManifestTrip) =>
  `${trip.route} · ${manifestTripPeriodLabels[trip.period]} ${trip.departsAt} · ${trip.plateNumber} · ${formatCount(trip.riders)} of ${formatCount(trip.seats)}`;

/** A trip's manifest: pick the trip, read its riders by stop, download it as PDF, CSV or XLSX. */
export function ManifestsPanel() {
  const trips = useQuery(manifestTripsQuery());
  const [tripId, setTripId] = useState<string | null>(null);
  return (
    <QueryState
      query={trips}
      isEmpty={(data) => data.items.length === 0}
      empty="No trips yet: add a route’s trips under “Routes”, each with its vehicle."
    >
      {(data) => {
        const chosen = tripId ?? data.items[0]?.id ?? null;
        return (
          <Stack gap="md">
            <Select
              label="Trip"
              description={`Riders are the route’s subscribers for ${data.session.name}`}
              data={data.items.map((trip) => ({ value: trip.id, label: tripLabel(trip) }))}
              value={chosen}
              onChange={setTripId}
              allowDeselect={false}
              searchable
              maw={560}
            />
            {chosen ? <Manifest tripId={chosen} /> : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}

function Manifest({ tripId }: { tripId: string }) {
  const query = useQuery(manifestQuery(tripId));
  const [busy, setBusy] = useState(false);
  const downloadPdf = async () => {
    setBusy(true);
    try {
      await transportHomeApi.downloadManifestPdf(tripId);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <TripSummary manifest={query.data} />
        <Group gap="xs">
          <Button variant="light" onClick={() => void downloadPdf()} loading={busy}>
            Download PDF
          </Button>
          <ExportMenu onExport={(format) => transportHomeApi.exportManifest(tripId, format)} />
        </Group>
      </Group>
      <QueryState
        query={query}
        isEmpty={(data) => data.riders.length === 0}
        empty="No one rides this trip yet: students who subscribe to the route appear here."
      >
        {(data) => (
          <Stack gap="md">
            {manifestRidersByStop(data.riders).map((group) => (
              <StopRiders key={group.stopId} stop={group.stop} riders={group.riders} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function TripSummary({ manifest }: { manifest: TManifest | undefined }) {
  if (!manifest) return <span />;
  const { trip, riders } = manifest;
  const awaiting = riders.filter((r) => r.state === 'awaiting_payment').length;
  return (
    <div>
      <Text fw={600}>
        {trip.route} · {manifestTripPeriodLabels[trip.period]} {trip.departsAt}
      </Text>
      <Text size="sm" c="dimmed">
        {trip.plateNumber}
        {trip.driverName ? ` · ${trip.driverName}` : ''} · {formatCount(riders.length)} riders
        {awaiting > 0 ? ` (${formatCount(awaiting)} awaiting payment)` : ''}
      </Text>
    </div>
  );
}

function StateBadge({ rider }: { rider: TManifestRider }) {
  return (
    <Badge color={rider.state === 'active' ? 'teal' : 'yellow'} variant="light">
      {manifestRiderStateLabels[rider.state]}
    </Badge>
  );
}

/** A stop's riders: a table from the small breakpoint up, cards on a phone. */
function StopRiders(props: { stop: string; riders: TManifestRider[] }) {
  return (
    <Card withBorder padding="sm" data-testid="manifest-stop">
      <Group justify="space-between" mb="xs">
        <Title order={5}>{props.stop}</Title>
        <Text size="xs" c="dimmed">
          {formatCount(props.riders.length)} {props.riders.length === 1 ? 'rider' : 'riders'}
        </Text>
      </Group>
      <Stack gap="xs" hiddenFrom="sm">
        {props.riders.map((rider) => (
          <Card key={rider.subscriptionId} withBorder padding="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {rider.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {rider.matricNumber ?? 'No matric number'}
                </Text>
                <Text size="xs" c="dimmed">
                  {rider.phone ?? 'No phone'}
                </Text>
              </div>
              <StateBadge rider={rider} />
            </Group>
          </Card>
        ))}
      </Stack>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Matric number</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.riders.map((rider) => (
              <Table.Tr key={rider.subscriptionId}>
                <Table.Td>{rider.name}</Table.Td>
                <Table.Td>{rider.matricNumber ?? '—'}</Table.Td>
                <Table.Td>{rider.phone ?? '—'}</Table.Td>
                <Table.Td>
                  <StateBadge rider={rider} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
