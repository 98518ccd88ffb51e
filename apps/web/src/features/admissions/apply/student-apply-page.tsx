import type { TApplication, TOffering } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Progress,
  Select,
  Skeleton,
  Stack,
  Stepper,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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
import { PreviousInstitutionsEditor } from './previous-institutions-editor.tsx';

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

const steps = [
  { label: 'Programme', description: 'First and second choice' },
  { label: 'Personal details', description: 'State, LGA, next of kin' },
  { label: 'JAMB and UTME', description: 'Registration number and score' },
  { label: "O'level results", description: 'Up to two sittings' },
  { label: 'Documents', description: 'Results, JAMB slip, others' },
  { label: 'Pay and submit', description: 'Application fee' },
];

/** Where the applicant is: a step list beside the form on wide screens, one line on phones. */
function WizardSteps(props: { step: number; onStep: (step: number) => void }) {
  const wide = useMediaQuery('(min-width: 48em)');
  if (wide) {
    return (
      <Stepper active={props.step} onStepClick={props.onStep} orientation="vertical" size="sm">
        {steps.map((s) => (
          <Stepper.Step key={s.label} label={s.label} description={s.description} />
        ))}
      </Stepper>
    );
  }
  return (
    <Stack gap={6}>
      <Select
        aria-label="Step"
        data={steps.map((s, i) => ({ value: String(i), label: `Step ${i + 1} of 6: ${s.label}` }))}
        value={String(props.step)}
        allowDeselect={false}
        onChange={(v) => props.onStep(Number(v))}
      />
      <Progress value={((props.step + 1) / steps.length) * 100} size="sm" />
    </Stack>
  );
}

function DraftWizard(props: { application: TApplication; offerings: TOffering[] }) {
  const { application } = props;
  const [step, setStep] = useState(0);
  const change = useApplicationChange();
  const next = () => setStep((s) => Math.min(s + 1, steps.length - 1));
  const check = application.olevelCheck;
  const content = [
    <ProgrammeStep
      key="programme"
      application={application}
      offerings={props.offerings}
      onDone={next}
    />,
    <PersonalStep key="personal" application={application} onDone={next} />,
    <JambStep key="jamb" application={application} onDone={next} />,
    <Stack key="olevel" gap="sm">
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
          change.mutate(
            { kind: 'update', body: { olevelSittings } },
            { onSuccess: application.entryMode === 'direct_entry' ? undefined : next },
          )
        }
      />
      {application.entryMode === 'direct_entry' ? (
        <>
          <Title order={4} size="h5" mt="md">
            Previous institutions
          </Title>
          <PreviousInstitutionsEditor application={application} onSaved={next} />
        </>
      ) : null}
    </Stack>,
    <Stack key="documents" gap="sm">
      <DocumentsEditor application={application} />
      <Button w="fit-content" onClick={next}>
        Continue
      </Button>
    </Stack>,
    <SubmitStep key="submit" application={application} />,
  ];
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <WizardSteps step={step} onStep={setStep} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Title order={3} size="h4" mb="sm">
          {steps[step]?.label}
        </Title>
        {content[step]}
      </Grid.Col>
    </Grid>
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
    <Stack gap="lg" maw={1040}>
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
