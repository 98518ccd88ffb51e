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
  const unpaidParts = fee?.installments.filter((i) => i.status === 'unpaid') ?? [];
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
    if (fee && file) transfer.mutate({ feeId: fee.id, installmentNumber: installment, file });
  };
  return (
    <Modal opened={fee !== null} onClose={props.onClose} title="Pay by bank transfer" centered>
      {fee ? (
        <Stack gap="md">
          {props.accounts.length === 0 ? (
            <Alert color="yellow">
              The school has no account for transfers yet. Please pay online or ask the accounts
              office.
            </Alert>
          ) : (
            <>
              <Text size="sm">
                Transfer {naira(fee.balance)} (plus any platform fee) for {fee.name} to:
              </Text>
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
              {fee.installmentsAllowed && unpaidParts.length > 0 ? (
                <Select
                  label="What did you pay?"
                  placeholder="The whole balance"
                  clearable
                  value={installment}
                  onChange={setInstallment}
                  data={unpaidParts.map((p) => ({
                    value: String(p.number),
                    label: `Instalment ${p.number}: ${naira(p.amount)}`,
                  }))}
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
