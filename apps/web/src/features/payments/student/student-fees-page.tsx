import type { TStudentFee } from '@campusflow/contracts';
import { formatDate, naira } from '@campusflow/contracts/format';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Amount } from '@/components/amount.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { usePayFee } from '../checkout/pay-fee.tsx';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { StatusBadge } from '../payment-status-badge.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { myFeesQuery, useRefreshStudentPayments } from './student-payments-api.ts';
import { TransferDialog } from './transfer-dialog.tsx';

function FeeCard(props: {
  fee: TStudentFee;
  busy: boolean;
  onPay: (fee: TStudentFee, installment?: number) => void;
  onTransfer: (fee: TStudentFee) => void;
}) {
  const { fee } = props;
  const open = fee.status !== 'paid';
  const anyInstalmentPaid = fee.installments.some((i) => i.status === 'paid');
  return (
    <Card withBorder padding="md" data-testid={`fee-${fee.type}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {fee.name}
            </Text>
            <Text size="xs" c="dimmed">
              {feeTypeLabels[fee.type]}
              {fee.dueDate ? ` · due ${formatDate(fee.dueDate)}` : ''}
            </Text>
          </div>
          <StatusBadge status={fee.status} />
        </Group>
        <Amount kobo={fee.amount} fz={22} fw={700} />
        {fee.status === 'partial' ? (
          <>
            <Progress
              value={(fee.amountPaid / fee.amount) * 100}
              color="yellow"
              size="sm"
              aria-label="Share of the fee paid"
            />
            <Text size="sm">
              Paid {naira(fee.amountPaid)} · balance {naira(fee.balance)}
            </Text>
          </>
        ) : null}
        {fee.transferPending ? (
          <Badge color="blue" variant="outline">
            Transfer awaiting confirmation
          </Badge>
        ) : null}
        {open ? (
          <Stack gap={6}>
            {fee.installmentsAllowed
              ? fee.installments.map((part) => (
                  <Group key={part.number} justify="space-between" gap="xs">
                    <Text size="sm">
                      Instalment {part.number} of {fee.installmentCount}: {naira(part.amount)}
                    </Text>
                    {part.status !== 'unpaid' ? (
                      <StatusBadge status={part.status} />
                    ) : part.number === fee.nextInstallment ? (
                      <Button
                        size="xs"
                        disabled={props.busy}
                        onClick={() => props.onPay(fee, part.number)}
                      >
                        Pay instalment {part.number}
                      </Button>
                    ) : (
                      // Instalments are paid in order: a later one waits for the one before.
                      <Text size="xs" c="dimmed" ta="right">
                        After instalment {part.number - 1}
                      </Text>
                    )}
                  </Group>
                ))
              : null}
            <Group gap="xs">
              {!fee.installmentsAllowed || !anyInstalmentPaid ? (
                <Button disabled={props.busy} onClick={() => props.onPay(fee)}>
                  {fee.installmentsAllowed ? 'Pay in full' : 'Pay now'}
                </Button>
              ) : null}
              {!fee.transferPending ? (
                <Button variant="subtle" onClick={() => props.onTransfer(fee)}>
                  Paid by bank transfer?
                </Button>
              ) : null}
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** `student/fees-payment`: this session's fees, paying them, and past payments with receipts. */
export function StudentFeesPage() {
  const fees = useQuery(myFeesQuery());
  const [transferFee, setTransferFee] = useState<TStudentFee | null>(null);

  const refresh = useRefreshStudentPayments();
  const payment = usePayFee(refresh);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Fees"
        description={
          fees.data?.session
            ? `${fees.data.session.name}${fees.data.programme ? ` · ${fees.data.programme.name}, ${fees.data.programme.level} level` : ''}`
            : 'Your fees for the current session.'
        }
      />
      {payment.dialogs}
      <QueryState
        query={fees}
        isEmpty={(d) => d.fees.length === 0}
        empty={
          fees.data && !fees.data.session
            ? 'The school has not opened a session yet, so there are no fees to pay.'
            : 'No fees are due for you this session. If you expected one, contact the accounts office.'
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {data.fees.map((fee) => (
              <FeeCard
                key={fee.id}
                fee={fee}
                busy={payment.busy}
                onPay={(f, n) => void payment.start(f.id, n)}
                onTransfer={setTransferFee}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {fees.data && !fees.data.gateway ? (
        <Alert color="yellow">Online payment is not available. Please pay by bank transfer.</Alert>
      ) : null}

      <Title order={3} size="h4">
        Payment history
      </Title>
      <PaymentHistory />

      <TransferDialog
        fee={transferFee}
        accounts={fees.data?.staticAccounts ?? []}
        onClose={() => setTransferFee(null)}
        onSubmitted={() => {
          setTransferFee(null);
          void refresh();
        }}
      />
    </Stack>
  );
}
