import type { TJob, TJobState } from '@campusflow/contracts';

/** How each state reads on the page, and its colour. */
export const jobStateLabels: Record<TJobState, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'gray' },
  running: { label: 'Running', color: 'blue' },
  completed: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
};

/** The moment that matters for a job in its state: when it may start, started, or ended. */
export function jobMoment(job: TJob): { label: string; at: string | null } {
  if (job.state === 'queued') return { label: 'Runs', at: job.runAt };
  if (job.state === 'running') return { label: 'Started', at: job.startedAt };
  return { label: 'Ended', at: job.finishedAt };
}

/** "2 of 5", or "Not run yet" for a job still waiting for its first run. */
export function attemptsText(job: TJob): string {
  return job.attempts === 0 ? 'Not run yet' : `${job.attempts} of ${job.maxAttempts}`;
}
