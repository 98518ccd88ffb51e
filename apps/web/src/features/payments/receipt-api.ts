import type { TReceiptCheck } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The public receipt check (apps/api/src/modules/payments/payments.routes.ts).

export const receiptKeys = {
  all: [queryRoots.payments, 'receipt'] as const,
  check: (reference: string) => [...receiptKeys.all, reference] as const,
};

/**
 * The answer to "was this receipt issued?": the receipt, or the API's word that no receipt has
 * this reference (`receipt_not_found`), which is an answer, not a failure to load.
 */
export type TReceiptAnswer =
  | { issued: true; receipt: TReceiptCheck }
  | { issued: false; message: string };

/** Whether a receipt's reference is a confirmed payment of the school that issued it. */
export const receiptCheckQuery = (reference: string) =>
  queryOptions({
    queryKey: receiptKeys.check(reference),
    queryFn: async ({ signal }): Promise<TReceiptAnswer> => {
      try {
        const receipt = await api<TReceiptCheck>(
          `/api/v1/payments/receipts/${encodeURIComponent(reference)}`,
          { signal },
        );
        return { issued: true, receipt };
      } catch (error) {
        if (error instanceof ApiError && error.code === 'receipt_not_found') {
          return { issued: false, message: error.message };
        }
        throw error;
      }
    },
  });
