import type { TApplication, TMissingPart, TOffering } from '@campusflow/contracts';
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
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { useMe } from '@/lib/use-me.ts';
import { useApplicationChange, useMyApplication, useOpenProgrammes } from './application-api.ts';
import { ApplicationTracker } from './application-tracker.tsx';
import { PersonalStep, ProgrammeStep } from './apply-details-steps.tsx';
import { SubmitStep } from './apply-submit-step.tsx';
import { DocumentsEditor } from './documents-editor.tsx';
import { JambStep } from './jamb-step.tsx';
import { OfferingCard } from './offering-card.tsx';
import { OlevelEditor } from './olevel-editor.tsx';
import { PreviousInstitutionsEditor } from './previous-institutions-editor.tsx';
import { useFocusOnChange } from './step-focus.ts';
import { OwedAlert } from './step-save.tsx';
import { owedIn, resumeStep, stepIndex, stepOfPart, wizardSteps } from './wizard-steps.ts';

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

/**
 * Where the applicant is: a step list beside the form on wide screens, one line on phones. A
 * step with something still missing says so, wherever the applicant has got to.
 */
function WizardSteps(props: {
  step: number;
  owed: ReadonlySet<number>;
  onStep: (step: number) => void;
}) {
  const wide = useMediaQuery('(min-width: 48em)');
  const last = wizardSteps.length - 1;
  const owes = (i: number) => i !== last && props.owed.has(i);
  if (wide) {
    return (
      <Stepper active={props.step} onStepClick={props.onStep} orientation="vertical" size="sm">
        {wizardSteps.map((s, i) => (
          <Stepper.Step
            key={s.key}
            label={s.label}
            description={owes(i) ? 'Still to do' : s.description}
            {...(owes(i) ? { color: 'yellow', completedIcon: i + 1 } : {})}
          />
        ))}
      </Stepper>
    );
  }
  return (
    <Stack gap={6}>
      <Select
        aria-label="Step"
        data={wizardSteps.map((s, i) => ({
          value: String(i),
          label: `Step ${i + 1} of ${wizardSteps.length}: ${s.label}${owes(i) ? ' (still to do)' : ''}`,
        }))}
        value={String(props.step)}
        allowDeselect={false}
        onChange={(v) => props.onStep(Number(v))}
      />
      <Progress value={((props.step + 1) / wizardSteps.length) * 100} size="sm" />
    </Stack>
  );
}

/**
 * The wizard opens where the applicant left off (`resumeStep`), or on the step named in the
 * address, which follows the applicant so that a reload keeps their place.
 */
function useWizardStep(application: TApplication) {
  const [params, setParams] = useSearchParams();
  const [step, setStepState] = useState(() => {
    const named = stepIndex(params.get('step'));
    return named >= 0 ? named : resumeStep(application);
  });
  const setStep = (next: number) => {
    const key = wizardSteps[next]?.key;
    if (!key) return;
    setStepState(next);
    setParams(
      (p) => {
        p.set('step', key);
        return p;
      },
      { replace: true },
    );
  };
  return [step, setStep] as const;
}

function DocumentsStep(props: { application: TApplication; onDone: () => void }) {
  const [owed, setOwed] = useState<TMissingPart[]>([]);
  // Shown only for what is still missing now: an upload clears its line.
  const stillOwed = owed.filter((p) => props.application.missing.includes(p));
  const next = () => {
    const left = owedIn('documents', props.application.missing);
    setOwed(left);
    if (left.length === 0) props.onDone();
  };
  return (
    <Stack gap="sm">
      <DocumentsEditor application={props.application} />
      <OwedAlert owed={stillOwed} saved={false} />
      <Button w="fit-content" onClick={next}>
        Continue
      </Button>
    </Stack>
  );
}

function DraftWizard(props: { application: TApplication; offerings: TOffering[] }) {
  const { application } = props;
  const [step, setStep] = useWizardStep(application);
  const heading = useFocusOnChange<HTMLHeadingElement>(step);
  const change = useApplicationChange();
  const next = () => setStep(Math.min(step + 1, wizardSteps.length - 1));
  const check = application.olevelCheck;
  const offering = props.offerings.find((o) => o.programmeId === application.firstChoice.id);
  const content = [
    <ProgrammeStep
      key="programme"
      application={application}
      offerings={props.offerings}
      onDone={next}
    />,
    <PersonalStep key="personal" application={application} onDone={next} />,
    <JambStep key="jamb" application={application} offering={offering} onDone={next} />,
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
        applicationId={application.id}
        value={application.olevelSittings}
        saving={change.isPending}
        onSave={(olevelSittings, saved) =>
          change.mutate(
            { kind: 'update', body: { olevelSittings } },
            {
              onSuccess: () => {
                saved();
                if (application.entryMode !== 'direct_entry') next();
              },
            },
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
    <DocumentsStep key="documents" application={application} onDone={next} />,
    <SubmitStep key="submit" application={application} offering={offering} onStep={setStep} />,
  ];
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <WizardSteps
          step={step}
          owed={new Set(application.missing.map(stepOfPart))}
          onStep={setStep}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Title order={3} size="h4" mb="sm" ref={heading} tabIndex={-1}>
          {wizardSteps[step]?.label}
        </Title>
        {content[step]}
      </Grid.Col>
    </Grid>
  );
}

function SubmittedCard({ application }: { application: TApplication }) {
  const card = useFocusOnChange<HTMLDivElement>(application.stage);
  return (
    <Card withBorder ref={card} tabIndex={-1} data-testid="application-submitted">
      <Stack gap="sm">
        <Text fw={600}>Your application has been submitted.</Text>
        <ApplicationTracker application={application} />
        <Anchor component={Link} to="/dashboard/student">
          See your status and next steps
        </Anchor>
      </Stack>
    </Card>
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
        <SubmittedCard application={application} />
      )}
    </Stack>
  );
}
