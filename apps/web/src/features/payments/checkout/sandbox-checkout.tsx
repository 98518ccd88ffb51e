import { formatNaira } from '@campusflow/contracts/format';
import type { TCheckoutParameters } from '@campusflow/contracts/payments';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { api } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/toast.ts';

type Outcome = 'success' | 'failed' | 'abandoned';

/**
 * The sandbox gateway's offline checkout: stands in for Paystack's popup where no keys are set.
 * The tester approves, declines or closes; the server then verifies exactly as with Paystack.
 */
export function SandboxCheckoutDialog(props: {
  checkout: TCheckoutParameters | null;
  onDone: (reference: string | null) => void;
}) {
  const [busy, setBusy] = useState<Outcome | null>(null);
  const checkout = props.checkout;
  const finish = async (outcome: Outcome) => {
    if (!checkout) return;
    setBusy(outcome);
    try {
      await api('/api/v1/payments/sandbox/charge', {
        method: 'POST',
        body: {
          reference: checkout.reference,
          amount: checkout.amount,
          currency: checkout.currency,
          outcome,
        },
      });
      props.onDone(outcome === 'abandoned' ? null : checkout.reference);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Modal
      opened={checkout !== null}
      onClose={() => void finish('abandoned')}
      title="Sandbox checkout"
      centered
    >
      {checkout ? (
        <Stack gap="md">
          <Alert color="blue" variant="light">
            Test mode: no card is charged. Choose what the payment gateway should report.
          </Alert>
          <div>
            <Text size="sm" c="dimmed">
              {checkout.email}
            </Text>
            <Text fz={28} fw={700} data-testid="sandbox-amount">
              ₦{formatNaira(checkout.amount)}
            </Text>
            <Text size="xs" c="dimmed">
              Reference {checkout.reference}
            </Text>
          </div>
          <Group grow>
            <Button
              color="red"
              variant="light"
              loading={busy === 'failed'}
              onClick={() => void finish('failed')}
            >
              Decline
            </Button>
            <Button
              color="green"
              loading={busy === 'success'}
              onClick={() => void finish('success')}
            >
              Approve payment
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
