import { expect } from 'vitest';
import type { clientFor } from './fixtures.ts';

export type Client = Awaited<ReturnType<typeof clientFor>>;

/** Pays a fee in full through the sandbox gateway: checkout, approve, verify. */
export async function payInFull(asStudent: Client, feeId: string) {
  const started = (
    await asStudent({ method: 'POST', url: '/api/v1/payments/checkout', payload: { feeId } })
  ).json();
  await asStudent({
    method: 'POST',
    url: '/api/v1/payments/sandbox/charge',
    payload: {
      reference: started.reference,
      amount: started.checkout.amount,
      currency: 'NGN',
      outcome: 'success',
    },
  });
  const verified = await asStudent({
    method: 'POST',
    url: '/api/v1/payments/verify',
    payload: { reference: started.reference },
  });
  expect(verified.statusCode).toBe(200);
  return verified.json().payment as { id: string; reference: string };
}
