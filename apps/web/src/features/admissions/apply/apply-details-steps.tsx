import type { TApplication, TBioData, TMissingPart, TOffering } from '@campusflow/contracts';
import { requiredBioData } from '@campusflow/contracts/admissions';
import { nigerianStates } from '@campusflow/domain';
import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { useApplicationChange } from './application-api.ts';
import { isBioDraft, isProgrammeDraft, type ProgrammeDraft, stepDraftName } from './step-drafts.ts';
import { OwedAlert, StepButtons, useStepSave } from './step-save.tsx';

export type StepProps = { application: TApplication; onDone: () => void };

export function ProgrammeStep(props: StepProps & { offerings: TOffering[] }) {
  const { application } = props;
  const change = useApplicationChange();
  const [first, setFirst] = useState(application.firstChoice.id);
  const [second, setSecond] = useState<string | null>(application.secondChoice?.id ?? null);
  const [mode, setMode] = useState(application.entryMode);
  const draft = useFormDraft<ProgrammeDraft>({
    form: stepDraftName('programme'),
    recordId: application.id,
    version: 1,
    accept: isProgrammeDraft,
    values: { first, second, mode },
    serverValues: {
      first: application.firstChoice.id,
      second: application.secondChoice?.id ?? null,
      mode: application.entryMode,
    },
    restore: (kept) => {
      setFirst(kept.first);
      setSecond(kept.second);
      setMode(kept.mode);
    },
  });
  const options = props.offerings.map((o) => ({ value: o.programmeId, label: o.programmeName }));
  const errors = serverFieldErrors(change.error);
  const save = () =>
    change.mutate(
      { kind: 'update', body: { firstChoiceId: first, secondChoiceId: second, entryMode: mode } },
      {
        onSuccess: () => {
          draft.clear();
          props.onDone();
        },
      },
    );
  return (
    <Stack gap="sm">
      <RestoredDraftNote draft={draft} />
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

type BioField = keyof TBioData;
const requiredParts = new Map<BioField, TMissingPart>(
  requiredBioData.map((r) => [r.field, r.part]),
);

/** What a required field says when the applicant tries to move on without it. */
const requiredMessages: Partial<Record<BioField, string>> = {
  stateOfOrigin: 'Choose your state of origin.',
  lga: 'Choose your local government area.',
  dateOfBirth: 'Enter your date of birth.',
  address: 'Enter your home address.',
  nextOfKinName: "Enter your next of kin's name.",
  nextOfKinPhone: "Enter your next of kin's phone number.",
};

export function PersonalStep(props: StepProps) {
  const step = useStepSave('personal', props.onDone, () => draft.clear());
  const [bio, setBio] = useState<TBioData>(props.application.bioData);
  const draft = useFormDraft<TBioData>({
    form: stepDraftName('personal'),
    recordId: props.application.id,
    version: 1,
    accept: isBioDraft,
    values: bio,
    serverValues: props.application.bioData,
    restore: setBio,
  });
  const set = (next: Partial<TBioData>) => setBio((b) => ({ ...b, ...next }));
  const lgas = nigerianStates.find((s) => s.state === bio.stateOfOrigin)?.lgas ?? [];
  /** The server's word on a value first; else, once moving on was refused, what is owed. */
  const errorOf = (key: BioField) => {
    const part = requiredParts.get(key);
    const owed = part && step.owed.includes(part) && !bio[key];
    return step.errors[`bioData.${key}`] ?? (owed ? requiredMessages[key] : undefined);
  };
  const field = (key: BioField) => ({
    withAsterisk: requiredParts.has(key),
    error: errorOf(key),
  });
  const text = (key: BioField, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      value={bio[key] ?? ''}
      {...field(key)}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );
  const save = (moveOn: boolean) => {
    const bioData = Object.fromEntries(
      Object.entries(bio).filter(([, v]) => v !== '' && v !== undefined),
    );
    step.save({ bioData }, moveOn);
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Fields marked * are needed before you move on. Your name, e-mail and phone come from your
        account. You can save a draft at any time.
      </Text>
      <RestoredDraftNote draft={draft} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          label="State of origin"
          data={nigerianStates.map((s) => s.state)}
          value={bio.stateOfOrigin ?? null}
          searchable
          {...field('stateOfOrigin')}
          onChange={(v) => set({ stateOfOrigin: v ?? undefined, lga: undefined })}
        />
        <Select
          label="Local government area"
          data={[...lgas]}
          value={bio.lga ?? null}
          searchable
          disabled={!bio.stateOfOrigin}
          {...field('lga')}
          onChange={(v) => set({ lga: v ?? undefined })}
        />
        {text('dateOfBirth', 'Date of birth', 'date')}
        {text('address', 'Home address')}
        {text('nextOfKinName', "Next of kin's name")}
        {text('nextOfKinPhone', "Next of kin's phone", 'tel')}
        {text('nextOfKinRelationship', 'Relationship (optional)')}
      </SimpleGrid>
      <OwedAlert owed={step.owed} />
      <StepButtons busy={step.busy} onDraft={() => save(false)} onContinue={() => save(true)} />
    </Stack>
  );
}
