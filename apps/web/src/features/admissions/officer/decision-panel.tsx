import type { TApplication, TDecisionInput } from '@campusflow/contracts';
import { Button, Group, NumberInput, Paper, Select, Stack, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { serverFieldErrors } from '@/lib/use-form.ts';
import { decisionLabels } from './decision-badges.tsx';
import { type OfficerMode, quotasQuery, useDecision } from './officer-api.ts';

/** The history entry each decision writes. */
const kindOf = {
  screening_pass: 'screening_passed',
  screening_fail: 'screening_failed',
  offer: 'offered',
  reject: 'rejected',
} as const;

/**
 * The decision on one application: pass or fail screening (with a score), or offer admission
 * (to a programme of choice) or reject it.
 */
export function DecisionPanel(props: { app: TApplication; mode: OfficerMode }) {
  const { app, mode } = props;
  const quotas = useQuery({ ...quotasQuery(), enabled: mode === 'admission' });
  const [score, setScore] = useState<number | string>(app.screening.score ?? '');
  const [programmeId, setProgrammeId] = useState<string | null>(
    app.offeredProgramme?.id ?? app.firstChoice.id,
  );
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decision = useDecision(app.id, {
    decided: ({ action }) => {
      notify.success(`${app.applicant.name}: ${decisionLabels[kindOf[action]]?.toLowerCase()}.`);
      setReason('');
    },
    refused: (error) => {
      const { reason: problem } = serverFieldErrors(error);
      if (problem) setReasonError(problem);
      else notifyError(error);
    },
  });
  const busy = decision.isPending;
  const run = (action: TDecisionInput['action']) => {
    setReasonError(null);
    const body: TDecisionInput = { action, ...(reason.trim() ? { reason: reason.trim() } : {}) };
    if (action.startsWith('screening') && typeof score === 'number') body.score = score;
    if (action === 'offer' && programmeId) body.programmeId = programmeId;
    decision.mutate(body);
  };
  const programmes = (quotas.data?.items ?? []).map((q) => ({
    value: q.programmeId,
    label: q.programmeName,
  }));
  return (
    <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-light)">
      <Stack gap="xs">
        <Title order={4}>Decision</Title>
        {mode === 'screening' ? (
          <NumberInput
            label="Screening score"
            description="Out of 100; optional. It counts in the aggregate."
            min={0}
            max={100}
            decimalScale={2}
            value={score}
            onChange={setScore}
            maw={320}
          />
        ) : (
          <Select
            label="Programme to offer"
            data={
              programmes.length
                ? programmes
                : [{ value: app.firstChoice.id, label: app.firstChoice.name }]
            }
            value={programmeId}
            onChange={setProgrammeId}
            allowDeselect={false}
          />
        )}
        <Textarea
          label={
            mode === 'screening' ? 'Remarks (required to fail)' : 'Reason (required to reject)'
          }
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={reasonError}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        <Group gap="xs">
          {mode === 'screening' ? (
            <>
              <Button color="green" loading={busy} onClick={() => run('screening_pass')}>
                Pass screening
              </Button>
              <Button
                color="red"
                variant="light"
                loading={busy}
                onClick={() => run('screening_fail')}
              >
                Fail screening
              </Button>
            </>
          ) : (
            <>
              <Button color="green" loading={busy} onClick={() => run('offer')}>
                Offer admission
              </Button>
              <Button color="red" variant="light" loading={busy} onClick={() => run('reject')}>
                Reject
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
