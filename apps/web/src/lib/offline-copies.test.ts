import { describe, expect, it } from 'vitest';
import { hasOfflineCopies, noteAnswer } from './offline-copies.ts';
import { OFFLINE_COPY_HEADER } from './offline-reads.ts';

const copy = (savedAt: string) => new Headers({ [OFFLINE_COPY_HEADER]: savedAt });
const fresh = () => new Headers();

describe('which answers on screen are kept copies', () => {
  it('counts a kept path answered from the copy until the network answers it again', () => {
    expect(hasOfflineCopies()).toBe(false);
    noteAnswer('/api/v1/payments/my-fees', copy('Sat, 28 Nov 2026 09:00:00 GMT'));
    noteAnswer('/api/v1/results/mine', copy('Fri, 27 Nov 2026 09:00:00 GMT'));
    expect(hasOfflineCopies()).toBe(true);
    noteAnswer('/api/v1/payments/my-fees', fresh());
    expect(hasOfflineCopies()).toBe(true);
    noteAnswer('/api/v1/results/mine', fresh());
    expect(hasOfflineCopies()).toBe(false);
  });

  it('ignores paths that are never kept', () => {
    noteAnswer('/api/v1/hostels/mine', copy('Sat, 28 Nov 2026 09:00:00 GMT'));
    expect(hasOfflineCopies()).toBe(false);
  });
});
