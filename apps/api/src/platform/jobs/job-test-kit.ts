import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database.ts';
import type { JobRow } from './job-store.ts';
import { type JobState, jobs } from './jobs.tables.ts';

export type { JobRow };

/** Waits (generously: the machine may be busy) until a job reaches `state`, and returns it. */
export async function waitForJob(
  db: Db,
  id: string,
  state: JobState,
  timeoutMs = 60_000,
): Promise<JobRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    if (row?.state === state) return row;
    if (Date.now() > deadline) {
      throw new Error(`job ${id} is ${row?.state ?? 'missing'}, not ${state}: ${row?.lastError}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export function jobsNamed(db: Db, name: string): Promise<JobRow[]> {
  return db.select().from(jobs).where(eq(jobs.name, name)).orderBy(asc(jobs.createdAt));
}
