import type { TWaitlistPlace } from '@campusflow/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';

// A student's places on the waiting lists of full courses
// (apps/api/src/modules/registration/waitlist/waitlist.routes.ts). A change refreshes every
// registration query (the page's places, seat counts and holds), also after a refusal: a
// course may have freed a seat meanwhile.

const base = '/api/v1/registration/mine/waitlist';

export const waitlistKeys = { all: [queryRoots.registration] as const };

type Handlers<T> = { done?: (result: T) => void; refused?: (error: Error) => void };

/** Joins a full course's waiting list; joining again gives the same place. */
export function useJoinWaitlist(handlers: Handlers<TWaitlistPlace> = {}) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: waitlistKeys.all });
  return useMutation({
    mutationFn: (courseId: string) =>
      api<TWaitlistPlace>(base, { method: 'POST', body: { courseId } }),
    onSuccess: async (place) => {
      handlers.done?.(place);
      await refresh();
    },
    onError: async (error) => {
      handlers.refused?.(error);
      await refresh();
    },
  });
}

/** Leaves a course's waiting list; a seat held for the student passes to the next in line. */
export function useLeaveWaitlist(handlers: Handlers<void> = {}) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: waitlistKeys.all });
  return useMutation({
    mutationFn: (courseId: string) =>
      api<void>(`${base}/${encodeURIComponent(courseId)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      handlers.done?.();
      await refresh();
    },
    onError: async (error) => {
      handlers.refused?.(error);
      await refresh();
    },
  });
}
