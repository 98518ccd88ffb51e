import type { TBallotState, TRunBallot } from '@campusflow/contracts/hostel-ballot';
import { ZRunBallot } from '@campusflow/contracts/hostel-ballot';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { ballotApi, useRefreshAfterDraw } from './ballot-api.ts';
import { refusalLabels } from './ballot-labels.ts';

const validate = zodValidator(ZRunBallot);

/** The seed (optional) and "Run the draw", which asks first: a draw cannot be undone. */
export function BallotDrawForm(props: { state: TBallotState }) {
  const { state } = props;
  const refresh = useRefreshAfterDraw();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<{ seed: string }>({
    initialValues: { seed: '' },
    validate: (values) => validate(toInput(values)),
  });
  const draw = useFormMutation(form, {
    mutationFn: (values: { seed: string }) => ballotApi.draw(toInput(values)),
    onMutate: () => setConfirming(false),
    onSuccess: async (drawn) => {
      notify.success(
        `The ballot is drawn: ${drawn.held} bed spaces offered, ${drawn.unsuccessful} unsuccessful.`,
      );
      await refresh();
    },
  });
  const pending = state.pending.reduce((sum, p) => sum + p.count, 0);
  const blocked = state.refusal !== null;
  return (
    <Stack gap="sm" maw={560}>
      {state.refusal && state.refusal !== 'drawn' ? (
        <Alert color="yellow" variant="light">
          {refusalLabels[state.refusal]}
        </Alert>
      ) : null}
      {draw.error ? <Alert color="red">{draw.error}</Alert> : null}
      <TextInput
        label="Seed (optional)"
        description="Leave empty for a random seed, or use a number announced in advance (a public lottery draw) so nobody could choose it."
        placeholder="Random"
        disabled={blocked}
        {...form.getInputProps('seed')}
      />
      <div>
        <Button onClick={() => setConfirming(true)} disabled={blocked} loading={draw.busy}>
          Run the draw
        </Button>
      </div>
      <ConfirmDialog
        opened={confirming}
        title="Run the ballot draw?"
        confirmLabel="Run the draw"
        danger
        busy={draw.busy}
        onConfirm={() => draw.submit()}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm" component="span" display="block" mb="xs">
          The {pending} pending applications are ranked by the seed, and in that order each gets the
          next free bed of its preferred hostels that has room in its level group's quota. Winners
          get a bed held for {state.rules?.holdHours ?? 48} hours to pay the hostel fee; the others
          are told they were unsuccessful. Every student is e-mailed.
        </Text>
        <Text size="sm" component="span" display="block" fw={600}>
          The draw runs once and cannot be undone. Its seed and full result are published so that
          any student can check it.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

const toInput = (values: { seed: string }): TRunBallot =>
  values.seed.trim() ? { seed: values.seed.trim() } : {};
