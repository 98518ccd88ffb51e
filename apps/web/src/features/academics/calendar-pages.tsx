import type {
  TAcademicYear,
  TRegistrationPeriod,
  TSemester,
  TSession,
} from '@campusflow/contracts';
import {
  ZCreateAcademicYear,
  ZCreateRegistrationPeriod,
  ZCreateSemester,
  ZCreateSession,
} from '@campusflow/contracts/calendar';
import { formatDate, formatDateTime, naira } from '@campusflow/contracts/format';
import { Badge, Group, MultiSelect, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { notify } from '@/lib/toast.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, academicsApi, useOptions } from './academics-api.ts';

const span = (from: string | null, to: string | null) =>
  from || to ? `${formatDate(from)} – ${formatDate(to)}` : 'Dates not set';
const emptyToNull = (value: string) => (value === '' ? null : value);

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

type SessionValues = { academicYearId: string; name: string; startsOn: string; endsOn: string };

function SessionForm({ field }: FormProps<SessionValues>) {
  const years = useOptions(academicResources.academicYears);
  return (
    <>
      <Select label="Academic year" data={years} {...field('academicYearId')} />
      <TextInput label="Name" placeholder="2025/2026 Regular" {...field('name')} />
      <Group grow align="flex-start">
        <TextInput label="Starts on" type="date" {...field('startsOn')} />
        <TextInput label="Ends on" type="date" {...field('endsOn')} />
      </Group>
    </>
  );
}

export function SessionsPage() {
  return (
    <ResourcePage<TSession, SessionValues>
      title="Sessions"
      description="Teaching sessions, e.g. 2025/2026 Regular and 2025/2026 Part-time. One is the current session."
      noun="session"
      resource={academicResources.sessions}
      columns={[
        {
          label: 'Session',
          sort: 'name',
          render: (s) => (
            <Group gap={6}>
              <Text size="sm" fw={500}>
                {s.name}
              </Text>
              {s.isCurrent ? (
                <Badge size="sm" color="green" variant="light">
                  current
                </Badge>
              ) : null}
            </Group>
          ),
        },
        { label: 'Academic year', render: (s) => s.academicYearLabel, visibleFrom: 'sm' },
        { label: 'Semesters', render: (s) => s.semesterCount, visibleFrom: 'sm' },
      ]}
      emptyText="No sessions yet. Add an academic year first, then its sessions."
      blank={{ academicYearId: '', name: '', startsOn: '', endsOn: '' }}
      fromItem={(s) => ({
        academicYearId: s.academicYearId,
        name: s.name,
        startsOn: s.startsOn ?? '',
        endsOn: s.endsOn ?? '',
      })}
      toBody={(v) => ({ ...v, startsOn: emptyToNull(v.startsOn), endsOn: emptyToNull(v.endsOn) })}
      validate={(v) =>
        zodValidator(ZCreateSession)({
          ...v,
          startsOn: emptyToNull(v.startsOn),
          endsOn: emptyToNull(v.endsOn),
        })
      }
      form={(props) => <SessionForm {...props} />}
      rowActions={(s) =>
        s.isCurrent
          ? []
          : [
              {
                label: 'Make current',
                run: async () => {
                  await academicsApi.makeCurrent(s);
                  notify.success(`${s.name} is now the current session.`);
                },
              },
            ]
      }
    />
  );
}

type SemesterValues = { sessionId: string; sequence: string; startsOn: string; endsOn: string };

function SemesterForm({ field }: FormProps<SemesterValues>) {
  const sessions = useOptions(academicResources.sessions);
  return (
    <>
      <Select label="Session" data={sessions} {...field('sessionId')} />
      <Select
        label="Semester"
        data={[
          { value: '1', label: 'First semester' },
          { value: '2', label: 'Second semester' },
          { value: '3', label: 'Third semester' },
        ]}
        {...field('sequence')}
      />
      <Group grow align="flex-start">
        <TextInput label="Starts on" type="date" {...field('startsOn')} />
        <TextInput label="Ends on" type="date" {...field('endsOn')} />
      </Group>
    </>
  );
}

const semesterBody = (v: SemesterValues) => ({
  sessionId: v.sessionId,
  sequence: v.sequence === '' ? undefined : Number(v.sequence),
  startsOn: emptyToNull(v.startsOn),
  endsOn: emptyToNull(v.endsOn),
});

export function SemestersPage() {
  return (
    <ResourcePage<TSemester, SemesterValues>
      title="Semesters"
      description="The first and second (and third, where used) semesters of each session."
      noun="semester"
      resource={academicResources.semesters}
      columns={[
        {
          label: 'Semester',
          sort: 'sequence',
          render: (s) => (
            <Text size="sm" fw={500}>
              {s.name}
            </Text>
          ),
        },
        { label: 'Dates', render: (s) => span(s.startsOn, s.endsOn), visibleFrom: 'sm' },
      ]}
      emptyText="No semesters yet. Add a session first, then its semesters."
      blank={{ sessionId: '', sequence: '1', startsOn: '', endsOn: '' }}
      fromItem={(s) => ({
        sessionId: s.sessionId,
        sequence: String(s.sequence),
        startsOn: s.startsOn ?? '',
        endsOn: s.endsOn ?? '',
      })}
      toBody={semesterBody}
      validate={(v) => zodValidator(ZCreateSemester)(semesterBody(v))}
      form={(props) => <SemesterForm {...props} />}
    />
  );
}

type PeriodValues = {
  semesterId: string;
  programmeTypeId: string;
  levels: string[];
  opensAt: string;
  closesAt: string;
  lateClosesAt: string;
  lateFeeNaira: number | '';
};

/** `datetime-local` text (local time) to an ISO instant, and back. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : null);
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const periodBody = (v: PeriodValues) => ({
  semesterId: v.semesterId,
  programmeTypeId: v.programmeTypeId || null,
  levels: v.levels.map(Number),
  opensAt: toInstant(v.opensAt),
  closesAt: toInstant(v.closesAt),
  lateClosesAt: toInstant(v.lateClosesAt),
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
        opensAt: toLocal(p.opensAt),
        closesAt: toLocal(p.closesAt),
        lateClosesAt: toLocal(p.lateClosesAt),
        lateFeeNaira: p.lateFeeKobo === null ? '' : p.lateFeeKobo / 100,
      })}
      toBody={periodBody}
      validate={(v) => zodValidator(ZCreateRegistrationPeriod)(periodBody(v))}
      form={(props) => <PeriodForm {...props} />}
    />
  );
}
