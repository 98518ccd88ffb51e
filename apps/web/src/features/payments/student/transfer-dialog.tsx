import type { TMyFees, TStudentFee } from '@campusflow/contracts';
import { naira } from '@campusflow/contracts/format';
import { Alert, Button, Card, FileInput, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { studentPaymentsApi } from './student-payments-api.ts';

/** Paying by transfer: the school's account to pay into, and the evidence to upload. */
export function TransferDialog(props: {
  fee: TStudentFee | null;
  accounts: TMyFees['staticAccounts'];
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [installment, setInstallment] = useState<string | null>(null);
  const fee = props.fee;
  // Instalments go in order: only the next one may be paid, by card or by transfer.
  const nextPart = fee?.installments.find(
    (i) => i.number === fee.nextInstallment && i.status === 'unpaid',
  );
  const chosenPart = installment && nextPart && String(nextPart.number) === installment;
  // The server's figure for exactly what to send: the platform fee, no card processing fee.
  const quote = chosenPart ? nextPart.transferBreakdown : fee?.transferBreakdown;
  const transfer = useMutation({
    mutationFn: studentPaymentsApi.submitTransfer,
    onSuccess: () => {
      notify.success('Transfer submitted. The accounts office will confirm it.');
      setFile(null);
      setInstallment(null);
      props.onSubmitted();
    },
    onError: (error) => notifyError(error),
  });
  const busy = transfer.isPending;
  const submit = () => {
    if (!fee || !file) return;
    transfer.mutate({ feeId: fee.id, installmentNumber: chosenPart ? installment : null, file });
  };
  // A choice made for one fee must not carry over to the next fee's dialog.
  const close = () => {
    setFile(null);
    setInstallment(null);
    props.onClose();
  };
  return (
    <Modal opened={fee !== null} onClose={close} title="Pay by bank transfer" centered>
      {fee ? (
        <Stack gap="md">
          {props.accounts.length === 0 ? (
            <Alert color="yellow">
              The school has no account for transfers yet. Please pay online or ask the accounts
              office.
            </Alert>
          ) : (
            <>
              <Stack gap={2}>
                <Text size="sm">
                  Transfer exactly{' '}
                  <Text span fw={700} data-testid="transfer-amount">
                    {naira(quote?.total ?? 0)}
                  </Text>{' '}
                  for {fee.name}
                  {chosenPart ? `, instalment ${nextPart.number}` : ''} to:
                </Text>
                {quote && quote.platformFee > 0 ? (
                  <Text size="xs" c="dimmed">
                    {chosenPart ? 'The instalment' : 'The balance'} {naira(quote.amount)} and the
                    platform fee {naira(quote.platformFee)}. A transfer has no card processing fee.
                  </Text>
                ) : null}
              </Stack>
              {props.accounts.map((a) => (
                <Card key={a.id} withBorder padding="xs">
                  <Text fw={600}>{a.accountNumber}</Text>
                  <Text size="sm">
                    {a.accountName} · {a.bankName}
                  </Text>
                  {a.note ? (
                    <Text size="xs" c="dimmed">
                      {a.note}
                    </Text>
                  ) : null}
                </Card>
              ))}
              {nextPart ? (
                <Select
                  label="What are you paying?"
                  allowDeselect={false}
                  value={installment ?? 'balance'}
                  onChange={(value) => setInstallment(value === 'balance' ? null : value)}
                  data={[
                    {
                      value: 'balance',
                      label: `The whole balance: ${naira(fee.transferBreakdown.total)}`,
                    },
                    {
                      value: String(nextPart.number),
                      label: `Instalment ${nextPart.number}: ${naira(nextPart.transferBreakdown.total)}`,
                    },
                  ]}
                />
              ) : null}
              <FileInput
                label="Evidence of payment"
                description="Teller or transfer receipt: PDF, JPEG or PNG, up to 5 MB"
                accept="application/pdf,image/jpeg,image/png"
                value={file}
                onChange={setFile}
                clearable
              />
              <Button disabled={!file} loading={busy} onClick={submit}>
                Submit for confirmation
              </Button>
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
