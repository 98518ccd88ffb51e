import { formatCount } from '@campusflow/contracts/format';
import type { THostelOccupancy } from '@campusflow/contracts/hostel-admin';
import { Badge, Card, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { BedBar } from './bed-bar.tsx';
import { occupancyQuery } from './hostel-admin-api.ts';
import { genderLabels, levelGroupLabels } from './hostel-admin-labels.ts';

type Hostel = THostelOccupancy['hostels'][number];

/** Occupancy by hostel, block and level group, with each group's quota cap beside its beds. */
export function OccupancyPanel() {
  const query = useQuery(occupancyQuery());
  return (
    <QueryState
      query={query}
      isEmpty={(data) => data.hostels.length === 0}
      empty="No hostels yet: add hostels, blocks and rooms under “Hostels and rooms”."
    >
      {(data) => (
        <Stack gap="md">
          <Card withBorder>
            <Group justify="space-between" mb="xs">
              <Title order={4}>All hostels · {data.session.name}</Title>
              <Text size="sm" c="dimmed">
                {formatCount(data.totals.total)} beds
              </Text>
            </Group>
            <BedBar beds={data.totals} size="lg" />
            <LevelGroupSummary groups={data.levelGroups} />
          </Card>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.hostels.map((hostel) => (
              <HostelCard key={hostel.id} hostel={hostel} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </QueryState>
  );
}

function LevelGroupSummary(props: { groups: THostelOccupancy['levelGroups'] }) {
  return (
    <Table.ScrollContainer minWidth={320} mt="sm">
      <Table fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Applications</Table.Th>
            <Table.Th ta="right">Waiting</Table.Th>
            <Table.Th ta="right">Held</Table.Th>
            <Table.Th ta="right">Allocated</Table.Th>
            <Table.Th ta="right">Paid, no bed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.groups.map((g) => (
            <Table.Tr key={g.levelGroup}>
              <Table.Td>{levelGroupLabels[g.levelGroup]}</Table.Td>
              <Table.Td ta="right">{formatCount(g.pending)}</Table.Td>
              <Table.Td ta="right">{formatCount(g.held)}</Table.Td>
              <Table.Td ta="right">{formatCount(g.allocated)}</Table.Td>
              <Table.Td ta="right" c={g.awaitingBed > 0 ? 'red' : undefined}>
                {formatCount(g.awaitingBed)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HostelCard({ hostel }: { hostel: Hostel }) {
  return (
    <Card withBorder>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={5}>{hostel.name}</Title>
        <Badge variant="light" color={hostel.gender === 'male' ? 'blue' : 'pink'}>
          {genderLabels[hostel.gender]}
        </Badge>
      </Group>
      <BedBar beds={hostel.beds} />
      {hostel.blocks.length > 1 ? (
        <Stack gap={6} mt="sm">
          {hostel.blocks.map((block) => (
            <div key={block.id}>
              <Group justify="space-between">
                <Text size="sm">{block.name}</Text>
                <Text size="xs" c="dimmed">
                  {formatCount(block.beds.free)} free of {formatCount(block.beds.total)}
                </Text>
              </Group>
              <BedBar beds={block.beds} legend={false} />
            </div>
          ))}
        </Stack>
      ) : null}
      <Text size="sm" fw={600} mt="md" mb={4}>
        Quotas by level
      </Text>
      <Stack gap={6}>
        {hostel.quotas.map((q) => {
          const full = q.taken >= q.cap;
          return (
            <div key={q.levelGroup}>
              <Group justify="space-between" gap="xs">
                <Text size="sm">
                  {levelGroupLabels[q.levelGroup]} ({q.percent} %)
                </Text>
                <Text size="xs" c={full ? 'red' : 'dimmed'}>
                  {formatCount(q.taken)} of {formatCount(q.cap)}
                  {full ? ' · full' : ''}
                </Text>
              </Group>
              <Progress
                value={q.cap > 0 ? Math.min(100, (q.taken / q.cap) * 100) : 100}
                color={full ? 'red' : 'blue'}
                size="sm"
                aria-label={`${levelGroupLabels[q.levelGroup]}: ${q.taken} of ${q.cap}`}
              />
            </div>
          );
        })}
      </Stack>
    </Card>
  );
}
