import type { TApplicationUpdate, TMissingPart } from '@campusflow/contracts';
import { missingPartLabels } from '@campusflow/contracts/admissions';
import { Alert, Button, Group, List } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/toast.ts';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { useApplicationChange } from './application-api.ts';
import { owedIn, type TWizardStep } from './wizard-steps.ts';

/**
 * Saving one step of the wizard. A draft saves whatever is filled in; moving on saves too, then
 * goes on only when the server no longer misses any part of this step, and otherwise keeps the
 * applicant here with each missing part named (`owed`). `onSaved` hears of every save (the
 * step's draft is then done).
 */
export function useStepSave(step: TWizardStep, onDone: () => void, onSaved?: () => void) {
  const change = useApplicationChange();
  const [owed, setOwed] = useState<TMissingPart[]>([]);
  const save = (body: TApplicationUpdate, moveOn: boolean) =>
    change.mutate(
      { kind: 'update', body },
      {
        onSuccess: (application) => {
          onSaved?.();
          const left = moveOn ? owedIn(step, application.missing) : [];
          setOwed(left);
          if (!moveOn) notify.success('Your answers are saved. You can finish this step later.');
          else if (left.length === 0) onDone();
        },
      },
    );
  return {
    save,
    owed,
    setOwed,
    busy: change.isPending,
    errors: serverFieldErrors(change.error),
  };
}

/** What still stops the applicant from moving on from a step, in the applicant's words. */
export function OwedAlert(props: { owed: readonly TMissingPart[]; saved?: boolean }) {
  if (props.owed.length === 0) return null;
  return (
    <Alert
      color="yellow"
      role="alert"
      title={
        props.saved === false
          ? 'To continue, fill in'
          : 'Your answers are saved. To continue, fill in'
      }
      data-testid="step-owed"
    >
      <List size="sm">
        {props.owed.map((p) => (
          <List.Item key={p}>{missingPartLabels[p]}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** A step's two ways out: keep a draft and stay, or save and move on. */
export function StepButtons(props: { busy: boolean; onDraft: () => void; onContinue: () => void }) {
  return (
    <Group gap="sm">
      <Button loading={props.busy} onClick={props.onContinue}>
        Save and continue
      </Button>
      <Button variant="default" disabled={props.busy} onClick={props.onDraft}>
        Save draft
      </Button>
    </Group>
  );
}
