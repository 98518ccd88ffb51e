import type { THostelRoom } from '@campusflow/contracts';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { BedCountBadges } from './bed-count-badges.tsx';
import { plural } from './bed-labels.ts';
import { type BedSelection, BedStatusDialog } from './bed-status-dialog.tsx';
import { BlocksBar } from './blocks-bar.tsx';
import { BulkRoomsDialog } from './bulk-rooms-dialog.tsx';
import { RoomBedsDialog } from './room-beds-dialog.tsx';
import { RoomDialog } from './room-dialog.tsx';
import { RoomsTable } from './rooms-table.tsx';
import {
  blocksQuery,
  roomsQuery,
  structureApi,
  useHostel,
  useStructureChange,
} from './structure-api.ts';

type Dialog =
  | { kind: 'bulk' }
  | { kind: 'room'; room: THostelRoom | null }
  | { kind: 'beds'; room: THostelRoom }
  | { kind: 'status'; selection: BedSelection }
  | { kind: 'delete'; room: THostelRoom };

/** One hostel's blocks and rooms: add rooms (in bulk), edit them, set the status of beds. */
export function HostelRooms(props: { hostelId: string; onBack: () => void }) {
  const { hostelId } = props;
  const hostel = useHostel(hostelId).data;
  const blocks = useQuery(blocksQuery(hostelId)).data?.items ?? [];
  const [blockId, setBlockId] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const rooms = useQuery(roomsQuery({ hostelId, blockId, q }, page));
  /** Chosen rooms and their beds, across pages. */
  const [chosen, setChosen] = useState<Map<string, number>>(new Map());
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const remove = useStructureChange(
    (room: THostelRoom) => structureApi.deleteRoom(room.id),
    (_, room) => `Room ${room.number} has been deleted.`,
    close,
  );

  const toggle = (room: THostelRoom) =>
    setChosen((prev) => {
      const next = new Map(prev);
      if (next.has(room.id)) next.delete(room.id);
      else next.set(room.id, room.beds.total);
      return next;
    });
  const toggleAll = (list: THostelRoom[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const room of list) {
        if (on) next.set(room.id, room.beds.total);
        else next.delete(room.id);
      }
      return next;
    });
  const chosenBeds = [...chosen.values()].reduce((sum, n) => sum + n, 0);

  return (
    <Stack gap="md">
      <Anchor component="button" type="button" size="sm" onClick={props.onBack} w="fit-content">
        ← All hostels
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={3}>{hostel?.name ?? 'Hostel'}</Title>
          {hostel ? (
            <>
              <Text size="sm" c="dimmed">
                {hostel.gender === 'male' ? 'Male' : 'Female'} students ·{' '}
                {plural(hostel.blockCount, 'block')} · {plural(hostel.roomCount, 'room')} ·{' '}
                {plural(hostel.beds.total, 'bed space')}
              </Text>
              <BedCountBadges beds={hostel.beds} />
            </>
          ) : null}
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={() => setDialog({ kind: 'room', room: null })}>
            Add a room
          </Button>
          <Button onClick={() => setDialog({ kind: 'bulk' })}>Add rooms in bulk</Button>
        </Group>
      </Group>
      <BlocksBar
        blocks={blocks}
        selected={blockId}
        onSelect={(v) => {
          setBlockId(v);
          setPage(1);
        }}
      />
      <SearchField
        placeholder="Room number"
        value={q}
        onSearch={(v) => {
          setQ(v);
          setPage(1);
        }}
        maw={320}
      />
      {chosen.size > 0 ? (
        <Group
          gap="sm"
          justify="space-between"
          p="xs"
          bg="var(--mantine-color-blue-light)"
          style={{ borderRadius: 8 }}
        >
          <Text size="sm">
            {plural(chosen.size, 'room')} chosen ({plural(chosenBeds, 'bed space')})
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setChosen(new Map())}>
              Clear
            </Button>
            <Button
              size="xs"
              onClick={() =>
                setDialog({
                  kind: 'status',
                  selection: { kind: 'rooms', ids: [...chosen.keys()], beds: chosenBeds },
                })
              }
            >
              Set status
            </Button>
          </Group>
        </Group>
      ) : null}
      <QueryState
        query={rooms}
        isEmpty={(d) => d.items.length === 0}
        empty={
          q || blockId
            ? 'No room matches.'
            : 'No rooms yet. Add rooms in bulk: a block, a range of numbers and the beds in each.'
        }
      >
        {(data) => (
          <RoomsTable
            data={data}
            chosen={chosen}
            onToggle={toggle}
            onToggleAll={toggleAll}
            onPage={setPage}
            onEdit={(room) => setDialog({ kind: 'room', room })}
            onBeds={(room) => setDialog({ kind: 'beds', room })}
            onDelete={(room) => setDialog({ kind: 'delete', room })}
          />
        )}
      </QueryState>
      {dialog?.kind === 'bulk' ? <BulkRoomsDialog hostelId={hostelId} onClose={close} /> : null}
      {dialog?.kind === 'room' ? (
        <RoomDialog hostelId={hostelId} room={dialog.room} onClose={close} />
      ) : null}
      {dialog?.kind === 'beds' ? (
        <RoomBedsDialog
          room={dialog.room}
          onClose={close}
          onSetStatus={(selection) => setDialog({ kind: 'status', selection })}
        />
      ) : null}
      {dialog?.kind === 'status' ? (
        <BedStatusDialog
          selection={dialog.selection}
          onClose={close}
          onDone={() => {
            close();
            setChosen(new Map());
          }}
        />
      ) : null}
      <ConfirmDialog
        opened={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' ? `Delete room ${dialog.room.number}?` : ''}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate(dialog.room)}
        onClose={close}
      >
        The room and its bed spaces are deleted. A room a student holds, occupies or has lived in
        cannot be deleted: mark its beds out of order instead.
      </ConfirmDialog>
    </Stack>
  );
}
