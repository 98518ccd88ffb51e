import type { TMyRegistration, TRegistration } from '@campusflow/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRecheckTurn } from '@/features/waiting-room/gate/turn-api.ts';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// The student's own course registration (apps/api/src/modules/registration/registration.routes.ts).
// Every key starts with registrationKeys.all: a save, a submission or a waiting-list change
// refreshes the page's data (state, seat counts, places) at once.

const base = '/api/v1/registration';

export const registrationKeys = {
  all: [queryRoots.registration] as const,
  mine: () => [...registrationKeys.all, 'mine'] as const,
};

/** The student's registration, the period, the proposed courses and why it is closed. */
export const myRegistrationQuery = () =>
  queryOptions({
    queryKey: registrationKeys.mine(),
    queryFn: ({ signal }) => api<TMyRegistration>(`${base}/mine`, { signal }),
  });

export const registrationApi = {
  save: (courseIds: string[]) =>
    api<TRegistration>(`${base}/mine`, { method: 'PUT', body: { courseIds } }),
  submit: (courseIds: string[]) =>
    api<TRegistration>(`${base}/mine/submit`, { method: 'POST', body: { courseIds } }),
};

/** Reads the registration page's data again after a change (or a refusal that may be stale). */
export function useRefreshMyRegistration() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: registrationKeys.all });
}

/**
 * Saving the ticked courses as a draft, or submitting them. Either way the page reads its data
 * again afterwards, also after a refusal: a course that filled up meanwhile shows its new count.
 */
export function useSaveRegistration(handlers: {
  saved: (registration: TRegistration, submitted: boolean) => void;
  refused: (error: Error) => void;
}) {
  const refresh = useRefreshMyRegistration();
  const recheckTurn = useRecheckTurn();
  return useMutation({
    mutationFn: (input: { courseIds: string[]; submit: boolean }) =>
      input.submit
        ? registrationApi.submit(input.courseIds)
        : registrationApi.save(input.courseIds),
    onSuccess: async (registration, input) => {
      handlers.saved(registration, input.submit);
      await refresh();
    },
    onError: async (error) => {
      handlers.refused(error);
      recheckTurn(error);
      await refresh();
    },
  });
}
