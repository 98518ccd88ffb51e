// Entry for other areas: each officer's home offers its weekly summary e-mail through it.
import { Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useActingRole } from '@/lib/use-me.ts';
import { useSetWeeklySummary, weeklySummaryQuery } from '../analytics-api.ts';

/**
 * "Weekly summary by e-mail": the home's figures every Monday at 07:00 (Lagos), for the role
 * the officer acts in. Nothing is shown for a home that has no summary.
 */
export function WeeklySummarySwitch() {
  const role = useActingRole();
  const state = useQuery(weeklySummaryQuery(role));
  const set = useSetWeeklySummary(role);
  // What was asked, shown at once (the switch is controlled) until the answer is in the cache.
  const [asked, setAsked] = useState<boolean | null>(null);
  if (!state.data?.available) return null;
  return (
    <Switch
      label="Weekly summary by e-mail"
      description="These figures every Monday morning"
      checked={asked ?? state.data.subscribed}
      disabled={set.isPending}
      onChange={(event) => {
        const subscribed = event.currentTarget.checked;
        setAsked(subscribed);
        set.mutate(subscribed, { onSettled: () => setAsked(null) });
      }}
    />
  );
}
