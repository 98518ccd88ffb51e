import { randomUUID } from 'node:crypto';
import { roleKeys } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import { waitForJob } from '@/platform/jobs/job-test-kit.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// The app admin's jobs page: what failed and why, and a retry; nobody else may see it.

const failing = defineJob({
  name: `test.report-${uniqueTag()}`,
  payload: z.object({ term: z.string() }),
  maxAttempts: 1,
});
let refuse = true;

let t: TestApp;
let asAppAdmin: Awaited<ReturnType<typeof clientFor>>;
let failedId: string;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: '1' });
  t.app.services.jobs.register(failing, async ({ term }) => {
    if (refuse) throw new Error(`The ${term} report has no scores yet`);
  });
  await t.app.ready();
  const appAdmin = await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] });
  asAppAdmin = await clientFor(t.app, appAdmin.email ?? '');
  failedId = await t.app.services.jobs.enqueue(t.database.db, failing, { term: 'first' });
  t.app.services.jobs.wake();
  await waitForJob(t.database.db, failedId, 'failed');
});
afterAll(() => t.close());

describe('GET /api/v1/system/jobs', () => {
  it('shows the app admin a failed job with its error and attempts', async () => {
    const res = await asAppAdmin(`/api/v1/system/jobs?state=failed&name=${failing.name}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: failedId,
        name: failing.name,
        state: 'failed',
        attempts: 1,
        maxAttempts: 1,
        lastError: 'The first report has no scores yet',
        payload: { term: 'first' },
      }),
    ]);
    const summary = await asAppAdmin('/api/v1/system/jobs/summary');
    expect(summary.statusCode).toBe(200);
    expect(summary.json().counts.failed).toBeGreaterThanOrEqual(1);
    expect(summary.json().names).toContain(failing.name);
  });

  it('filters by state', async () => {
    const res = await asAppAdmin(`/api/v1/system/jobs?state=completed&name=${failing.name}`);
    expect(res.json()).toMatchObject({ items: [], total: 0 });
    const bad = await asAppAdmin('/api/v1/system/jobs?state=stuck');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses every other role', async () => {
    const school = await createSchool(t.database.db);
    for (const role of roleKeys.filter((r) => r !== 'appadmin')) {
      const user = await createUser(t.database.db, { schoolId: school.id, roles: [role] });
      const as = await clientFor(t.app, user.email ?? '');
      const list = await as('/api/v1/system/jobs');
      const summary = await as('/api/v1/system/jobs/summary');
      const retry = await as({ method: 'POST', url: `/api/v1/system/jobs/${failedId}/retry` });
      expect([list.statusCode, summary.statusCode, retry.statusCode], role).toEqual([
        403, 403, 403,
      ]);
    }
    expect((await t.app.inject('/api/v1/system/jobs')).statusCode).toBe(401);
  });
});

describe('POST /api/v1/system/jobs/{id}/retry', () => {
  it('queues a failed job again, audited, and it runs', async () => {
    refuse = false;
    const res = await asAppAdmin({ method: 'POST', url: `/api/v1/system/jobs/${failedId}/retry` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: failedId, attempts: 0 });
    const done = await waitForJob(t.database.db, failedId, 'completed');
    expect(done.attempts).toBe(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, failedId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.before).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('refuses a job that has not failed, and one that does not exist', async () => {
    const again = await asAppAdmin({
      method: 'POST',
      url: `/api/v1/system/jobs/${failedId}/retry`,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Only a failed job can be retried.');
    const missing = await asAppAdmin({
      method: 'POST',
      url: `/api/v1/system/jobs/${randomUUID()}/retry`,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await asAppAdmin({ method: 'POST', url: '/api/v1/system/jobs/nope/retry' });
    expect(bad.statusCode).toBe(400);
  });
});
