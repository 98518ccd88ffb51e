import type { TApplication, TMissingPart, TOffering } from '@campusflow/contracts';
import { missingPartLabels } from '@campusflow/contracts/admissions';
import { naira } from '@campusflow/contracts/format';
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { usePayFee } from '@/features/payments/checkout/pay-fee.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useApplicationChange, useRefreshMyApplication } from './application-api.ts';
import { CutOffWarning, SubjectsWarning } from './utme-warnings.tsx';
import { knownParts, stepOfPart, wizardSteps } from './wizard-steps.ts';

/** The answers the officers rank and screen by, with what the applicant should know of them. */
function UtmeReview(props: { application: TApplication; offering: TOffering | undefined }) {
  const a = props.application;
  const programme = a.firstChoice.name;
  return (
    <Card withBorder padding="sm" data-testid="utme-review">
      <Stack gap={6}>
        <Text fw={600}>{programme}</Text>
        {a.entryMode === 'utme' ? (
          <>
            <Text size="sm">
              UTME score <b>{a.utmeScore ?? '—'}</b> · cut-off {a.utmeCutOff}
            </Text>
            <Text size="sm">
              UTME subjects: {a.utmeSubjects.length ? a.utmeSubjects.join(', ') : '—'}
            </Text>
            <CutOffWarning score={a.utmeScore} cutOff={a.utmeCutOff} programme={programme} />
            <SubjectsWarning
              written={a.utmeSubjects}
              asked={props.offering?.utmeSubjects ?? []}
              programme={programme}
            />
          </>
        ) : (
          <Text size="sm">Direct entry</Text>
        )}
      </Stack>
    </Card>
  );
}

/** What is still missing, each with a way to the step where it is answered. */
function StillToDo(props: { missing: TMissingPart[]; onStep: (step: number) => void }) {
  return (
    <Alert color="yellow" title="Still to do before you submit" role="alert">
      <List size="sm">
        {props.missing.map((m) => {
          const step = wizardSteps[stepOfPart(m)];
          return (
            <List.Item key={m}>
              {missingPartLabels[m]}
              {step ? (
                <>
                  {' · '}
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => props.onStep(stepOfPart(m))}
                  >
                    {step.label}
                  </Anchor>
                </>
              ) : null}
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}

/** Review the answers, pay the application fee, see what is still missing, and submit. */
export function SubmitStep(props: {
  application: TApplication;
  offering: TOffering | undefined;
  onStep: (step: number) => void;
}) {
  const { application } = props;
  const change = useApplicationChange();
  const refresh = useRefreshMyApplication();
  const payment = usePayFee(refresh);
  const [confirming, setConfirming] = useState(false);
  const fee = application.fees.application;
  const paid = application.applicationPayment === 'paid' || !!fee?.paid;
  // The fee has its own card; the list names the rest. A refused submission's codes are the
  // server's latest word, until the application is read again.
  const refused = change.error instanceof ApiError ? knownParts(change.error.missing) : [];
  const missing = (refused.length ? refused : application.missing).filter(
    (m) => m !== 'application_fee',
  );

  return (
    <Stack gap="md">
      <UtmeReview application={application} offering={props.offering} />
      {fee ? (
        <Card withBorder padding="sm" data-testid="application-fee">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{fee.name}</Text>
              <Text size="sm">{naira(fee.amount)}</Text>
            </div>
            {paid ? (
              <Badge color="green" variant="light">
                Paid
                {application.applicationPaymentRef ? ` · ${application.applicationPaymentRef}` : ''}
              </Badge>
            ) : (
              <Button loading={payment.busy} onClick={() => void payment.start(fee.feeId)}>
                Pay application fee
              </Button>
            )}
          </Group>
        </Card>
      ) : null}
      {missing.length > 0 ? (
        <StillToDo missing={missing} onStep={props.onStep} />
      ) : (
        <Alert color="green">Everything is filled in.</Alert>
      )}
      <Text size="sm" c="dimmed">
        Once submitted, your application can no longer be changed.
      </Text>
      <Group>
        <Button
          disabled={missing.length > 0 || (!!fee && !paid)}
          onClick={() => setConfirming(true)}
        >
          Submit application
        </Button>
      </Group>
      {payment.dialogs}
      <ConfirmDialog
        opened={confirming}
        title="Submit your application?"
        confirmLabel="Submit"
        busy={change.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          change.mutate(
            { kind: 'submit' },
            {
              onSuccess: () => {
                setConfirming(false);
                notify.success('Your application has been submitted.');
              },
              onError: () => {
                setConfirming(false);
                void refresh();
              },
            },
          )
        }
      >
        You will not be able to change your answers or documents after this.
      </ConfirmDialog>
    </Stack>
  );
}
