import type { TAdmissionStage } from '@campusflow/contracts';
import { admissionStages } from '@campusflow/contracts/admissions';
import { Badge } from '@mantine/core';
import { stageLabels } from '../admission-labels.ts';

const stageColours: Record<TAdmissionStage, string> = {
  draft: 'gray',
  submitted: 'blue',
  screening: 'cyan',
  entrance_exam: 'indigo',
  offered: 'teal',
  accepted: 'green',
  enrolled: 'green',
  rejected: 'red',
  withdrawn: 'gray',
};

/** Stages an officer filters by (drafts are the applicants' own). */
export const officerStages = admissionStages
  .filter((s) => s !== 'draft')
  .map((value) => ({ value, label: stageLabels[value] ?? value }));

// A badge's label ellipsises when squeezed; in a table column it would be cut to "SCREEN…".
const unsqueezed = { flexShrink: 0, minWidth: 'max-content' } as const;

export function StageBadge(props: { stage: TAdmissionStage }) {
  return (
    <Badge color={stageColours[props.stage]} variant="light" style={unsqueezed}>
      {stageLabels[props.stage] ?? props.stage}
    </Badge>
  );
}

/** Whether the O'level results meet the programme's requirements (under an O'level heading). */
export function OlevelBadge(props: { meets: boolean }) {
  return (
    <Badge
      color={props.meets ? 'green' : 'orange'}
      variant="dot"
      style={unsqueezed}
      title={props.meets ? 'O’level results meet the requirements' : 'O’level results fall short'}
    >
      {props.meets ? 'Meets' : 'Short'}
    </Badge>
  );
}

/** The words of each decision in an application's history. */
export const decisionLabels: Record<string, string> = {
  submitted: 'Submitted',
  screening_passed: 'Passed screening',
  screening_failed: 'Failed screening',
  exam_scored: 'Exam score recorded',
  offered: 'Offered admission',
  rejected: 'Rejected',
  accepted: 'Accepted the offer',
  enrolled: 'Enrolled',
  withdrawn: 'Withdrawn',
};

/** A score to two decimals at most, or a dash. */
export const scoreText = (value: number | null | undefined) =>
  value === null || value === undefined ? '—' : String(Math.round(value * 100) / 100);
