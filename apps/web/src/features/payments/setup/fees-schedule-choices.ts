import { useQuery } from '@tanstack/react-query';
import { feeProgrammesQuery, feeSessionsQuery } from './setup-api.ts';

/** The school's sessions (the current first) and programmes, for the filters and the form. */
export function useFeeChoices() {
  const sessions = useQuery(feeSessionsQuery());
  const programmes = useQuery(feeProgrammesQuery());
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
