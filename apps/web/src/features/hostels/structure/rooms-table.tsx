import type { THostelRoom, TPage } from '@campusflow/contracts';
import { Checkbox, Table, Text } from '@mantine/core';
import { PagedTable } from '@/components/paged-table.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { BedCountBadges } from './bed-count-badges.tsx';
import { plural } from './bed-labels.ts';

const floorName = (floor: number) => (floor === 0 ? 'ground floor' : `floor ${floor}`);

/** A page of rooms with a check box each, their beds by status and a menu. */
export function RoomsTable(props: {
  data: TPage<THostelRoom>;
  chosen: ReadonlyMap<string, number>;
  onToggle: (room: THostelRoom) => void;
  onToggleAll: (rooms: THostelRoom[], on: boolean) => void;
  onPage: (page: number) => void;
  onEdit: (room: THostelRoom) => void;
  onBeds: (room: THostelRoom) => void;
  onDelete: (room: THostelRoom) => void;
}) {
  const { data } = props;
  const all = data.items.length > 0 && data.items.every((r) => props.chosen.has(r.id));
  const some = data.items.some((r) => props.chosen.has(r.id));
  return (
    <PagedTable
      minWidth={320}
      verticalSpacing="sm"
      highlightOnHover
      page={data.page}
      limit={data.limit}
      total={data.total}
      onPage={props.onPage}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36}>
            <Checkbox
              aria-label="Choose every room on this page"
              checked={all}
              indeterminate={some && !all}
              onChange={() => props.onToggleAll(data.items, !all)}
            />
          </Table.Th>
          <Table.Th>Room</Table.Th>
          <Table.Th visibleFrom="sm">Type</Table.Th>
          <Table.Th>Bed spaces</Table.Th>
          <Table.Th w={48} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.items.map((room) => (
          <Table.Tr key={room.id}>
            <Table.Td>
              <Checkbox
                aria-label={`Choose room ${room.number}`}
                checked={props.chosen.has(room.id)}
                onChange={() => props.onToggle(room)}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {room.number}
              </Text>
              <Text size="xs" c="dimmed">
                {room.blockName}, {floorName(room.floor)}
              </Text>
            </Table.Td>
            <Table.Td visibleFrom="sm">{room.roomType}</Table.Td>
            <Table.Td>
              <Text size="sm">{plural(room.capacity, 'bed')}</Text>
              <BedCountBadges beds={room.beds} held={room.held} occupied={room.occupied} />
            </Table.Td>
            <Table.Td>
              <RowMenu
                label={`room ${room.number}`}
                actions={[
                  { label: 'Bed spaces', onClick: () => props.onBeds(room) },
                  { label: 'Edit', onClick: () => props.onEdit(room) },
                  { label: 'Delete', onClick: () => props.onDelete(room), danger: true },
                ]}
              />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PagedTable>
  );
}
