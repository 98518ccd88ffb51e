import type { TAcademicYear } from '@campusflow/contracts';
import { ZCreateAcademicYear } from '@campusflow/contracts/calendar';
import { Group, NumberInput, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources } from '../academics-api.ts';
import { emptyToNull, span } from './calendar-dates.ts';

type YearValues = { startYear: number | ''; startsOn: string; endsOn: string };

export function AcademicYearsPage() {
  return (
    <ResourcePage<TAcademicYear, YearValues>
      title="Academic years"
      description="Each year is labelled like 2025/2026. Sessions belong to an academic year."
      noun="academic year"
      resource={academicResources.academicYears}
      columns={[
        { label: 'Year', sort: 'startYear', render: (y) => <Text fw={500}>{y.name}</Text> },
        { label: 'Dates', render: (y) => span(y.startsOn, y.endsOn), visibleFrom: 'sm' },
        { label: 'Sessions', render: (y) => y.sessionCount, visibleFrom: 'sm' },
      ]}
      emptyText="No academic years yet. Add the current one, e.g. 2025/2026."
      blank={{ startYear: new Date().getFullYear(), startsOn: '', endsOn: '' }}
      fromItem={(y) => ({
        startYear: y.startYear,
        startsOn: y.startsOn ?? '',
        endsOn: y.endsOn ?? '',
      })}
      toBody={(v) => ({
        startYear: v.startYear,
        startsOn: emptyToNull(v.startsOn),
        endsOn: emptyToNull(v.endsOn),
      })}
      validate={(v) =>
        zodValidator(ZCreateAcademicYear)({
          ...v,
          startsOn: emptyToNull(v.startsOn),
          endsOn: emptyToNull(v.endsOn),
        })
      }
      form={({ field, values }: FormProps<YearValues>) => (
        <>
          <NumberInput
            label="First year"
            description={
              typeof values.startYear === 'number'
                ? `Labelled ${values.startYear}/${values.startYear + 1}`
                : undefined
            }
            min={1990}
            max={2100}
            {...field('startYear')}
          />
          <Group grow align="flex-start">
            <TextInput label="Starts on" type="date" {...field('startsOn')} />
            <TextInput label="Ends on" type="date" {...field('endsOn')} />
          </Group>
        </>
      )}
    />
  );
}
