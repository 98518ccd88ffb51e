import { naira } from '@campusflow/contracts/format';
import type { TCheckoutParameters } from '@campusflow/contracts/payments';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { ModalOnDemand } from '@/components/modal-on-demand.tsx';
import { notifyError } from '@/lib/toast.ts';
import { checkoutApi } from './checkout-api.ts';

type Outcome = 'success' | 'failed' | 'abandoned';

/**
 * The sandbox gateway's offline checkout: stands in for Paystack's popup where no keys are set.
 * The tester approves, declines or closes; the server then verifies exactly as with Paystack.
 */
export function SandboxCheckoutDialog(props: {
  checkout: TCheckoutParameters | null;
  onDone: (reference: string | null) => void;
}) {
  const checkout = props.checkout;
  const charge = useMutation({
    mutationFn: ({ outcome }: { outcome: Outcome; reference: string }) => {
      if (!checkout) throw new Error('No checkout is open.');
      const { reference, amount, currency } = checkout;
      return checkoutApi.sandboxCharge({ reference, amount, currency, outcome });
    },
    onSuccess: (_none, { outcome, reference }) =>
      props.onDone(outcome === 'abandoned' ? null : reference),
    onError: (error) => notifyError(error),
  });
  const busy = charge.isPending ? charge.variables.outcome : null;
  const finish = (outcome: Outcome) => {
    if (checkout) charge.mutate({ outcome, reference: checkout.reference });
  };
  return (
    <ModalOnDemand
      opened={checkout !== null}
      onClose={() => finish('abandoned')}
      title="Sandbox checkout"
      centered
      // Every outcome ends on the payment's result, which takes the focus (payment-result.tsx).
      returnFocus={false}
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
              {naira(checkout.amount)}
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
              onClick={() => finish('failed')}
            >
              Decline
            </Button>
            <Button color="green" loading={busy === 'success'} onClick={() => finish('success')}>
              Approve payment
            </Button>
          </Group>
        </Stack>
      ) : null}
    </ModalOnDemand>
  );
}
