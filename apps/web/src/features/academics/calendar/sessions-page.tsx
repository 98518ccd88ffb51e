import type { TSession } from '@campusflow/contracts';
import { ZCreateSession } from '@campusflow/contracts/calendar';
import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { notify } from '@/lib/toast.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, academicsApi, useOptions } from '../academics-api.ts';
import { emptyToNull } from './calendar-dates.ts';

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
