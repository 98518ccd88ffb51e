import { PENDING_SETUP_STORAGE_KEY } from '@campusflow/contracts/identity';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingSetup } from './identity-api.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the pending account setup (spec section 5)', () => {
  it('lives in session storage under the contract’s key', () => {
    const storage = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      },
    });
    pendingSetup.write('ticket-1');
    expect([...storage]).toEqual([[PENDING_SETUP_STORAGE_KEY, 'ticket-1']]);
    expect(pendingSetup.read()).toBe('ticket-1');
    pendingSetup.clear();
    expect(storage.size).toBe(0);
  });
});
