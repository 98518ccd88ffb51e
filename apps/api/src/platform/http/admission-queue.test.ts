import { describe, expect, it } from 'vitest';
import { AdmissionQueue, type Refusal } from './admission-queue.ts';

const limits = { maxInFlight: 2, maxQueued: 2, queueWaitMs: 200, schoolShare: 1 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('admission control', () => {
  it('serves up to its capacity, queues the next in order, refuses past the queue at once', async () => {
    const queue = new AdmissionQueue(limits);
    const first = await queue.acquire('a');
    const second = await queue.acquire('a');
    const order: string[] = [];
    const third = queue.acquire('a').then((release) => {
      order.push('third');
      return release;
    });
    const fourth = queue.acquire('b').then((release) => {
      order.push('fourth');
      return release;
    });
    const started = performance.now();
    await expect(queue.acquire('c')).rejects.toMatchObject({
      reason: 'queue_full',
      retryAfterSeconds: 1,
    } satisfies Refusal);
    expect(performance.now() - started).toBeLessThan(50);
    expect(queue.stats).toEqual({ inFlight: 2, waiting: 2 });
    first();
    first(); // A second release of the same turn changes nothing.
    await settle();
    expect(order).toEqual(['third']);
    second();
    await settle();
    expect(order).toEqual(['third', 'fourth']);
    (await third)();
    (await fourth)();
    expect(queue.stats).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('refuses a request that waited too long, and keeps its place for no one', async () => {
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 1, queueWaitMs: 30 });
    const only = await queue.acquire('a');
    await expect(queue.acquire('a')).rejects.toMatchObject({ reason: 'waited_too_long' });
    expect(queue.stats).toEqual({ inFlight: 1, waiting: 0 });
    only();
    const next = await queue.acquire('a');
    next();
  });

  it('lets another school pass one that holds its whole share', async () => {
    const queue = new AdmissionQueue({ ...limits, maxInFlight: 4, schoolShare: 0.5 });
    const rush = [await queue.acquire('rush'), await queue.acquire('rush')];
    const admitted: string[] = [];
    const waitingRush = queue.acquire('rush').then((r) => {
      admitted.push('rush');
      return r;
    });
    const quiet = await queue.acquire('quiet');
    admitted.push('quiet');
    expect(admitted).toEqual(['quiet']);
    rush[0]?.();
    (await waitingRush)();
    expect(admitted).toEqual(['quiet', 'rush']);
    quiet();
    rush[1]?.();
    expect(queue.stats).toEqual({ inFlight: 0, waiting: 0 });
  });
});
