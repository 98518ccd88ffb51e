import type { TApplication } from '@campusflow/contracts';
import { missingPartLabels } from '@campusflow/contracts/admissions';
import { naira } from '@campusflow/contracts/format';
import { Alert, Badge, Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { usePayFee } from '@/features/payments/checkout/pay-fee.tsx';
import { notify } from '@/lib/toast.ts';
import { useApplicationChange, useRefreshMyApplication } from './application-api.ts';

/** Pay the application fee, see what is still missing, and submit (after a confirmation). */
export function SubmitStep(props: { application: TApplication }) {
  const { application } = props;
  const change = useApplicationChange();
  const payment = usePayFee(useRefreshMyApplication());
  const [confirming, setConfirming] = useState(false);
  const fee = application.fees.application;
  const paid = application.applicationPayment === 'paid' || !!fee?.paid;
  // The fee has its own card above; the list names the rest.
  const missing = application.missing.filter((m) => m !== 'application_fee');

  return (
    <Stack gap="md">
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
        <Alert color="yellow" title="Still to do before you submit">
          <List size="sm">
            {missing.map((m) => (
              <List.Item key={m}>{missingPartLabels[m]}</List.Item>
            ))}
          </List>
        </Alert>
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
            },
          )
        }
      >
        You will not be able to change your answers or documents after this.
      </ConfirmDialog>
    </Stack>
  );
}
