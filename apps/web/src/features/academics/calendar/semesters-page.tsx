import type { TSemester } from '@campusflow/contracts';
import { ZCreateSemester } from '@campusflow/contracts/calendar';
import { Group, Select, Text, TextInput } from '@mantine/core';
import { ResourcePage } from '@/components/resource/resource-page.tsx';
import type { FormProps } from '@/components/resource/resource-types.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { academicResources, useOptions } from '../academics-api.ts';
import { emptyToNull, span } from './calendar-dates.ts';

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
