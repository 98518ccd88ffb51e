import type { TBulkRooms } from '@campusflow/contracts';
import { MAX_BULK_ROOMS, ZBulkRooms } from '@campusflow/contracts/hostel-structure';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  Modal,
  NumberInput,
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
import { plural } from './bed-labels.ts';
import { blocksQuery, structureApi, useRefreshHostels } from './structure-api.ts';

type Values = {
  block: string;
  floor: number | '';
  fromNumber: number | '';
  toNumber: number | '';
  prefix: string;
  capacity: number | '';
  roomType: string;
};

const validate = zodValidator(ZBulkRooms);

/** What the form would create, or null while the range is incomplete or too long. */
function preview(v: Values) {
  if (v.fromNumber === '' || v.toNumber === '' || v.toNumber < v.fromNumber) return null;
  const rooms = v.toNumber - v.fromNumber + 1;
  if (rooms > MAX_BULK_ROOMS) return null;
  return { rooms, beds: v.capacity === '' ? null : rooms * v.capacity };
}

/** Adds rooms from–to (e.g. 101 to 140) with their bed spaces to a block, created if new. */
export function BulkRoomsDialog(props: { hostelId: string; onClose: () => void }) {
  const blocks = useQuery(blocksQuery(props.hostelId)).data?.items ?? [];
  const form = useForm<Values>({
    initialValues: {
      block: blocks[0]?.name ?? 'Block A',
      floor: 1,
      fromNumber: 101,
      toNumber: 140,
      prefix: '',
      capacity: 4,
      roomType: 'standard',
    },
    validate: (v) => validate({ ...v, hostelId: props.hostelId, prefix: v.prefix || undefined }),
  });
  const refresh = useRefreshHostels();
  const save = useFormMutation(form, {
    mutationFn: (v: Values) =>
      structureApi.bulkRooms({
        ...(v as Omit<TBulkRooms, 'hostelId'>),
        hostelId: props.hostelId,
        prefix: v.prefix || undefined,
      }),
    onSuccess: async (result) => {
      notify.success(
        `${plural(result.rooms, 'room')} and ${plural(result.beds, 'bed space')} created.`,
      );
      props.onClose();
      await refresh();
    },
  });
  const field = form.getInputProps;
  const counts = preview(form.values);
  const isNewBlock =
    form.values.block.trim() !== '' &&
    !blocks.some((b) => b.name.toLowerCase() === form.values.block.trim().toLowerCase());
  const first = `${form.values.prefix}${form.values.fromNumber}`;
  const last = `${form.values.prefix}${form.values.toNumber}`;
  return (
    <Modal opened onClose={props.onClose} title="Add rooms in bulk" size="lg">
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          <Autocomplete
            label="Block"
            description={isNewBlock ? 'A new block: it will be created.' : undefined}
            data={blocks.map((b) => b.name)}
            {...field('block')}
          />
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            <NumberInput label="From room" min={0} allowDecimal={false} {...field('fromNumber')} />
            <NumberInput label="To room" min={0} allowDecimal={false} {...field('toNumber')} />
            <TextInput
              label="Prefix (optional)"
              placeholder="e.g. A-"
              maxLength={10}
              {...field('prefix')}
            />
            <NumberInput label="Floor" min={-2} max={50} allowDecimal={false} {...field('floor')} />
            <NumberInput
              label="Beds per room"
              min={1}
              max={20}
              allowDecimal={false}
              {...field('capacity')}
            />
            <TextInput label="Room type" placeholder="standard" {...field('roomType')} />
          </SimpleGrid>
          {counts ? (
            <Alert color="blue" variant="light">
              <Text size="sm" fw={500}>
                This will create {plural(counts.rooms, 'room')}
                {counts.beds !== null ? `, ${plural(counts.beds, 'bed space')}` : ''}.
              </Text>
              <Text size="xs" c="dimmed">
                Rooms {first} to {last} in {form.values.block.trim() || 'the block'}
                {isNewBlock ? ' (new block)' : ''}. If one of these numbers exists already, nothing
                is created.
              </Text>
            </Alert>
          ) : null}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy} disabled={!counts}>
              {counts ? `Create ${plural(counts.rooms, 'room')}` : 'Create rooms'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
