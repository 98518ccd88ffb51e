import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserDraftStorage, writeDraft } from '@/lib/form-draft.ts';
import { readSelectedRole, storeSelectedRole } from '@/lib/selected-role.ts';
import { stubWindowStorage } from '@/test/window-storage.ts';
import { signOut } from './sign-out.ts';

afterEach(() => vi.unstubAllGlobals());

function typedDrafts() {
  const local = browserDraftStorage();
  if (!local) throw new Error('no storage');
  writeDraft(local, { userId: 'u-1', form: 'composer', recordId: 'new' }, 1, { subject: 'Hi' });
  writeDraft(local, { userId: 'u-1', form: 'score-sheet', recordId: 'c-1' }, 1, {});
}

describe('signing out (a shared phone keeps nothing typed)', () => {
  it('removes every form draft and the selected role', async () => {
    const storage = stubWindowStorage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    storeSelectedRole('student');
    typedDrafts();
    await signOut();
    expect(readSelectedRole()).toBeNull();
    expect([...storage.keys()]).toEqual([]);
  });

  it('removes them even when the server cannot be reached', async () => {
    const storage = stubWindowStorage();
    vi.stubGlobal('navigator', { onLine: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    typedDrafts();
    await expect(signOut()).rejects.toThrow();
    expect([...storage.keys()]).toEqual([]);
  });
});
