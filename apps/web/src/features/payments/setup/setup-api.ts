import type {
  TBank,
  TBankList,
  TBankSyncResult,
  TCreateBank,
  TCreateFee,
  TCreateSchoolBank,
  TCreateStaticAccount,
  TFee,
  TFeeList,
  TResolvedAccount,
  TSchoolBank,
  TSchoolBankList,
  TStaticAccount,
  TStaticAccountList,
  TUpdateBank,
  TUpdateFee,
  TUpdateSchoolBank,
  TUpdateStaticAccount,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The payment setup endpoints (apps/api/src/modules/payments/setup.routes.ts). Every query key
// starts with 'payment-setup', so one invalidation refreshes whatever a change touched.

const base = '/api/v1/payments';
export const SETUP_KEY = 'payment-setup';
export const PAGE_SIZE = 20;

type Query = Record<string, string | number | undefined | null>;

function listQuery<T>(path: string, query: Query) {
  return queryOptions({
    queryKey: [SETUP_KEY, path, query],
    queryFn: ({ signal }) => api<T>(`${base}/${path}?${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const banksQuery = (query: Query) => listQuery<TBankList>('banks', query);
export const schoolBanksQuery = (query: Query) => listQuery<TSchoolBankList>('school-banks', query);
export const staticAccountsQuery = (query: Query) =>
  listQuery<TStaticAccountList>('static-accounts', query);
export const feesQuery = (query: Query) => listQuery<TFeeList>('fees', query);

export const setupApi = {
  createBank: (body: TCreateBank) => api<TBank>(`${base}/banks`, { method: 'POST', body }),
  updateBank: (id: string, body: TUpdateBank) =>
    api<TBank>(`${base}/banks/${id}`, { method: 'PATCH', body }),
  syncBanks: () => api<TBankSyncResult>(`${base}/banks/sync`, { method: 'POST', body: {} }),

  resolveAccount: (bankId: string, accountNumber: string, signal?: AbortSignal) =>
    api<TResolvedAccount>(
      `${base}/school-banks/resolve?${toQuery({ bankId, accountNumber })}`,
      signal ? { signal } : {},
    ),
  createSchoolBank: (body: TCreateSchoolBank) =>
    api<TSchoolBank>(`${base}/school-banks`, { method: 'POST', body }),
  updateSchoolBank: (id: string, body: TUpdateSchoolBank) =>
    api<TSchoolBank>(`${base}/school-banks/${id}`, { method: 'PATCH', body }),

  createStaticAccount: (body: TCreateStaticAccount) =>
    api<TStaticAccount>(`${base}/static-accounts`, { method: 'POST', body }),
  updateStaticAccount: (id: string, body: TUpdateStaticAccount) =>
    api<TStaticAccount>(`${base}/static-accounts/${id}`, { method: 'PATCH', body }),
  deleteStaticAccount: (id: string) =>
    api<void>(`${base}/static-accounts/${id}`, { method: 'DELETE' }),

  createFee: (body: TCreateFee) => api<TFee>(`${base}/fees`, { method: 'POST', body }),
  updateFee: (id: string, body: TUpdateFee) =>
    api<TFee>(`${base}/fees/${id}`, { method: 'PATCH', body }),
  deleteFee: (id: string) => api<void>(`${base}/fees/${id}`, { method: 'DELETE' }),
};

/** Naira typed in a form (a number box) to kobo; null when empty or not a number. */
export function nairaToKobo(naira: number | string): number | null {
  const value = typeof naira === 'number' ? naira : Number.parseFloat(naira);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
