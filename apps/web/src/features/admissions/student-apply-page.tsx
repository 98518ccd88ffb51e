import type { TApplication, TOffering } from '@campusflow/contracts';
import { Alert, Anchor, Button, Card, Skeleton, Stack, Stepper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useMe } from '@/lib/use-me.ts';
import { useApplicationChange, useMyApplication, useOpenProgrammes } from './application-api.ts';
import { ApplicationTracker } from './application-tracker.tsx';
import { JambStep, PersonalStep, ProgrammeStep } from './apply-details-steps.tsx';
import { SubmitStep } from './apply-submit-step.tsx';
import { DocumentsEditor } from './documents-editor.tsx';
import { OfferingCard } from './offering-card.tsx';
import { OlevelEditor } from './olevel-editor.tsx';

function StartApplication(props: { offerings: TOffering[] }) {
  const change = useApplicationChange();
  if (props.offerings.length === 0) {
    return (
      <Alert color="gray">
        No programme is open for application at your school right now. Check back later.
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">Choose your first choice to start. You can change it until you submit.</Text>
      {props.offerings.map((o) => (
        <OfferingCard
          key={o.id}
          offering={o}
          action={
            <Button
              size="xs"
              loading={change.isPending && change.variables?.kind === 'start'}
              onClick={() => change.mutate({ kind: 'start', firstChoiceId: o.programmeId })}
            >
              Apply for this programme
            </Button>
          }
        />
      ))}
    </Stack>
  );
}

function DraftWizard(props: { application: TApplication; offerings: TOffering[] }) {
  const { application } = props;
  const [step, setStep] = useState(0);
  const change = useApplicationChange();
  const next = () => setStep((s) => Math.min(s + 1, 5));
  const check = application.olevelCheck;
  return (
    <Stepper
      active={step}
      onStepClick={setStep}
      size="xs"
      orientation="vertical"
      allowNextStepsSelect
    >
      <Stepper.Step label="Programme" description={application.firstChoice.name}>
        <ProgrammeStep application={application} offerings={props.offerings} onDone={next} />
      </Stepper.Step>
      <Stepper.Step label="Personal details" description="State, LGA, next of kin">
        <PersonalStep application={application} onDone={next} />
      </Stepper.Step>
      <Stepper.Step label="JAMB and UTME">
        <JambStep application={application} onDone={next} />
      </Stepper.Step>
      <Stepper.Step label="O'level results">
        <Stack gap="sm">
          {application.olevelSittings.length > 0 ? (
            <Alert color={check.meets ? 'green' : 'yellow'}>
              {check.credits} credit{check.credits === 1 ? '' : 's'} of {check.minCredits} needed
              {check.missingSubjects.length
                ? `; no credit yet in ${check.missingSubjects.join(', ')}`
                : ''}
              .
            </Alert>
          ) : null}
          <OlevelEditor
            value={application.olevelSittings}
            saving={change.isPending}
            onSave={(olevelSittings) =>
              change.mutate({ kind: 'update', body: { olevelSittings } }, { onSuccess: next })
            }
          />
        </Stack>
      </Stepper.Step>
      <Stepper.Step label="Documents">
        <Stack gap="sm">
          <DocumentsEditor application={application} />
          <Button w="fit-content" onClick={next}>
            Continue
          </Button>
        </Stack>
      </Stepper.Step>
      <Stepper.Step label="Pay and submit">
        <SubmitStep application={application} />
      </Stepper.Step>
    </Stepper>
  );
}

/** `student/apply`: the application wizard, saved as it goes; locked after submission. */
export function StudentApplyPage() {
  const me = useMe();
  const mine = useMyApplication();
  const open = useOpenProgrammes(me.user.schoolId);
  const application = mine.data?.application ?? null;
  const closed = application && ['rejected', 'withdrawn'].includes(application.stage);
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title="Application"
        description={
          open.data?.session
            ? `Admission for the ${open.data.session.name} session.`
            : 'Apply for admission.'
        }
      />
      {mine.isPending || open.isPending ? (
        <Skeleton height={220} />
      ) : mine.isError || open.isError ? (
        <Alert color="red">{(mine.error ?? open.error)?.message}</Alert>
      ) : !application || closed ? (
        <Stack gap="md">
          {application ? <ApplicationTracker application={application} /> : null}
          <StartApplication offerings={open.data?.items ?? []} />
        </Stack>
      ) : application.stage === 'draft' ? (
        <DraftWizard application={application} offerings={open.data?.items ?? []} />
      ) : (
        <Card withBorder>
          <Stack gap="sm">
            <Text fw={600}>Your application has been submitted.</Text>
            <ApplicationTracker application={application} />
            <Anchor component={Link} to="/dashboard/student">
              See your status and next steps
            </Anchor>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
