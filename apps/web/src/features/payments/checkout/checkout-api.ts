import type {
  TCheckoutResponse,
  TSandboxChargeRequest,
  TVerifyResponse,
} from '@campusflow/contracts';
import { api } from '@/lib/api-client.ts';

// Paying one fee by card (apps/api/src/modules/payments/payments.routes.ts): the server prices
// it, the gateway takes the card, the server verifies. Nothing here is cached: every step is a
// fresh answer from the server.

const base = '/api/v1/payments';

export const checkoutApi = {
  /** The server's price and the gateway's parameters for one fee, or one instalment of it. */
  checkout: (feeId: string, installmentNumber?: number) =>
    api<TCheckoutResponse>(`${base}/checkout`, {
      method: 'POST',
      body: { feeId, ...(installmentNumber ? { installmentNumber } : {}) },
    }),
  /** Asks the server to confirm a payment with the gateway. */
  verify: (reference: string) =>
    api<TVerifyResponse>(`${base}/verify`, { method: 'POST', body: { reference } }),
  /** The sandbox gateway only: what the tester chose in the offline checkout. */
  sandboxCharge: (body: TSandboxChargeRequest) =>
    api<void>(`${base}/sandbox/charge`, { method: 'POST', body }),
};
