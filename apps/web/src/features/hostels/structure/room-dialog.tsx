import type { TCreateHostelRoom, THostelRoom } from '@campusflow/contracts';
import { ZCreateHostelRoom } from '@campusflow/contracts/hostel-structure';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { blocksQuery, structureApi, useRefreshHostels } from './structure-api.ts';

type Values = {
  blockId: string;
  number: string;
  floor: number | '';
  capacity: number | '';
  roomType: string;
};

const validate = zodValidator(ZCreateHostelRoom);

/** Adds a room to a block of the hostel (room = null) or changes one. */
export function RoomDialog(props: {
  hostelId: string;
  room: THostelRoom | null;
  onClose: () => void;
}) {
  const { room } = props;
  const blocks = useQuery(blocksQuery(props.hostelId)).data?.items ?? [];
  const form = useForm<Values>({
    initialValues: room
      ? {
          blockId: room.blockId,
          number: room.number,
          floor: room.floor,
          capacity: room.capacity,
          roomType: room.roomType,
        }
      : { blockId: '', number: '', floor: 0, capacity: 4, roomType: 'standard' },
    validate,
  });
  const refresh = useRefreshHostels();
  const save = useFormMutation(form, {
    mutationFn: ({ blockId, ...v }: Values) => {
      // The validator has checked the numbers: no box is empty here.
      const body = v as Omit<TCreateHostelRoom, 'blockId'>;
      return room
        ? structureApi.updateRoom(room.id, body)
        : structureApi.createRoom({ ...body, blockId });
    },
    onSuccess: async (saved) => {
      notify.success(`Room ${saved.number} has been saved.`);
      props.onClose();
      await refresh();
    },
  });
  const field = form.getInputProps;
  const lowering = room && form.values.capacity !== '' && form.values.capacity < room.capacity;
  return (
    <Modal opened onClose={props.onClose} title={room ? `Edit room ${room.number}` : 'Add a room'}>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          {room ? (
            <Text size="sm" c="dimmed">
              {room.blockName}
            </Text>
          ) : (
            <Select
              label="Block"
              data={blocks.map((b) => ({ value: b.id, label: b.name }))}
              placeholder={blocks.length ? 'Choose a block' : 'Add rooms in bulk to create a block'}
              {...field('blockId')}
            />
          )}
          <SimpleGrid cols={2} spacing="sm">
            <TextInput label="Room number" placeholder="101" {...field('number')} />
            <NumberInput label="Floor" min={-2} max={50} allowDecimal={false} {...field('floor')} />
            <NumberInput
              label="Beds"
              min={1}
              max={20}
              allowDecimal={false}
              {...field('capacity')}
            />
            <TextInput label="Room type" placeholder="standard" {...field('roomType')} />
          </SimpleGrid>
          {lowering ? (
            <Text size="xs" c="dimmed">
              Fewer beds removes free bed spaces only, the last letters first. Beds a student holds
              or occupies stay.
            </Text>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {room ? 'Save' : 'Add the room'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
