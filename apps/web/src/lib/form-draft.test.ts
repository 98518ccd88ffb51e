import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS,
  type DraftStorage,
  draftKey,
  forgetAllDrafts,
  readDraft,
  removeAllDrafts,
  removeExpiredDrafts,
  removeOtherUsersDrafts,
  trackPendingWrite,
  writeDraft,
} from './form-draft.ts';

/** An in-memory Storage, with the key listing that sign-out walks. */
function memoryStorage(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

type Bio = { address: string };
const bio = {
  version: 2,
  accept: (v: unknown): v is Bio =>
    !!v && typeof v === 'object' && typeof (v as Bio).address === 'string',
};
const ada = { userId: 'u-ada', form: 'application-personal', recordId: 'app-1' };
const now = Date.UTC(2026, 10, 24, 18, 13);

afterEach(() => vi.unstubAllGlobals());

describe('a form draft', () => {
  it('is kept under the prefix, the user, the form and the record, and read back', () => {
    const storage = memoryStorage();
    writeDraft(storage, ada, 2, { address: '4 University Road' }, now);
    expect([...storage.map.keys()]).toEqual(['campusflow-draft:u-ada:application-personal:app-1']);
    expect(readDraft(storage, ada, bio, now + 1000)).toEqual({
      values: { address: '4 University Road' },
      savedAt: now,
    });
    expect(readDraft(storage, { ...ada, recordId: 'app-2' }, bio, now)).toBeNull();
    expect(readDraft(storage, { ...ada, userId: 'u-bola' }, bio, now)).toBeNull();
  });

  it('of another version, another shape, past its age or unreadable is dropped, not returned', () => {
    const storage = memoryStorage();
    writeDraft(storage, ada, 1, { address: 'old' }, now);
    expect(readDraft(storage, ada, bio, now)).toBeNull();
    expect(storage.map.size).toBe(0);

    writeDraft(storage, ada, 2, { street: 'moved' }, now);
    expect(readDraft(storage, ada, bio, now)).toBeNull();
    expect(storage.map.size).toBe(0);

    writeDraft(storage, ada, 2, { address: 'week old' }, now);
    expect(readDraft(storage, ada, bio, now + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(storage.map.size).toBe(0);

    storage.setItem(draftKey(ada), '{not json');
    expect(readDraft(storage, ada, bio, now)).toBeNull();
    expect(storage.map.size).toBe(0);
  });

  it('is not lost to a storage that refuses to write: the form just goes on', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => writeDraft(storage, ada, 2, { address: 'x' }, now)).not.toThrow();
  });
});

describe('drafts and who is signed in (privacy on a shared phone)', () => {
  function three() {
    const storage = memoryStorage();
    writeDraft(storage, ada, 2, { address: 'a' }, now);
    writeDraft(storage, { ...ada, form: 'composer', recordId: 'new' }, 1, {}, now);
    writeDraft(storage, { ...ada, userId: 'u-bola' }, 2, { address: 'b' }, now);
    storage.setItem('campusflow.score-drafts.sheet-1', '{}');
    storage.setItem('role', 'student');
    return storage;
  }

  it('sign-out removes every draft, the score sheet’s older ones too, and nothing else', () => {
    const storage = three();
    removeAllDrafts(storage);
    expect([...storage.map.keys()]).toEqual(['role']);
  });

  it('signing in removes other people’s drafts and keeps the user’s own', () => {
    const storage = three();
    removeOtherUsersDrafts(storage, 'u-ada');
    expect([...storage.map.keys()].sort()).toEqual([
      'campusflow-draft:u-ada:application-personal:app-1',
      'campusflow-draft:u-ada:composer:new',
      'role',
    ]);
  });

  it('expired drafts go whoever wrote them', () => {
    const storage = three();
    writeDraft(
      storage,
      { ...ada, recordId: 'app-old' },
      2,
      { address: 'o' },
      now - DRAFT_MAX_AGE_MS,
    );
    removeExpiredDrafts(storage, now + 1);
    expect(storage.map.has(draftKey({ ...ada, recordId: 'app-old' }))).toBe(false);
    expect(storage.map.has(draftKey(ada))).toBe(true);
  });

  it('forgetAllDrafts empties the browser’s drafts and cancels the writes still waiting', () => {
    const storage = three();
    vi.stubGlobal('window', { localStorage: storage });
    const cancel = vi.fn();
    trackPendingWrite(cancel);
    forgetAllDrafts();
    expect(cancel).toHaveBeenCalledOnce();
    expect([...storage.map.keys()]).toEqual(['role']);
  });
});
