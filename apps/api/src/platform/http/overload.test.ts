import { describe, expect, it } from 'vitest';
import { useTestApp } from '@/test/use-test-app.ts';

// Issue 19: past capacity, requests wait their turn or are refused with 429 and Retry-After,
// at once; never a time-out or a 5xx. Two in flight, four waiting, in this app.
const t = useTestApp({ API_MAX_IN_FLIGHT: '2', API_MAX_QUEUED: '4', API_QUEUE_WAIT_MS: '20000' });

async function burst(client: Awaited<ReturnType<typeof t.person>>['client'], n: number) {
  return Promise.all(Array.from({ length: n }, () => client('/api/v1/auth/me')));
}

describe('overload', () => {
  it('serves what fits and what can wait, and refuses the rest with 429 and Retry-After', async () => {
    const school = await t.school();
    const { client } = await t.person(school.id, 'student');
    const answers = await burst(client, 150);
    const statuses = answers.map((a) => a.statusCode);
    const served = statuses.filter((s) => s === 200).length;
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    expect(served).toBeGreaterThanOrEqual(6);
    expect(refused.length).toBeGreaterThan(100);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe('20');
      expect(answer.json()).toMatchObject({ status: 429, code: 'server_busy' });
    }
    expect(t.app.admission.stats).toEqual({ inFlight: 0, waiting: 0 });
    // Once the rush has passed, everyone is served again.
    expect((await client('/api/v1/auth/me')).statusCode).toBe(200);
  });

  it('keeps answering the health check whatever the queue', async () => {
    const school = await t.school();
    const { client } = await t.person(school.id, 'student');
    const rush = burst(client, 60);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    await rush;
  });
});
