import type {
  TBank,
  TBankSyncResult,
  TCreateBank,
  TCreateSchoolBank,
  TCreateStaticAccount,
  TFee,
  TProgrammeList,
  TResolvedAccount,
  TSchool,
  TSchoolBank,
  TSessionList,
  TStaticAccount,
  TUpdateBank,
  TUpdateSchoolBank,
  TUpdateSchoolRequest,
  TUpdateStaticAccount,
} from '@campusflow/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { resourceApi } from '@/lib/resource-api.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// The payment setup endpoints (apps/api/src/modules/payments/setup/setup.routes.ts). Every query key
// starts with setupKeys.all, so one invalidation refreshes whatever a change touched.

const base = '/api/v1/payments';
export const PAGE_SIZE = 20;

export const setupKeys = {
  all: [queryRoots.payments, 'setup'] as const,
  school: (id: string) => [...setupKeys.all, 'school', id] as const,
  resolve: (bankId: string | null, accountNumber: string) =>
    [...setupKeys.all, 'resolve', bankId, accountNumber] as const,
  sessions: () => [...setupKeys.all, 'sessions'] as const,
  programmes: () => [...setupKeys.all, 'programmes'] as const,
};

/**
 * The setup records: the fee schedule on the server's generic CRUD, the banks and accounts on
 * routes of the same shape. Their keys start with setupKeys.all, so any change refreshes all.
 */
export const setupResources = {
  banks: resourceApi<TBank, TCreateBank, TUpdateBank>(setupKeys.all, `${base}/banks`),
  schoolBanks: resourceApi<TSchoolBank, TCreateSchoolBank, TUpdateSchoolBank>(
    setupKeys.all,
    `${base}/school-banks`,
  ),
  staticAccounts: resourceApi<TStaticAccount, TCreateStaticAccount, TUpdateStaticAccount>(
    setupKeys.all,
    `${base}/static-accounts`,
  ),
  // The schedule page sends what its form checked against ZCreateFee (the generic CRUD page).
  fees: resourceApi<TFee>(setupKeys.all, `${base}/fees`),
};

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
  /** Adds the banks the gateway lists that are not here yet. */
  syncBanks: () => api<TBankSyncResult>(`${base}/banks/sync`, { method: 'POST', body: {} }),
};

/** Naira typed in a form (a number box) to kobo; null when empty or not a number. */
export function nairaToKobo(naira: number | string): number | null {
  const value = typeof naira === 'number' ? naira : Number.parseFloat(naira);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
