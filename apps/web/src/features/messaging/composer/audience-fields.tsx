import {
  applicantStageLabels,
  applicantStages,
  audienceGroupLabels,
  audienceGroups,
  staffRoleLabels,
  staffRoles,
} from '@campusflow/contracts/messaging';
import { Select, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { useForm } from '@/lib/use-form.ts';
import { audienceOptionsQuery } from '../messaging-api.ts';
import type { ComposerValues } from './composer-values.ts';

type Form = ReturnType<typeof useForm<ComposerValues>>;

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));

/** Who the message goes to: the group, then the faculty, level, stage, role or list it needs. */
export function AudienceFields(props: { form: Form }) {
  const { form } = props;
  const choices = useQuery(audienceOptionsQuery()).data;
  const group = form.values.group;
  const named = (items: { id: string; name: string }[] | undefined) =>
    (items ?? []).map((i) => ({ value: i.id, label: i.name }));
  return (
    <>
      <Select
        label="Send to"
        data={options(audienceGroups, audienceGroupLabels)}
        allowDeselect={false}
        {...form.getInputProps('group')}
      />
      {group === 'faculty' ? (
        <Select
          label="Faculty"
          placeholder="Choose a faculty"
          searchable
          data={named(choices?.faculties)}
          {...form.getInputProps('facultyId')}
        />
      ) : null}
      {group === 'department' ? (
        <Select
          label="Department"
          placeholder="Choose a department"
          searchable
          data={named(choices?.departments)}
          {...form.getInputProps('departmentId')}
        />
      ) : null}
      {group === 'programme' ? (
        <Select
          label="Programme"
          placeholder="Choose a programme"
          searchable
          data={named(choices?.programmes)}
          {...form.getInputProps('programmeId')}
        />
      ) : null}
      {group === 'level' ? (
        <Select
          label="Level"
          placeholder="Choose a level"
          data={(choices?.levels ?? []).map((l) => ({ value: String(l), label: `${l} level` }))}
          {...form.getInputProps('level')}
        />
      ) : null}
      {group === 'applicants' ? (
        <Select
          label="Stage"
          description="Applicants of this session at this stage"
          placeholder="Choose a stage"
          data={options(applicantStages, applicantStageLabels)}
          {...form.getInputProps('stage')}
        />
      ) : null}
      {group === 'staff' ? (
        <Select
          label="Role"
          placeholder="Choose a role"
          searchable
          data={options(staffRoles, staffRoleLabels)}
          {...form.getInputProps('role')}
        />
      ) : null}
      {group === 'list' ? (
        <Textarea
          label="E-mail addresses or matric numbers"
          description="Of your school’s people; separated by commas, spaces or new lines."
          placeholder={'ada.obi@example.com\nCSC/2021/001'}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps('list')}
        />
      ) : null}
    </>
  );
}
