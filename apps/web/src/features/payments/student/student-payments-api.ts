import type { TMyFees, TPayment, TPaymentList } from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's own fees and payments (apps/api/src/modules/payments/payments.routes.ts).
// Every key starts with studentPaymentKeys.all: a payment refreshes fees and history at once.

const base = '/api/v1/payments';
export const HISTORY_PAGE_SIZE = 10;

export const studentPaymentKeys = {
  all: [queryRoots.payments, 'student'] as const,
  fees: () => [...studentPaymentKeys.all, 'fees'] as const,
  history: (page: number) => [...studentPaymentKeys.all, 'history', page] as const,
};

/** This session's fees with what is paid, the gateway, and the accounts for transfers. */
export const myFeesQuery = () =>
  queryOptions({
    queryKey: studentPaymentKeys.fees(),
    queryFn: ({ signal }) => api<TMyFees>(`${base}/my-fees`, { signal }),
  });

/** The student's payments, newest first. */
export const myPaymentsQuery = (page: number) =>
  queryOptions({
    queryKey: studentPaymentKeys.history(page),
    queryFn: ({ signal }) =>
      api<TPaymentList>(`${base}/mine?page=${page}&limit=${HISTORY_PAGE_SIZE}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** Reads fees and history again after a payment or a transfer. */
export function useRefreshStudentPayments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: studentPaymentKeys.all });
}

export const studentPaymentsApi = {
  /** A bank transfer for the accounts office to confirm, with its evidence. */
  submitTransfer: (input: { feeId: string; installmentNumber: string | null; file: File }) => {
    const form = new FormData();
    form.append('feeId', input.feeId);
    if (input.installmentNumber) form.append('installmentNumber', input.installmentNumber);
    form.append('file', input.file);
    return api<TPayment>(`${base}/transfers`, { method: 'POST', body: form });
  },
  downloadReceipt: (p: Pick<TPayment, 'id' | 'reference'>) =>
    downloadFromApi(`${base}/${p.id}/receipt.pdf`, `receipt-${p.reference}.pdf`),
};
