import { formatDate, formatDateTime } from '@campusflow/contracts/format';
import type { THostelApplication } from '@campusflow/contracts/hostels';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Amount } from '@/components/amount.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Fact } from '@/components/fact.tsx';
import { usePayFee } from '@/features/payments/checkout/pay-fee.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { applicationStateColors, applicationStateLabels } from './hostel-labels.ts';
import {
  studentHostelApi,
  useHostelApplication,
  useRefreshMyAccommodation,
} from './student-hostel-api.ts';

type Application = THostelApplication;

function Place({ application }: { application: Application }) {
  const place = application.place;
  if (!place) return null;
  return (
    <Stack gap={4} data-testid="hostel-place">
      <Fact label="Hostel">{place.hostel}</Fact>
      <Fact label="Block">{place.block}</Fact>
      <Fact label="Room">
        {place.room} (floor {place.floor}, {place.roomType})
      </Fact>
      <Fact label="Bed space">{place.bed}</Fact>
    </Stack>
  );
}

type PayFee = ReturnType<typeof usePayFee>;

function HeldActions({ application, pay }: { application: Application; pay: PayFee }) {
  const { withdraw } = useHostelApplication();
  const [confirming, setConfirming] = useState(false);
  const fee = application.fee;
  return (
    <Stack gap="sm">
      <Alert color="orange" title="Pay to keep this bed" data-testid="hold-deadline">
        This bed is held for you until {formatDateTime(application.heldUntil ?? '')}. If the hostel
        fee is not paid by then, the bed goes to the next student.
      </Alert>
      {fee ? <Fact label={fee.name} value={<Amount kobo={fee.amountKobo} fw={600} />} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" color="red" onClick={() => setConfirming(true)}>
          Give back this bed
        </Button>
        {fee ? (
          <Button onClick={() => void pay.start(fee.id)} loading={pay.busy}>
            Pay the hostel fee
          </Button>
        ) : null}
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Give back this bed?"
        confirmLabel="Give it back"
        danger
        busy={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => notify.success('The bed was given back.'),
            onError: (error) => notifyError(error),
            onSettled: () => setConfirming(false),
          })
        }
      >
        The bed goes to the next student at once. You may apply again while beds remain.
      </ConfirmDialog>
    </Stack>
  );
}

function AllocatedActions({ application }: { application: Application }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await studentHostelApi.downloadSlip().catch((error) => notifyError(error));
    setBusy(false);
  };
  return (
    <Stack gap="sm">
      <Fact label="Allocated on">{formatDate(application.allocatedAt ?? '')}</Fact>
      <Fact label="Verification code">{application.verificationCode}</Fact>
      <Group justify="flex-end">
        <Button onClick={() => void download()} loading={busy}>
          Download allocation slip
        </Button>
      </Group>
    </Stack>
  );
}

function PendingActions() {
  const { withdraw } = useHostelApplication();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Your application is in the ballot. You will be told by e-mail whether you were drawn, and
        the full result is published here.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(true)}>
          Withdraw from the ballot
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Withdraw from the ballot?"
        confirmLabel="Withdraw"
        danger
        busy={withdraw.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onError: (error) => notifyError(error),
            onSettled: () => setConfirming(false),
          })
        }
      >
        You will not be drawn. You may enter again while applications are open.
      </ConfirmDialog>
    </Stack>
  );
}

/** The student's application this session: where it stands and what to do next. */
export function ApplicationCard({ application }: { application: Application }) {
  const state = application.state;
  // The payment's outcome is drawn here, not in the part that asks for the payment: that part
  // is gone once the fee is paid, and the outcome must stay to take the focus (issue 20).
  const pay = usePayFee(useRefreshMyAccommodation());
  return (
    <Card withBorder padding="lg" data-testid="hostel-application">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3}>Your bed space</Title>
          <Badge color={applicationStateColors[state]} data-testid="hostel-application-state">
            {applicationStateLabels[state]}
          </Badge>
        </Group>
        <Place application={application} />
        {state === 'held' ? <HeldActions application={application} pay={pay} /> : null}
        {state === 'allocated' ? <AllocatedActions application={application} /> : null}
        {state === 'pending' ? <PendingActions /> : null}
        {state === 'awaiting_bed' ? (
          <Alert color="grape">
            Your hostel fee is paid, but your hold had lapsed and its bed went to another student.
            The hostel office will allocate you a bed; nothing you paid is lost.
          </Alert>
        ) : null}
        {state === 'released' ? (
          <Text size="sm" c="dimmed">
            Your hold was released because the hostel fee was not paid in time.
          </Text>
        ) : null}
        {pay.dialogs}
      </Stack>
    </Card>
  );
}
