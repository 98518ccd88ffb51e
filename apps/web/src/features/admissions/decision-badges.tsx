import type { TAdmissionStage } from '@campusflow/contracts';
import { Badge } from '@mantine/core';

/** What each stage means to an officer. */
export const stageLabels: Record<TAdmissionStage, string> = {
  draft: 'Draft',
  submitted: 'To screen',
  screening: 'Screened',
  entrance_exam: 'Exam scored',
  offered: 'Offered',
  accepted: 'Accepted',
  enrolled: 'Enrolled',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

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
export const officerStages = (Object.keys(stageLabels) as TAdmissionStage[])
  .filter((s) => s !== 'draft')
  .map((value) => ({ value, label: stageLabels[value] }));

export function StageBadge(props: { stage: TAdmissionStage }) {
  return (
    <Badge color={stageColours[props.stage]} variant="light" style={{ flexShrink: 0 }}>
      {stageLabels[props.stage]}
    </Badge>
  );
}

/** Whether the O'level results meet the programme's requirements (under an O'level heading). */
export function OlevelBadge(props: { meets: boolean }) {
  return (
    <Badge
      color={props.meets ? 'green' : 'orange'}
      variant="dot"
      style={{ flexShrink: 0 }}
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
