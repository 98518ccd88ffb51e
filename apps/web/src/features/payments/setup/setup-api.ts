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
  TProgrammeList,
  TResolvedAccount,
  TSchool,
  TSchoolBank,
  TSchoolBankList,
  TSessionList,
  TStaticAccount,
  TStaticAccountList,
  TUpdateBank,
  TUpdateFee,
  TUpdateSchoolBank,
  TUpdateSchoolRequest,
  TUpdateStaticAccount,
} from '@campusflow/contracts';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The payment setup endpoints (apps/api/src/modules/payments/setup.routes.ts). Every query key
// starts with setupKeys.all, so one invalidation refreshes whatever a change touched.

const base = '/api/v1/payments';
export const PAGE_SIZE = 20;

type Query = Record<string, string | number | undefined | null>;

export const setupKeys = {
  all: [queryRoots.payments, 'setup'] as const,
  list: (path: string, query: Query) => [...setupKeys.all, path, query] as const,
  school: (id: string) => [...setupKeys.all, 'school', id] as const,
  resolve: (bankId: string | null, accountNumber: string) =>
    [...setupKeys.all, 'resolve', bankId, accountNumber] as const,
  sessions: () => [...setupKeys.all, 'sessions'] as const,
  programmes: () => [...setupKeys.all, 'programmes'] as const,
};

function listQuery<T>(path: string, query: Query) {
  return queryOptions({
    queryKey: setupKeys.list(path, query),
    queryFn: ({ signal }) => api<T>(`${base}/${path}?${toQuery(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const banksQuery = (query: Query) => listQuery<TBankList>('banks', query);
export const schoolBanksQuery = (query: Query) => listQuery<TSchoolBankList>('school-banks', query);
export const staticAccountsQuery = (query: Query) =>
  listQuery<TStaticAccountList>('static-accounts', query);
export const feesQuery = (query: Query) => listQuery<TFeeList>('fees', query);

/** A school's platform fee settings (the app admin's platform fees page). */
export const schoolQuery = (id: string) =>
  queryOptions({
    queryKey: setupKeys.school(id),
    queryFn: ({ signal }) => api<TSchool>(`/api/v1/schools/${id}`, { signal }),
    enabled: Boolean(id),
  });

/** The name a bank holds for an account number, asked of the gateway. */
export const resolvedAccountQuery = (
  bankId: string | null,
  accountNumber: string,
  ready: boolean,
) =>
  queryOptions({
    queryKey: setupKeys.resolve(bankId, accountNumber),
    queryFn: ({ signal }) =>
      api<TResolvedAccount>(`${base}/school-banks/resolve?${toQuery({ bankId, accountNumber })}`, {
        signal,
      }),
    enabled: Boolean(bankId) && ready,
    retry: false,
    staleTime: 5 * 60_000,
  });

/** The school's sessions, the current one among them, for the fee schedule. */
export const feeSessionsQuery = () =>
  queryOptions({
    queryKey: setupKeys.sessions(),
    queryFn: ({ signal }) =>
      api<TSessionList>('/api/v1/academics/sessions?limit=100&status=all', { signal }),
    staleTime: 60_000,
  });

/** The school's programmes by name, for the fee schedule. */
export const feeProgrammesQuery = () =>
  queryOptions({
    queryKey: setupKeys.programmes(),
    queryFn: ({ signal }) =>
      api<TProgrammeList>('/api/v1/academics/programmes?limit=100&sort=name', { signal }),
    staleTime: 60_000,
  });

/** Reads every setup list again after a change. */
export function useRefreshSetup() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: setupKeys.all });
}

/** After a school's fee settings are saved: the page shows the answer, the schools area reads again. */
export function useSchoolFeesSaved() {
  const client = useQueryClient();
  return (saved: TSchool) => {
    client.setQueryData(setupKeys.school(saved.id), saved);
    void client.invalidateQueries({ queryKey: [queryRoots.schools] });
  };
}

export const setupApi = {
  /** A school's platform fee and who bears the gateway's fee. */
  saveSchoolFees: (schoolId: string, body: TUpdateSchoolRequest) =>
    api<TSchool>(`/api/v1/schools/${schoolId}`, { method: 'PATCH', body }),

  createBank: (body: TCreateBank) => api<TBank>(`${base}/banks`, { method: 'POST', body }),
  updateBank: (id: string, body: TUpdateBank) =>
    api<TBank>(`${base}/banks/${id}`, { method: 'PATCH', body }),
  syncBanks: () => api<TBankSyncResult>(`${base}/banks/sync`, { method: 'POST', body: {} }),

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
