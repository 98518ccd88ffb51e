import { formatCount } from '@campusflow/contracts/format';
import type { TSchoolReport } from '@campusflow/contracts/reports';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { LazyBarChart } from '@/components/charts/lazy-charts.tsx';
import { NothingYet, ReportCard } from '@/components/report-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

type Occupancy = NonNullable<TSchoolReport['hostels']>;

function OccupancyChart(props: { occupancy: Occupancy; taken: string; label: string }) {
  const { occupancy } = props;
  const free = Math.max(0, occupancy.capacity - occupancy.taken);
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {formatCount(occupancy.taken)} of {formatCount(occupancy.capacity)} {props.taken},{' '}
        {formatCount(free)} free.
      </Text>
      <LazyBarChart
        h={Math.max(120, 48 * occupancy.items.length + 40)}
        type="stacked"
        orientation="vertical"
        yAxisProps={{ width: 110 }}
        data={occupancy.items.map((item) => ({
          name: item.name,
          Taken: item.taken,
          Free: Math.max(0, item.capacity - item.taken),
        }))}
        dataKey="name"
        series={[
          { name: 'Taken', color: 'blue.6' },
          { name: 'Free', color: 'gray.3' },
        ]}
        aria-label={props.label}
      />
    </Stack>
  );
}

/** Hostel beds held or occupied, and transport seats sold, this session. */
export function ResidenceCard(props: {
  hostels: TSchoolReport['hostels'];
  transport: TSchoolReport['transport'];
}) {
  const linkTo = useFigureLink();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <ReportCard
        title="Hostel occupancy"
        link={{ to: linkTo('hostelAdmin', 'hostelAdmin/accomodations'), label: 'Hostels' }}
      >
        {props.hostels ? (
          <OccupancyChart
            occupancy={props.hostels}
            taken="beds held or occupied"
            label="Beds per hostel, taken and free"
          />
        ) : (
          <NothingYet>The school has no hostel yet.</NothingYet>
        )}
      </ReportCard>
      <ReportCard
        title="Transport seats"
        link={{ to: linkTo('transportAdmin', 'transport-admin'), label: 'Transport' }}
      >
        {props.transport ? (
          <OccupancyChart
            occupancy={props.transport}
            taken="seats sold"
            label="Seats per route, sold and free"
          />
        ) : (
          <NothingYet>No route has a fare this session.</NothingYet>
        )}
      </ReportCard>
    </SimpleGrid>
  );
}
