import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { worthRetrying } from './query-client.ts';

const answer = (status: number) => new ApiError({ status, code: 'x', detail: 'x' });

describe('worthRetrying (spec section 8: 5xx, 408 and 429 are retried)', () => {
  it('asks again after server errors, timeouts, throttling and network trouble', () => {
    for (const status of [0, 500, 502, 503, 408, 429]) {
      expect(worthRetrying(answer(status)), String(status)).toBe(true);
    }
    expect(worthRetrying(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('does not ask again after any other client error', () => {
    for (const status of [400, 401, 402, 403, 404, 409, 413, 415, 422]) {
      expect(worthRetrying(answer(status)), String(status)).toBe(false);
    }
  });
});

describe('offline reads', () => {
  it('are not asked again at once: the page says it is offline, and asks when back online', () => {
    const offline = new ApiError({ status: 0, code: 'offline', detail: 'offline' });
    expect(worthRetrying(offline)).toBe(false);
    expect(worthRetrying(new ApiError({ status: 0, code: 'network_error', detail: 'x' }))).toBe(
      true,
    );
  });
});
