import { naira } from '@campusflow/contracts/format';
import {
  type TTransportRoute,
  ZCreateTransportRoute,
  ZTransportRouteFareInput,
} from '@campusflow/contracts/transport-network';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { nairaToKobo, networkApi, useRefreshNetwork } from './network-api.ts';

const validateRoute = zodValidator(ZCreateTransportRoute);

/** Adds a route (route = null) or renames and describes one. */
export function RouteDialog(props: { route: TTransportRoute | null; onClose: () => void }) {
  const { route } = props;
  const form = useForm({
    initialValues: { name: route?.name ?? '', description: route?.description ?? '' },
    validate: validateRoute,
  });
  const refresh = useRefreshNetwork();
  const save = useFormMutation(form, {
    mutationFn: (v: { name: string; description: string }) => {
      const body = { name: v.name, description: v.description.trim() || null };
      return route ? networkApi.updateRoute(route.id, body) : networkApi.createRoute(body);
    },
    onSuccess: async (saved) => {
      notify.success(`${saved.name} has been saved.`);
      props.onClose();
      await refresh();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={route ? `Edit ${route.name}` : 'Add a route'}>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          <TextInput label="Name" placeholder="Ikeja – Campus" {...form.getInputProps('name')} />
          <Textarea
            label="Description"
            placeholder="Optional: the way it goes, landmarks"
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          {route ? null : (
            <Text size="xs" c="dimmed">
              Add its stops, trips and the session’s fare once the route is saved.
            </Text>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {route ? 'Save' : 'Add the route'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const validateFare = zodValidator(ZTransportRouteFareInput);

/** The route's fare for the current session, typed in naira. */
export function FareDialog(props: { route: TTransportRoute; onClose: () => void }) {
  const { route } = props;
  const form = useForm<{ amountNaira: number | string }>({
    initialValues: { amountNaira: route.fare ? route.fare.amountKobo / 100 : '' },
    validate: (v) => {
      const message = validateFare({ amountKobo: nairaToKobo(v.amountNaira) }).amountKobo;
      const errors: Record<string, string> = {};
      if (message) errors.amountNaira = message;
      return errors;
    },
  });
  const refresh = useRefreshNetwork();
  const save = useFormMutation(form, {
    mutationFn: (v: { amountNaira: number | string }) =>
      networkApi.setFare(route.id, nairaToKobo(v.amountNaira)),
    fieldNames: { amountKobo: 'amountNaira' },
    onSuccess: async (saved) => {
      notify.success(`The fare of ${saved.name} is ${naira(saved.fare?.amountKobo ?? 0)}.`);
      props.onClose();
      await refresh();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={`Fare · ${route.name}`}>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          <NumberInput
            label="Fare for the session"
            description="A transport fee of the session’s schedule: students pay it at checkout."
            prefix="₦"
            thousandSeparator=","
            decimalScale={2}
            min={0}
            {...form.getInputProps('amountNaira')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              Save the fare
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
