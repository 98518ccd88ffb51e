import {
  type THostelRulesView,
  type TSaveHostelRules,
  ZSaveHostelRules,
} from '@campusflow/contracts/hostel-admin';
import { feeTypes } from '@campusflow/contracts/settings';
import {
  Alert,
  Button,
  Card,
  Chip,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
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
import {
  hostelAdminApi,
  hostelRulesQuery,
  nairaToKobo,
  useRefreshHostelAdmin,
} from './hostel-admin-api.ts';
import { levelGroupLabels, modeLabels } from './hostel-admin-labels.ts';
import { type PriceRow, PricesEditor } from './prices-editor.tsx';

/** The session's rules and prices: loads them, then the form. */
export function RulesPanel() {
  const query = useQuery(hostelRulesQuery());
  return (
    <QueryState query={query} isEmpty={() => false} empty={null}>
      {(rules) => <RulesForm key={rules.session.id} rules={rules} />}
    </QueryState>
  );
}

type Values = {
  mode: TSaveHostelRules['mode'];
  holdHours: number | string;
  firstYear: number | string;
  finalYear: number | string;
  others: number | string;
  requiredFeeTypes: string[];
  allowPreferences: boolean;
  opensAt: string;
  closesAt: string;
  prices: PriceRow[];
};

const valuesOf = (r: THostelRulesView): Values => ({
  mode: r.mode,
  holdHours: r.holdHours,
  firstYear: r.quotas.firstYear,
  finalYear: r.quotas.finalYear,
  others: r.quotas.others,
  requiredFeeTypes: r.requiredFeeTypes,
  allowPreferences: r.allowPreferences,
  opensAt: isoToLocalInput(r.opensAt),
  closesAt: isoToLocalInput(r.closesAt),
  prices: r.prices.map((p) => ({
    key: p.id,
    hostelId: p.hostelId ?? '',
    roomType: p.roomType ?? '',
    amountNaira: p.amountKobo / 100,
  })),
});

const toBody = (v: Values) =>
  ({
    mode: v.mode,
    holdHours: Number(v.holdHours),
    quotas: {
      firstYear: Number(v.firstYear),
      finalYear: Number(v.finalYear),
      others: Number(v.others),
    },
    requiredFeeTypes: v.requiredFeeTypes,
    allowPreferences: v.allowPreferences,
    opensAt: localInputToIso(v.opensAt),
    closesAt: localInputToIso(v.closesAt),
    prices: v.prices.map((p) => ({
      hostelId: p.hostelId || null,
      roomType: p.roomType || null,
      amountKobo: nairaToKobo(p.amountNaira),
    })),
  }) as TSaveHostelRules;

const validateBody = zodValidator(ZSaveHostelRules);
const feeTypeLabel = (t: string) => t.charAt(0).toUpperCase() + t.slice(1).replace('_', ' ');

function RulesForm({ rules }: { rules: THostelRulesView }) {
  const refresh = useRefreshHostelAdmin();
  const form = useForm<Values>({
    initialValues: valuesOf(rules),
    validate: (v) => validateBody(toBody(v)),
  });
  const save = useFormMutation(form, {
    mutationFn: (v: Values) => hostelAdminApi.saveRules(toBody(v)),
    onSuccess: async () => {
      notify.success('Rules and prices saved.');
      await refresh();
    },
  });
  const { values, errors } = form;
  const sum = Number(values.firstYear) + Number(values.finalYear) + Number(values.others);
  const quotaInput = (
    name: 'firstYear' | 'finalYear' | 'others',
    group: keyof typeof levelGroupLabels,
  ) => (
    <NumberInput
      label={levelGroupLabels[group]}
      suffix=" %"
      min={0}
      max={100}
      allowDecimal={false}
      {...form.getInputProps(name)}
      onChange={(value) => {
        form.setFieldValue(name, value);
        form.setErrors(({ quotas: _sum, ...rest }) => rest);
      }}
      error={errors[`quotas.${name}`]}
    />
  );

  return (
    <form onSubmit={save.submit}>
      <Stack gap="md" maw={860}>
        {rules.saved ? null : (
          <Alert color="blue">
            No rules are saved for {rules.session.name} yet: these are the defaults. Students can
            apply once you save them.
          </Alert>
        )}
        <Card withBorder>
          <Title order={4} mb="sm">
            Allocation · {rules.session.name}
          </Title>
          <Stack gap="sm">
            <div>
              <Text size="sm" fw={500} mb={4}>
                Mode
              </Text>
              <SegmentedControl
                data={Object.entries(modeLabels).map(([value, label]) => ({ value, label }))}
                value={values.mode}
                onChange={(v) => form.setFieldValue('mode', v as Values['mode'])}
                disabled={rules.hasApplications}
              />
              {rules.hasApplications ? (
                <Text size="xs" c="dimmed" mt={4}>
                  Students have applied this session, so the mode is fixed.
                </Text>
              ) : null}
            </div>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label="Hold a bed for (hours)"
                description="Time to pay before the bed is released"
                min={1}
                max={720}
                allowDecimal={false}
                {...form.getInputProps('holdHours')}
              />
              <TextInput
                type="datetime-local"
                label="Applications open"
                {...form.getInputProps('opensAt')}
              />
              <TextInput
                type="datetime-local"
                label="Applications close"
                {...form.getInputProps('closesAt')}
              />
            </SimpleGrid>
            <Switch
              label="Students may list hostels in order of preference"
              checked={values.allowPreferences}
              onChange={(e) => form.setFieldValue('allowPreferences', e.currentTarget.checked)}
            />
            <div>
              <Text size="sm" fw={500} mb={4}>
                Fees to pay before applying
              </Text>
              <Chip.Group
                multiple
                value={values.requiredFeeTypes}
                onChange={(v) => form.setFieldValue('requiredFeeTypes', v)}
              >
                <Group gap="xs">
                  {feeTypes
                    .filter((t) => t !== 'hostel')
                    .map((t) => (
                      <Chip key={t} value={t} size="xs">
                        {feeTypeLabel(t)}
                      </Chip>
                    ))}
                </Group>
              </Chip.Group>
            </div>
          </Stack>
        </Card>
        <Card withBorder>
          <Title order={4}>Quotas by level</Title>
          <Text size="sm" c="dimmed" mb="sm">
            Each group’s share of every hostel’s beds. Together they make 100 % (now {sum} %).
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {quotaInput('firstYear', 'first_year')}
            {quotaInput('finalYear', 'final_year')}
            {quotaInput('others', 'others')}
          </SimpleGrid>
          {errors.quotas ? (
            <Text size="sm" c="red" mt="xs" role="alert">
              {errors.quotas}
            </Text>
          ) : null}
        </Card>
        <Card withBorder>
          <Title order={4} mb="xs">
            Bed prices
          </Title>
          <PricesEditor
            rows={values.prices}
            errors={errors}
            options={rules}
            onChange={(rows) => form.setFieldValue('prices', rows)}
          />
        </Card>
        {save.error ? <Alert color="red">{save.error}</Alert> : null}
        <Group>
          <Button type="submit" loading={save.busy}>
            Save rules and prices
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
