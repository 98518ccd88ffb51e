import type { TAccountsReport, TExportFormat, TLedger, TPayment } from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { startExport } from '@/lib/export-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The accounts office's view of the school's payments (apps/api/src/modules/payments/
// payments.routes.ts). Every key starts with accountantKeys.all.

const base = '/api/v1/payments';
export const LEDGER_PAGE_SIZE = 25;

type Filters = Record<string, string>;

export const accountantKeys = {
  all: [queryRoots.payments, 'accountant'] as const,
  home: () => [...accountantKeys.all, 'home'] as const,
  ledger: (filters: Filters, page: number) =>
    [...accountantKeys.all, 'ledger', filters, page] as const,
};

/**
 * The accounts office's home (accountant and bursar): takings by fee type and day, reviews
 * waiting, settlements by account (apps/api/src/modules/reports/accounts/).
 */
export const accountsReportQuery = () =>
  queryOptions({
    queryKey: accountantKeys.home(),
    queryFn: ({ signal }) => api<TAccountsReport>('/api/v1/reports/accounts', { signal }),
    staleTime: 30_000,
  });

/** A page of the ledger with its totals over every matching payment. */
export const ledgerQuery = (filters: Filters, page: number) =>
  queryOptions({
    queryKey: accountantKeys.ledger(filters, page),
    queryFn: ({ signal }) =>
      api<TLedger>(`${base}?${toQuery({ ...filters, page, limit: LEDGER_PAGE_SIZE })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Reads the ledger and the summary again after a review. */
export function useRefreshLedger() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: accountantKeys.all });
}

export const accountantApi = {
  reviewTransfer: (id: string, decision: 'confirm' | 'reject') =>
    api<TPayment>(`${base}/${id}/review`, { method: 'POST', body: { decision } }),
  reverify: (id: string) => api<TPayment>(`${base}/${id}/reverify`, { method: 'POST', body: {} }),
  /** The ledger with these filters as CSV or XLSX (a job past 50,000 rows). */
  exportLedger: (filters: Filters, format: TExportFormat) =>
    startExport(`${base}/export`, format, filters),
};
