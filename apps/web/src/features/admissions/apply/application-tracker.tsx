import type { TApplication } from '@campusflow/contracts';
import { stageTrack } from '@campusflow/domain';
import { Alert, Stepper } from '@mantine/core';
import { stageLabels } from '../admission-labels.ts';

const stepNames: Record<string, string> = {
  draft: 'Application',
  submitted: 'Submitted',
  screening: 'Screening',
  entrance_exam: 'Entrance exam',
  offered: 'Offer',
  enrolled: 'Enrolled',
};

const explanations: Record<string, string> = {
  draft: 'Fill in your application and pay the application fee.',
  submitted: 'Your application is with the school.',
  screening: 'Your documents and results are checked.',
  entrance_exam: 'You sit the entrance exam.',
  offered: 'The school decides on admission.',
  enrolled: 'You accept the offer and get your matric number.',
};

/** Each stage the school uses, in order, with the applicant's place among them. */
export function ApplicationTracker(props: { application: TApplication }) {
  const { application } = props;
  const track = stageTrack(application.stages);
  if (application.stage === 'rejected' || application.stage === 'withdrawn') {
    return (
      <Alert
        color={application.stage === 'rejected' ? 'red' : 'gray'}
        title={stageLabels[application.stage]}
      >
        {application.stage === 'rejected'
          ? `Your application was not successful.${application.decisionReason ? ` Reason: ${application.decisionReason}` : application.screening.remarks ? ` Screening: ${application.screening.remarks}` : ''}`
          : 'You withdrew this application.'}
      </Alert>
    );
  }
  const stage = application.stage === 'accepted' ? 'enrolled' : application.stage;
  const at = track.indexOf(stage);
  const active = stage === 'enrolled' ? track.length : at + 1;
  return (
    <Stepper
      active={active}
      orientation="vertical"
      size="sm"
      allowNextStepsSelect={false}
      aria-label="Application progress"
    >
      {track.map((s) => (
        <Stepper.Step key={s} label={stepNames[s]} description={explanations[s]} />
      ))}
    </Stepper>
  );
}
