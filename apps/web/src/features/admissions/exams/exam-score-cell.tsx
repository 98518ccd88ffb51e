import type { TCandidate } from '@campusflow/contracts';
import { examScoreProblem } from '@campusflow/contracts/entrance-exams';
import { NumberInput } from '@mantine/core';
import { ApiError } from '@/lib/api-client.ts';

/** Row errors of a rejected save: `body.scores.3.score` belongs to the fourth score sent. */
export function scoreRowErrors(error: unknown, sent: string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const e of error.fieldErrors) {
    const index = /^body\.scores\.(\d+)\./.exec(e.field)?.[1];
    const id = index === undefined ? undefined : sent[Number(index)];
    if (id) found[id] = e.message;
  }
  return found;
}

/** Why each typed score cannot be saved, by enrollment: said beside it at once. */
export function typedScoreErrors(
  drafts: Record<string, number | ''>,
  max: number,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [id, score] of Object.entries(drafts)) {
    const problem = score === '' ? null : examScoreProblem(score, max);
    if (problem) found[id] = problem;
  }
  return found;
}

/**
 * A candidate's score, typed in place: the draft when changed, else the recorded score. A score
 * above the maximum stays as typed (never clamped) and is marked wrong.
 */
export function ExamScoreCell(props: {
  candidate: TCandidate;
  max: number;
  value: number | '' | undefined;
  error?: string;
  onChange: (value: number | '') => void;
}) {
  const c = props.candidate;
  return (
    <NumberInput
      size="xs"
      w={76}
      min={0}
      max={props.max}
      clampBehavior="none"
      allowNegative={false}
      decimalScale={2}
      hideControls
      aria-label={`Score of ${c.examNumber}`}
      value={props.value ?? c.score ?? ''}
      error={props.error}
      onChange={(v) => props.onChange(typeof v === 'number' ? v : '')}
    />
  );
}
