import type { THostelRoom } from '@campusflow/contracts';
import { Badge, Button, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { bedOccupancyLabels, bedStatusColors, bedStatusLabels, plural } from './bed-labels.ts';
import type { BedSelection } from './bed-status-dialog.tsx';
import { roomBedsQuery } from './structure-api.ts';

/** A room's bed spaces with their status and occupant state; choose some to set their status. */
export function RoomBedsDialog(props: {
  room: THostelRoom;
  onClose: () => void;
  onSetStatus: (selection: BedSelection) => void;
}) {
  const beds = useQuery(roomBedsQuery(props.room.id));
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={`Room ${props.room.number}, ${props.room.blockName}: bed spaces`}
      centered
    >
      <Stack gap="sm">
        <QueryState
          query={beds}
          isEmpty={(d) => d.items.length === 0}
          empty="This room has no bed spaces."
        >
          {(data) => (
            <Table verticalSpacing="xs">
              <Table.Tbody>
                {data.items.map((bed) => (
                  <Table.Tr key={bed.id}>
                    <Table.Td w={36}>
                      <Checkbox
                        aria-label={`Bed ${bed.label}`}
                        checked={chosen.has(bed.id)}
                        onChange={() => toggle(bed.id)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        Bed {bed.label}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={bedStatusColors[bed.status]}>
                        {bedStatusLabels[bed.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" c={bed.occupancy === 'free' ? 'dimmed' : undefined}>
                        {bedOccupancyLabels[bed.occupancy]}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Close
          </Button>
          <Button
            disabled={chosen.size === 0}
            onClick={() => props.onSetStatus({ kind: 'beds', ids: [...chosen], beds: chosen.size })}
          >
            {chosen.size
              ? `Set status of ${plural(chosen.size, 'bed space')}`
              : 'Choose bed spaces'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
