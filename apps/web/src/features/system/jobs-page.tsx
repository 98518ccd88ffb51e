import type { TJob } from '@campusflow/contracts';
import { Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { JobStateCards } from './job-state-cards.tsx';
import { JobsTable } from './jobs-table.tsx';
import { jobSummaryQuery, jobsQuery, useRetryJob } from './system-api.ts';

/** `appadmin/jobs`: the background jobs of every API process, their failures, and retry. */
export function JobsPage() {
  const { values, page, set } = useSearchState(['state', 'name'] as const);
  const jobs = useQuery(jobsQuery({ ...values, page }));
  const summary = useQuery(jobSummaryQuery());
  const [retrying, setRetrying] = useState<TJob | null>(null);
  const retry = useRetryJob(() => setRetrying(null));
  const filtered = Boolean(values.state || values.name);
  return (
    <Stack gap={0}>
      <PageHeader
        title="Background jobs"
        description="Mail delivery, payment checks and other work the server does on its own. A failed job has used all its attempts: fix the cause, then retry it."
      />
      <JobStateCards
        summary={summary.data}
        selected={values.state}
        onSelect={(state) => set({ state })}
      />
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label="Job"
          placeholder="Every job"
          data={summary.data?.names ?? []}
          value={values.name || null}
          onChange={(name) => set({ name })}
          searchable
          clearable
          style={{ flex: '1 1 220px', maxWidth: 420 }}
        />
      </Group>
      <QueryState
        query={jobs}
        isEmpty={(d) => d.items.length === 0}
        empty={filtered ? 'No job matches these filters.' : 'No background jobs yet.'}
      >
        {(data) => (
          <JobsTable
            data={data}
            page={page}
            onPage={(p) => set({ page: p })}
            onRetry={setRetrying}
          />
        )}
      </QueryState>
      <ConfirmDialog
        opened={retrying !== null}
        title="Retry this job?"
        confirmLabel="Retry"
        busy={retry.isPending}
        onConfirm={() => retrying && retry.mutate(retrying)}
        onClose={() => setRetrying(null)}
      >
        {retrying ? `${retrying.name} runs again with ${retrying.maxAttempts} new attempts.` : null}
      </ConfirmDialog>
    </Stack>
  );
}
