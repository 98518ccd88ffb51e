import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** What became of the last payment, as the payer is told it. */
export type PaymentOutcome = { tone: 'success' | 'failure' | 'info'; message: string };

const colors = { success: 'green', failure: 'red', info: 'blue' } as const;
const titles = {
  success: 'Payment made',
  failure: 'Payment not completed',
  info: 'Payment not made',
} as const;

/**
 * The outcome of the last payment, where the page renders the payment's dialogs. It takes the
 * focus when it appears: the checkout dialogs close and the button that opened them is often
 * gone (the fee is paid), so focus would otherwise drop to the page body (issue 20).
 */
export function PaymentResult({ outcome }: { outcome: PaymentOutcome | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) ref.current?.focus();
  }, [outcome]);
  if (!outcome) return null;
  // A region, not an alert: the toast already announces the outcome once.
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label="Payment result"
      color={colors[outcome.tone]}
      title={titles[outcome.tone]}
      data-testid="payment-result"
    >
      {outcome.message}
    </Alert>
  );
}
