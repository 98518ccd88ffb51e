import type { TJambSubject, TMissingPart, TOffering } from '@campusflow/contracts';
import { jambSubjects, USE_OF_ENGLISH } from '@campusflow/contracts/jamb-subjects';
import { MultiSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import type { StepProps } from './apply-details-steps.tsx';
import { isJambDraft, type JambDraft, stepDraftName } from './step-drafts.ts';
import { OwedAlert, StepButtons, useStepSave } from './step-save.tsx';
import { CutOffWarning, SubjectsWarning } from './utme-warnings.tsx';

const isJambSubject = (s: string): s is TJambSubject =>
  (jambSubjects as readonly string[]).includes(s);

/** What a field says when the applicant tries to move on without it. */
const owedMessages: Partial<Record<TMissingPart, string>> = {
  jamb_number: 'Enter your JAMB registration number.',
  utme_score: 'Enter your UTME score.',
  utme_subjects: 'Choose the four subjects you wrote, Use of English among them.',
};

/** The JAMB number, the UTME score (warned, not stopped, below the cut-off) and four subjects. */
export function JambStep(props: StepProps & { offering: TOffering | undefined }) {
  const { application } = props;
  const step = useStepSave('jamb', props.onDone, () => draft.clear());
  // Subjects saved before the JAMB list was enforced are dropped here, to be chosen again.
  const saved = application.utmeSubjects.filter(isJambSubject);
  const fromServer: JambDraft = {
    jambNo: application.jambNo ?? '',
    score: application.utmeScore ?? '',
    subjects: saved.length ? saved : [USE_OF_ENGLISH],
  };
  const [jambNo, setJambNo] = useState(fromServer.jambNo);
  const [score, setScore] = useState<number | string>(fromServer.score);
  const [subjects, setSubjects] = useState<TJambSubject[]>(
    fromServer.subjects.filter(isJambSubject),
  );
  const draft = useFormDraft<JambDraft>({
    form: stepDraftName('jamb'),
    recordId: application.id,
    version: 1,
    accept: isJambDraft,
    values: { jambNo, score, subjects },
    serverValues: fromServer,
    restore: (kept) => {
      setJambNo(kept.jambNo);
      setScore(kept.score);
      setSubjects(kept.subjects.filter(isJambSubject));
    },
  });
  const owed = (part: TMissingPart, empty: boolean) =>
    step.owed.includes(part) && empty ? owedMessages[part] : undefined;
  const subjectError = Object.entries(step.errors).find(([k]) => k.startsWith('utmeSubjects'));
  const programme = application.firstChoice.name;
  const asked = props.offering?.utmeSubjects ?? [];
  const save = (moveOn: boolean) =>
    step.save(
      {
        ...(jambNo ? { jambNo } : {}),
        ...(score === '' ? {} : { utmeScore: Number(score) }),
        utmeSubjects: subjects,
      },
      moveOn,
    );
  return (
    <Stack gap="sm">
      <RestoredDraftNote draft={draft} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="JAMB registration number"
          placeholder="12345678AB"
          withAsterisk
          value={jambNo}
          error={step.errors.jambNo ?? owed('jamb_number', !jambNo)}
          onChange={(e) => setJambNo(e.currentTarget.value.toUpperCase())}
        />
        <NumberInput
          label="UTME score"
          description={`Out of 400. The cut-off for ${programme} is ${application.utmeCutOff}.`}
          withAsterisk
          min={0}
          max={400}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={score}
          error={step.errors.utmeScore ?? owed('utme_score', score === '')}
          onChange={setScore}
        />
      </SimpleGrid>
      <CutOffWarning
        score={typeof score === 'number' ? score : null}
        cutOff={application.utmeCutOff}
        programme={programme}
      />
      <MultiSelect
        label="UTME subjects"
        description={
          asked.length
            ? `The four subjects you wrote. ${programme} asks for ${asked.join(', ')}.`
            : 'The four subjects you wrote, Use of English among them.'
        }
        withAsterisk
        data={[...jambSubjects]}
        maxValues={4}
        searchable
        hidePickedOptions
        value={subjects}
        error={subjectError?.[1] ?? owed('utme_subjects', subjects.length < 4)}
        onChange={(v) => setSubjects(v.filter(isJambSubject))}
      />
      <SubjectsWarning written={subjects} asked={asked} programme={programme} />
      <OwedAlert owed={step.owed} />
      <StepButtons busy={step.busy} onDraft={() => save(false)} onContinue={() => save(true)} />
    </Stack>
  );
}
