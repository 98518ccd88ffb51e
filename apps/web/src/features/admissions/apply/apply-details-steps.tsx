import type { TApplication, TBioData, TOffering } from '@campusflow/contracts';
import { nigerianStates } from '@campusflow/domain';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useApplicationChange } from './application-api.ts';

type StepProps = { application: TApplication; onDone: () => void };

export function ProgrammeStep(props: StepProps & { offerings: TOffering[] }) {
  const { application } = props;
  const change = useApplicationChange();
  const [first, setFirst] = useState(application.firstChoice.id);
  const [second, setSecond] = useState<string | null>(application.secondChoice?.id ?? null);
  const [mode, setMode] = useState(application.entryMode);
  const options = props.offerings.map((o) => ({ value: o.programmeId, label: o.programmeName }));
  const errors = serverFieldErrors(change.error);
  const save = () =>
    change.mutate(
      { kind: 'update', body: { firstChoiceId: first, secondChoiceId: second, entryMode: mode } },
      { onSuccess: props.onDone },
    );
  return (
    <Stack gap="sm">
      <Select
        label="First choice"
        data={options}
        value={first}
        allowDeselect={false}
        searchable
        error={errors.firstChoiceId}
        onChange={(v) => v && setFirst(v)}
      />
      <Select
        label="Second choice (optional)"
        data={options.filter((o) => o.value !== first)}
        value={second}
        clearable
        searchable
        error={errors.secondChoiceId}
        onChange={setSecond}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          Entry mode
        </Text>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as typeof mode)}
          data={[
            { value: 'utme', label: 'UTME' },
            { value: 'direct_entry', label: 'Direct entry' },
          ]}
        />
      </div>
      <Group>
        <Button loading={change.isPending} onClick={save}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}

export function PersonalStep(props: StepProps) {
  const change = useApplicationChange();
  const [bio, setBio] = useState<TBioData>(props.application.bioData);
  const set = (next: Partial<TBioData>) => setBio((b) => ({ ...b, ...next }));
  const lgas = nigerianStates.find((s) => s.state === bio.stateOfOrigin)?.lgas ?? [];
  const errors = serverFieldErrors(change.error);
  const text = (key: keyof TBioData, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={bio[key] ?? ''}
      error={errors[`bioData.${key}`]}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  const save = () => {
    const body = Object.fromEntries(
      Object.entries(bio).filter(([, v]) => v !== '' && v !== undefined),
    );
    change.mutate({ kind: 'update', body: { bioData: body } }, { onSuccess: props.onDone });
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="State of origin"
          data={nigerianStates.map((s) => s.state)}
          value={bio.stateOfOrigin ?? null}
          searchable
          error={errors['bioData.stateOfOrigin']}
          onChange={(v) => set({ stateOfOrigin: v ?? undefined, lga: undefined })}
        />
        <Select
          label="Local government area"
          data={[...lgas]}
          value={bio.lga ?? null}
          searchable
          disabled={!bio.stateOfOrigin}
          error={errors['bioData.lga']}
          onChange={(v) => set({ lga: v ?? undefined })}
        />
        {text('dateOfBirth', 'Date of birth', 'date')}
        {text('address', 'Home address')}
        {text('nextOfKinName', 'Next of kin')}
        {text('nextOfKinPhone', "Next of kin's phone", 'tel')}
        {text('nextOfKinRelationship', 'Relationship')}
      </SimpleGrid>
      <Group>
        <Button loading={change.isPending} onClick={save}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}

export function JambStep(props: StepProps) {
  const { application } = props;
  const change = useApplicationChange();
  const [jambNo, setJambNo] = useState(application.jambNo ?? '');
  const [score, setScore] = useState<number | string>(application.utmeScore ?? '');
  const [subjects, setSubjects] = useState<string[]>(application.utmeSubjects);
  const errors = serverFieldErrors(change.error);
  const save = () =>
    change.mutate(
      {
        kind: 'update',
        body: {
          ...(jambNo ? { jambNo } : {}),
          ...(score === '' ? {} : { utmeScore: Number(score) }),
          utmeSubjects: subjects,
        },
      },
      { onSuccess: props.onDone },
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="JAMB registration number"
          placeholder="12345678AB"
          value={jambNo}
          error={errors.jambNo}
          onChange={(e) => setJambNo(e.currentTarget.value.toUpperCase())}
        />
        <NumberInput
          label="UTME score"
          description={`Out of 400. This programme's cut-off: ${application.utmeCutOff}.`}
          min={0}
          max={400}
          value={score}
          error={errors.utmeScore}
          onChange={setScore}
        />
      </SimpleGrid>
      <TagsInput
        label="UTME subjects"
        description="The four subjects you wrote, including Use of English."
        maxTags={4}
        value={subjects}
        error={errors.utmeSubjects}
        onChange={setSubjects}
      />
      <Group>
        <Button loading={change.isPending} onClick={save}>
          Save and continue
        </Button>
      </Group>
    </Stack>
  );
}
