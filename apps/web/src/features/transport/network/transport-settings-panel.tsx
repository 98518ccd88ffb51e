import {
  type TSaveTransportSettings,
  type TTransportSettingsView,
  ZSaveTransportSettings,
} from '@campusflow/contracts/transport-network';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime-local.ts';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { networkApi, transportSettingsQuery, useRefreshNetwork } from './network-api.ts';

/** The session's subscription window, time to pay and cancel window (helper: network). */
export function TransportSettingsPanel() {
  const query = useQuery(transportSettingsQuery());
  return (
    <QueryState query={query} isEmpty={() => false} empty={null}>
      {(settings) => <SettingsForm key={settings.session.id} settings={settings} />}
    </QueryState>
  );
}

type Values = {
  opensAt: string;
  closesAt: string;
  payWithinHours: number | string;
  cancelWithinDays: number | string;
};

const valuesOf = (s: TTransportSettingsView): Values => ({
  opensAt: isoToLocalInput(s.opensAt),
  closesAt: isoToLocalInput(s.closesAt),
  payWithinHours: s.payWithinHours,
  cancelWithinDays: s.cancelWithinDays,
});

const toBody = (v: Values) =>
  ({
    opensAt: localInputToIso(v.opensAt),
    closesAt: localInputToIso(v.closesAt),
    payWithinHours: v.payWithinHours === '' ? Number.NaN : Number(v.payWithinHours),
    cancelWithinDays: v.cancelWithinDays === '' ? Number.NaN : Number(v.cancelWithinDays),
  }) as TSaveTransportSettings;

const validateBody = zodValidator(ZSaveTransportSettings);

function SettingsForm({ settings }: { settings: TTransportSettingsView }) {
  const refresh = useRefreshNetwork();
  const form = useForm<Values>({
    initialValues: valuesOf(settings),
    validate: (v) => validateBody(toBody(v)),
  });
  const save = useFormMutation(form, {
    mutationFn: (v: Values) => networkApi.saveSettings(toBody(v)),
    onSuccess: async () => {
      notify.success('Transport settings saved.');
      await refresh();
    },
  });
  return (
    <form onSubmit={save.submit} noValidate>
      <Stack gap="md" maw={860}>
        {settings.saved ? null : (
          <Alert color="blue">
            No transport settings are saved for {settings.session.name} yet: these are the defaults.
            Students can subscribe once the window is set and open.
          </Alert>
        )}
        <Card withBorder>
          <Title order={4} mb="sm">
            Subscriptions · {settings.session.name}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label="Subscriptions open"
              {...form.getInputProps('opensAt')}
            />
            <TextInput
              type="datetime-local"
              label="Subscriptions close"
              {...form.getInputProps('closesAt')}
            />
            <NumberInput
              label="Pay within (hours)"
              description="A seat is kept this long for the fare to be paid"
              min={1}
              max={720}
              allowDecimal={false}
              {...form.getInputProps('payWithinHours')}
            />
            <NumberInput
              label="Cancel within (days)"
              description="Days after subscribing in which a student may cancel"
              min={0}
              max={365}
              allowDecimal={false}
              {...form.getInputProps('cancelWithinDays')}
            />
          </SimpleGrid>
        </Card>
        {save.error ? <Alert color="red">{save.error}</Alert> : null}
        <Group>
          <Button type="submit" loading={save.busy}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
