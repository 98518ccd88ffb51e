import { formatDate, formatDateTime } from '@campusflow/contracts/format';
import type { TTransportSubscription } from '@campusflow/contracts/transport';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Amount } from '@/components/amount.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Fact } from '@/components/fact.tsx';
import { usePayFee } from '@/features/payments/checkout/pay-fee.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import {
  studentTransportApi,
  useRefreshMyTransport,
  useTransportSubscription,
} from './student-transport-api.ts';
import { subscriptionStateColors, subscriptionStateLabels, tripsText } from './transport-labels.ts';

type Subscription = TTransportSubscription;

function CancelButton({ subscription }: { subscription: Subscription }) {
  const { cancel } = useTransportSubscription();
  const [confirming, setConfirming] = useState(false);
  const paid = subscription.state === 'active';
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Cancel subscription
      </Button>
      <ConfirmDialog
        opened={confirming}
        title="Cancel your transport subscription?"
        confirmLabel="Cancel subscription"
        danger
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          cancel.mutate(undefined, {
            onSuccess: () => notify.success('Your subscription was cancelled.'),
            onError: (error) => notifyError(error),
            onSettled: () => setConfirming(false),
          })
        }
      >
        {paid
          ? 'Your seat goes to the next student and your pass stops working at once. The accounts office refunds the fare you paid.'
          : 'Your seat goes to the next student at once. You may subscribe again while seats remain.'}
      </ConfirmDialog>
    </>
  );
}

type PayFee = ReturnType<typeof usePayFee>;

function AwaitingPayment({ subscription, pay }: { subscription: Subscription; pay: PayFee }) {
  return (
    <Stack gap="sm">
      <Alert color="orange" title="Pay to keep this seat" data-testid="transport-pay-by">
        Your seat is kept until {formatDateTime(subscription.payBy ?? '')}. If the transport fee is
        not paid by then, the seat goes to the next student.
      </Alert>
      <Group justify="flex-end" gap="sm">
        <CancelButton subscription={subscription} />
        <Button onClick={() => void pay.start(subscription.fee.id)} loading={pay.busy}>
          Pay the transport fee
        </Button>
      </Group>
    </Stack>
  );
}

function Paid({ subscription }: { subscription: Subscription }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await studentTransportApi.downloadPass().catch((error) => notifyError(error));
    setBusy(false);
  };
  return (
    <Stack gap="sm">
      <Fact label="Paid on">{formatDate(subscription.paidAt ?? '')}</Fact>
      <Fact label="Pass code">{subscription.passCode}</Fact>
      {subscription.cancellableUntil ? (
        <Text size="sm" c="dimmed">
          You may cancel until {formatDateTime(subscription.cancellableUntil)}; the fare is then
          refunded.
        </Text>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {subscription.cancellableUntil ? <CancelButton subscription={subscription} /> : null}
        <Button onClick={() => void download()} loading={busy}>
          Download transport pass
        </Button>
      </Group>
    </Stack>
  );
}

const endedNotes: Partial<Record<Subscription['state'], string>> = {
  lapsed: 'Your seat was given back because the transport fee was not paid in time.',
  cancelled: 'You cancelled this subscription.',
  refund_due:
    'This subscription ended after you paid: the accounts office refunds the fare. Nothing you paid is lost.',
};

/** The student's subscription this session: the route, stop, fare, and what to do next. */
export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const state = subscription.state;
  // The payment's outcome is drawn here, not in the part that asks for the payment: that part
  // is gone once the fare is paid, and the outcome must stay to take the focus (issue 20).
  const pay = usePayFee(useRefreshMyTransport());
  return (
    <Card withBorder padding="lg" data-testid="transport-subscription">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3}>Your school transport</Title>
          <Badge color={subscriptionStateColors[state]} data-testid="transport-subscription-state">
            {subscriptionStateLabels[state]}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Fact label="Route">{subscription.route.name}</Fact>
          <Fact label="Boarding at">{subscription.stop.name}</Fact>
          <Fact label="Trips">{tripsText(subscription.trips)}</Fact>
          <Fact
            label={subscription.fee.name}
            value={<Amount kobo={subscription.fee.amountKobo} fw={600} />}
          />
        </Stack>
        {state === 'awaiting_payment' ? (
          <AwaitingPayment subscription={subscription} pay={pay} />
        ) : null}
        {state === 'active' ? <Paid subscription={subscription} /> : null}
        {endedNotes[state] ? (
          <Text size="sm" c="dimmed">
            {endedNotes[state]}
          </Text>
        ) : null}
        {pay.dialogs}
      </Stack>
    </Card>
  );
}
