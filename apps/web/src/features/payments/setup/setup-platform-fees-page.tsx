import type { TSchool } from '@campusflow/contracts';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { notify } from '@/lib/toast.ts';
import { type FormErrors, useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { schoolQuery, setupApi, useSchoolFeesSaved } from './setup-api.ts';
import { ChargePreview, type FeeSettings, settingsOf } from './setup-charge-preview.tsx';

type Values = FeeSettings;

function valuesOf(school: TSchool): Values {
  return {
    platformFeeType: school.platformFeeType,
    // The API answers a percentage as a percent and a fixed fee in kobo; the form says naira.
    platformFeeValue:
      school.platformFeeType === 'percentage'
        ? school.platformFeeValue
        : school.platformFeeValue / 100,
    platformFeeMode: school.platformFeeMode,
    gatewayFee: school.gatewayFee,
  };
}

function validate(values: Values): FormErrors {
  const value = Number(values.platformFeeValue);
  if (values.platformFeeValue === '' || !Number.isFinite(value) || value < 0) {
    return { platformFeeValue: 'Enter the fee: 0 or more.' };
  }
  if (values.platformFeeType === 'percentage' && value > 100) {
    return { platformFeeValue: 'A percentage from 0 to 100 with at most two decimals.' };
  }
  return {};
}

function FeeSettingsForm({ school }: { school: TSchool }) {
  const saved = useSchoolFeesSaved();
  const form = useForm<Values>({ initialValues: valuesOf(school), validate });
  const save = useFormMutation(form, {
    mutationFn: (values: Values) =>
      setupApi.saveSchoolFees(school.id, { ...settingsOf(values), gatewayFee: values.gatewayFee }),
    onSuccess: (school) => {
      notify.success(`The fee settings of ${school.name} have been saved.`);
      saved(school);
    },
  });
  const { error } = save;
  const percentage = form.values.platformFeeType === 'percentage';
  const segment = (name: keyof Values) => ({
    value: String(form.values[name]),
    onChange: (value: string) => form.setFieldValue(name, value as never),
  });
  return (
    <Stack gap="lg">
      <form onSubmit={save.submit} noValidate>
        <Stack gap="md" maw={560}>
          {error ? <Alert color="red">{error}</Alert> : null}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Platform fee
            </Text>
            <SegmentedControl
              {...segment('platformFeeType')}
              data={[
                { value: 'percentage', label: 'Percentage' },
                { value: 'fixed', label: 'Fixed amount' },
              ]}
            />
          </Stack>
          <NumberInput
            label={percentage ? 'Percentage of each fee (%)' : 'Amount per payment (₦)'}
            min={0}
            max={percentage ? 100 : undefined}
            decimalScale={2}
            thousandSeparator={percentage ? undefined : ','}
            hideControls
            {...form.getInputProps('platformFeeValue')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              The platform fee is
            </Text>
            <SegmentedControl
              {...segment('platformFeeMode')}
              data={[
                { value: 'exclusive', label: 'Added to the fee' },
                { value: 'inclusive', label: 'Taken from the fee' },
              ]}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Gateway fee paid by
            </Text>
            <SegmentedControl
              {...segment('gatewayFee')}
              data={[
                { value: 'student', label: 'The student' },
                { value: 'school', label: 'The school' },
              ]}
            />
          </Stack>
          <Group>
            <Button type="submit" loading={save.busy}>
              Save fee settings
            </Button>
          </Group>
        </Stack>
      </form>
      <ChargePreview settings={form.values} />
    </Stack>
  );
}

/** `appadmin/fees-payment`: each school's platform fee and who bears the gateway fee. */
export function PlatformFeesPage() {
  const { values, set } = useSearchState(['schoolId'] as const);
  const school = useQuery(schoolQuery(values.schoolId));
  return (
    <Stack gap={0}>
      <PageHeader
        title="Platform fees"
        description="What the platform charges on each payment at a school, and who bears the gateway’s fee."
      />
      <SchoolPicker
        label="School"
        placeholder="Search by name or code"
        value={values.schoolId || null}
        onChange={(schoolId) => set({ schoolId })}
        mb="lg"
        maw={480}
      />
      {values.schoolId ? (
        <QueryState query={school} isEmpty={() => false} empty={null}>
          {(data) => (
            <Card withBorder padding="md">
              <Text fw={600} mb="md">
                {data.name}
              </Text>
              <FeeSettingsForm key={data.id} school={data} />
            </Card>
          )}
        </QueryState>
      ) : (
        <Alert color="gray" variant="light">
          Choose a school to see and change its fee settings.
        </Alert>
      )}
    </Stack>
  );
}
