import type { TReceiptCheck } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The public receipt check (apps/api/src/modules/payments/payments.routes.ts).

export const receiptKeys = {
  all: [queryRoots.payments, 'receipt'] as const,
  check: (reference: string) => [...receiptKeys.all, reference] as const,
};

/** Whether a receipt's reference is a real payment of the school that issued it. */
export const receiptCheckQuery = (reference: string) =>
  queryOptions({
    queryKey: receiptKeys.check(reference),
    queryFn: ({ signal }) =>
      api<TReceiptCheck>(`/api/v1/payments/receipts/${encodeURIComponent(reference)}`, { signal }),
    retry: false,
  });
