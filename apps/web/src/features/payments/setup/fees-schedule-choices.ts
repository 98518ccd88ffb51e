import type { TProgramme, TSession } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { SETUP_KEY } from './setup-api.ts';

/** The school's sessions (the current first) and programmes, for the filters and the form. */
export function useFeeChoices() {
  const sessions = useQuery({
    queryKey: [SETUP_KEY, 'sessions'],
    queryFn: ({ signal }) =>
      api<{ items: TSession[] }>('/api/v1/academics/sessions?limit=100&status=all', { signal }),
    staleTime: 60_000,
  });
  const programmes = useQuery({
    queryKey: [SETUP_KEY, 'programmes'],
    queryFn: ({ signal }) =>
      api<{ items: TProgramme[] }>('/api/v1/academics/programmes?limit=100&sort=name', {
        signal,
      }),
    staleTime: 60_000,
  });
  const sessionItems = sessions.data?.items ?? [];
  const current = sessionItems.find((s) => s.isCurrent) ?? sessionItems[0];
  return {
    sessions,
    defaultSessionId: current?.id ?? '',
    sessionOptions: sessionItems.map((s) => ({
      value: s.id,
      label: s.isCurrent ? `${s.name} (current)` : s.name,
    })),
    programmeOptions: (programmes.data?.items ?? []).map((p) => ({ value: p.id, label: p.name })),
  };
}
