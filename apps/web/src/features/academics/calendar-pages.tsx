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
import { Badge, Group, MultiSelect, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { optionsQuery } from './resource-api.ts';
import { type FormProps, ResourcePage } from './resource-page.tsx';

const base = '/api/v1/academics';
const dateText = (value: string | null) =>
  value ? new Date(`${value}T12:00:00`).toLocaleDateString('en-NG', { dateStyle: 'medium' }) : '—';
const span = (from: string | null, to: string | null) =>
  from || to ? `${dateText(from)} – ${dateText(to)}` : 'Dates not set';
const emptyToNull = (value: string) => (value === '' ? null : value);

function useOptions(path: string) {
  return useQuery(optionsQuery(`${base}/${path}`, (item) => String(item.name))).data ?? [];
}

type YearValues = { startYear: number | ''; startsOn: string; endsOn: string };

export function AcademicYearsPage() {
  return (
    <ResourcePage<TAcademicYear, YearValues>
      title="Academic years"
      description="Each year is labelled like 2025/2026. Sessions belong to an academic year."
      noun="academic year"
      path={`${base}/academic-years`}
      columns={[
        { label: 'Year', sort: 'startYear', render: (y) => <Text fw={500}>{y.name}</Text> },
        { label: 'Dates', render: (y) => span(y.startsOn, y.endsOn), wide: true },
        { label: 'Sessions', render: (y) => y.sessionCount, wide: true },
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
  const years = useOptions('academic-years');
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
      path={`${base}/sessions`}
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
        { label: 'Academic year', render: (s) => s.academicYearLabel, wide: true },
        { label: 'Semesters', render: (s) => s.semesterCount, wide: true },
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
                  await api(`${base}/sessions/${s.id}/current`, { method: 'POST', body: {} });
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
  const sessions = useOptions('sessions');
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
      path={`${base}/semesters`}
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
        { label: 'Dates', render: (s) => span(s.startsOn, s.endsOn), wide: true },
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
  const semesters = useOptions('semesters');
  const types = useOptions('programme-types');
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
const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function RegistrationPeriodsPage() {
  return (
    <ResourcePage<TRegistrationPeriod, PeriodValues>
      title="Registration periods"
      description="When students may register courses, for a semester and optionally a programme type and levels."
      noun="registration period"
      path={`${base}/registration-periods`}
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
        { label: 'Opens', render: (p) => when(p.opensAt), wide: true },
        { label: 'Closes', render: (p) => when(p.closesAt), wide: true },
        {
          label: 'Late window',
          render: (p) =>
            p.lateClosesAt
              ? `${when(p.lateClosesAt)}${p.lateFeeKobo ? ` · ₦${(p.lateFeeKobo / 100).toLocaleString('en-NG')}` : ''}`
              : '—',
          wide: true,
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
