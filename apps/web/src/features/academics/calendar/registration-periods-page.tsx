import type { TRegistrationPeriod } from '@campusflow/contracts';
import { ZCreateRegistrationPeriod } from '@campusflow/contracts/calendar';
import { formatDateTime, naira } from '@campusflow/contracts/format';
import { Badge, Group, MultiSelect, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime-local.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, useOptions } from '../academics-api.ts';

type PeriodValues = {
  semesterId: string;
  programmeTypeId: string;
  levels: string[];
  opensAt: string;
  closesAt: string;
  lateClosesAt: string;
  lateFeeNaira: number | '';
};
const periodBody = (v: PeriodValues) => ({
  semesterId: v.semesterId,
  programmeTypeId: v.programmeTypeId || null,
  levels: v.levels.map(Number),
  opensAt: localInputToIso(v.opensAt),
  closesAt: localInputToIso(v.closesAt),
  lateClosesAt: localInputToIso(v.lateClosesAt),
  lateFeeKobo: v.lateFeeNaira === '' ? null : Math.round(v.lateFeeNaira * 100),
});

function PeriodForm({ field }: FormProps<PeriodValues>) {
  const semesters = useOptions(academicResources.semesters);
  const types = useOptions(academicResources.programmeTypes);
  return (
    <>
      <Select label="Semester" data={semesters} searchable {...field('semesterId')} />
      <Group grow align="flex-start">
        <Select
          label="Programme type"
          placeholder="Every type"
          data={types}
          clearable
          {...field('programmeTypeId')}
        />
        <MultiSelect
          label="Levels"
          placeholder="Every level"
          data={['100', '200', '300', '400', '500', '600', '700'].map((l) => ({
            value: l,
            label: `${l}L`,
          }))}
          {...field('levels')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput label="Opens" type="datetime-local" {...field('opensAt')} />
        <TextInput label="Closes" type="datetime-local" {...field('closesAt')} />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label="Late registration until (optional)"
          type="datetime-local"
          {...field('lateClosesAt')}
        />
        <NumberInput
          label="Late fee in naira (optional)"
          min={0}
          thousandSeparator=","
          prefix="₦"
          {...field('lateFeeNaira')}
        />
      </Group>
    </>
  );
}

const stateColour = { upcoming: 'blue', open: 'green', late: 'yellow', closed: 'gray' } as const;

export function RegistrationPeriodsPage() {
  return (
    <ResourcePage<TRegistrationPeriod, PeriodValues>
      title="Registration periods"
      description="When students may register courses, for a semester and optionally a programme type and levels."
      noun="registration period"
      resource={academicResources.registrationPeriods}
      addLabel="Open a registration period"
      columns={[
        {
          label: 'Period',
          sort: 'opensAt',
          render: (p) => (
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {p.name}
              </Text>
              <Badge size="sm" variant="light" color={stateColour[p.state]}>
                {p.state}
              </Badge>
            </Group>
          ),
        },
        { label: 'Opens', render: (p) => formatDateTime(p.opensAt), visibleFrom: 'sm' },
        { label: 'Closes', render: (p) => formatDateTime(p.closesAt), visibleFrom: 'sm' },
        {
          label: 'Late window',
          render: (p) =>
            p.lateClosesAt
              ? `${formatDateTime(p.lateClosesAt)}${p.lateFeeKobo ? ` · ${naira(p.lateFeeKobo)}` : ''}`
              : '—',
          visibleFrom: 'sm',
        },
      ]}
      emptyText="No registration periods yet. Add the semesters, then open registration for them here."
      blank={{
        semesterId: '',
        programmeTypeId: '',
        levels: [],
        opensAt: '',
        closesAt: '',
        lateClosesAt: '',
        lateFeeNaira: '',
      }}
      fromItem={(p) => ({
        semesterId: p.semesterId,
        programmeTypeId: p.programmeTypeId ?? '',
        levels: p.levels.map(String),
        opensAt: isoToLocalInput(p.opensAt),
        closesAt: isoToLocalInput(p.closesAt),
        lateClosesAt: isoToLocalInput(p.lateClosesAt),
        lateFeeNaira: p.lateFeeKobo === null ? '' : p.lateFeeKobo / 100,
      })}
      toBody={periodBody}
      validate={(v) => zodValidator(ZCreateRegistrationPeriod)(periodBody(v))}
      form={(props) => <PeriodForm {...props} />}
    />
  );
}
