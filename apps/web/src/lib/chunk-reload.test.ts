import { describe, expect, it } from 'vitest';
import { claimReload, RELOAD_SUPPRESSION_MS, type ReloadStore } from './chunk-reload.ts';

function memoryStore(): ReloadStore & { log: Record<string, number> } {
  const store = {
    log: {} as Record<string, number>,
    read: () => ({ ...store.log }),
    write: (log: Record<string, number>) => {
      store.log = log;
    },
  };
  return store;
}

describe('claimReload (spec section 4: reload once, suppress for 10 s per path)', () => {
  it('reloads the first time a path fails', () => {
    expect(claimReload('/dashboard/hos', 1_000, memoryStore())).toBe(true);
  });

  it('suppresses a second reload of the same path within 10 seconds', () => {
    const store = memoryStore();
    expect(claimReload('/dashboard/hos', 1_000, store)).toBe(true);
    expect(claimReload('/dashboard/hos', 1_000 + RELOAD_SUPPRESSION_MS - 1, store)).toBe(false);
  });

  it('allows it again after 10 seconds, and for another path at once', () => {
    const store = memoryStore();
    expect(claimReload('/a', 0, store)).toBe(true);
    expect(claimReload('/b', 5, store)).toBe(true);
    expect(claimReload('/a', RELOAD_SUPPRESSION_MS, store)).toBe(true);
  });

  it('forgets old entries so the log stays small', () => {
    const store = memoryStore();
    claimReload('/old', 0, store);
    claimReload('/new', RELOAD_SUPPRESSION_MS * 3, store);
    expect(Object.keys(store.log)).toEqual(['/new']);
  });
});
