import type { TCheckoutResponse } from '@campusflow/contracts';
import { naira } from '@campusflow/contracts/format';
import { Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ModalOnDemand } from '@/components/modal-on-demand.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { checkoutApi } from './checkout-api.ts';
import { Breakdown } from './payment-breakdown.tsx';
import { type PaymentOutcome, PaymentResult } from './payment-result.tsx';
import { openPaystack } from './paystack-inline.ts';
import { SandboxCheckoutDialog } from './sandbox-checkout.tsx';

// Entry for other areas: paying a fee from another area's page (an application or acceptance
// fee on the admissions pages) goes through `usePayFee`, never through the rest of this folder.

const CANCELLED = 'Payment cancelled. Nothing was charged.';

const errorText = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * Paying one fee by card: the server prices it (checkout), the payer confirms the breakdown,
 * the gateway (Paystack or the sandbox) takes the card, and the server verifies the result.
 * Render `dialogs` once, where the payment's outcome should show (it takes the focus); call
 * `start(feeId)`; `onSettled` runs after every verification.
 */
export function usePayFee(onSettled: () => unknown): {
  start: (feeId: string, installmentNumber?: number) => Promise<void>;
  busy: boolean;
  dialogs: ReactNode;
} {
  const [pending, setPending] = useState<TCheckoutResponse | null>(null);
  const [sandbox, setSandbox] = useState<TCheckoutResponse | null>(null);
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const cancelled = () => {
    notify.info(CANCELLED);
    setOutcome({ tone: 'info', message: CANCELLED });
  };
  const checkout = useMutation({
    mutationFn: (fee: { feeId: string; installmentNumber?: number }) =>
      checkoutApi.checkout(fee.feeId, fee.installmentNumber),
    onSuccess: setPending,
    onError: (error) => notifyError(error, 'Failed to create payment.'),
  });
  // The page's refresh runs after every verification, paid or not, and is awaited.
  const verification = useMutation({
    mutationFn: checkoutApi.verify,
    onSuccess: (result) => {
      notify.success(result.message);
      const paid = result.status === 'paid' || result.status === 'completed';
      setOutcome({ tone: paid ? 'success' : 'failure', message: result.message });
    },
    onError: (error) => {
      notifyError(error, 'Failed to process payment.');
      setOutcome({ tone: 'failure', message: errorText(error, 'Failed to process payment.') });
    },
    onSettled: () => onSettled(),
  });
  const busy = checkout.isPending || verification.isPending;

  const start = async (feeId: string, installmentNumber?: number) => {
    setOutcome(null);
    await checkout.mutateAsync({ feeId, installmentNumber }).catch(() => undefined);
  };
  const verify = async (reference: string) => {
    await verification.mutateAsync(reference).catch(() => undefined);
  };

  const pay = async () => {
    const current = pending;
    if (!current) return;
    setPending(null);
    if (current.gateway === 'sandbox') {
      setSandbox(current);
      return;
    }
    try {
      const reference = await openPaystack(current.checkout);
      if (reference) await verify(reference);
      else cancelled();
    } catch (error) {
      notifyError(error);
      setOutcome({ tone: 'failure', message: errorText(error, 'Something went wrong.') });
    }
  };

  const dialogs = (
    <>
      <ModalOnDemand
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Confirm payment"
        centered
      >
        {pending ? (
          <Stack gap="md">
            <Text size="sm">
              {pending.installmentNumber > 0
                ? `Instalment ${pending.installmentNumber} of ${pending.totalInstallments}`
                : 'Payment in full'}
            </Text>
            <Breakdown breakdown={pending.breakdown} />
            <Button onClick={() => void pay()}>Pay {naira(pending.breakdown.total)}</Button>
          </Stack>
        ) : null}
      </ModalOnDemand>
      <SandboxCheckoutDialog
        checkout={sandbox?.checkout ?? null}
        onDone={(reference) => {
          setSandbox(null);
          if (reference) void verify(reference);
          else cancelled();
        }}
      />
      <PaymentResult outcome={outcome} />
    </>
  );
  return { start, busy, dialogs };
}
