import {
  type TTransportRoute,
  type TTripInput,
  type TTripView,
  ZTripInput,
} from '@campusflow/contracts/transport-network';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
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
import { networkApi, periodLabels, useRefreshNetwork, vehicleOptionsQuery } from './network-api.ts';

const validate = zodValidator(ZTripInput);

/** Adds a trip to the route (trip = null) or changes one: period, departure and vehicle. */
export function TripDialog(props: {
  route: TTransportRoute;
  trip: TTripView | null;
  onClose: () => void;
}) {
  const { route, trip } = props;
  const options = useQuery(vehicleOptionsQuery());
  const vehicles = options.data ?? [];
  const form = useForm<TTripInput>({
    initialValues: {
      period: trip?.period ?? 'morning',
      departsAt: trip?.departsAt ?? '',
      vehicleId: trip?.vehicleId ?? '',
    },
    validate,
  });
  const refresh = useRefreshNetwork();
  const save = useFormMutation(form, {
    mutationFn: (v: TTripInput) =>
      trip ? networkApi.updateTrip(trip.id, v) : networkApi.addTrip(route.id, v),
    onSuccess: async () => {
      notify.success(trip ? 'The trip has been changed.' : 'The trip has been added.');
      props.onClose();
      await refresh();
    },
  });
  const data = vehicles.map((v) => ({
    value: v.id,
    label: `${v.plateNumber} · ${v.type} · ${v.seatCapacity} seats${
      v.serviceStatus === 'under_repair' ? ' (under repair)' : ''
    }`,
  }));
  // A trip's vehicle retired since keeps showing until another is chosen.
  if (trip && !vehicles.some((v) => v.id === trip.vehicleId)) {
    data.unshift({ value: trip.vehicleId, label: `${trip.vehiclePlate} (retired)` });
  }
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={trip ? `Edit trip · ${route.name}` : `Add a trip · ${route.name}`}
    >
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Period
              </Text>
              <SegmentedControl
                data={Object.entries(periodLabels).map(([value, label]) => ({ value, label }))}
                value={form.values.period}
                onChange={(v) => form.setFieldValue('period', v as TTripInput['period'])}
              />
            </Stack>
            <TextInput type="time" label="Departs at" {...form.getInputProps('departsAt')} />
          </SimpleGrid>
          <Select
            label="Vehicle"
            placeholder={options.isPending ? 'Loading vehicles…' : 'Choose a vehicle'}
            data={data}
            searchable
            nothingFoundMessage="No vehicle: add one under Vehicles first"
            {...form.getInputProps('vehicleId')}
          />
          <Text size="xs" c="dimmed">
            Every subscriber rides every trip, so the route’s seats are those of its smallest
            vehicle.
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {trip ? 'Save' : 'Add the trip'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
