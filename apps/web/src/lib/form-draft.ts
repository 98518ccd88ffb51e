// What a long form keeps in the browser until the server has it (issue 20, weak networks): a
// reload or a dropped connection loses nothing typed. Pure functions over a Storage-like object,
// so that they are tested without a browser; `use-form-draft.ts` is the hook over them.

/** Every draft's key starts with this; sign-out removes them by it. */
export const DRAFT_PREFIX = 'campusflow-draft:';

/** Where the score sheet kept its lines before drafts had an owner: removed like the rest. */
const LEGACY_PREFIXES = ['campusflow.score-drafts.'];

const isDraftKey = (key: string) =>
  key.startsWith(DRAFT_PREFIX) || LEGACY_PREFIXES.some((p) => key.startsWith(p));

/** A draft older than this is dropped: nobody expects a week-old half form back. */
export const DRAFT_MAX_AGE_MS = 7 * 86_400_000;

/** The part of `localStorage` the drafts use. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key'> & {
  readonly length: number;
};

/** Whose draft of which form, for which record (a course's sheet, an application). */
export type DraftAddress = { userId: string; form: string; recordId: string };

type StoredDraft = { version: number; savedAt: number; values: unknown };

/** What a form asks of a stored draft before it takes it back. */
export type DraftShape<T> = {
  /** Bumped when the form's values change shape: an older draft is then dropped. */
  version: number;
  /** Whether the stored values still fit the form (the record may have changed since). */
  accept: (values: unknown) => values is T;
};

export const draftKey = (a: DraftAddress) =>
  `${DRAFT_PREFIX}${encodeURIComponent(a.userId)}:${a.form}:${encodeURIComponent(a.recordId)}`;

const userPrefix = (userId: string) => `${DRAFT_PREFIX}${encodeURIComponent(userId)}:`;

function isStoredDraft(value: unknown): value is StoredDraft {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.version === 'number' && typeof v.savedAt === 'number' && 'values' in v;
}

/**
 * The draft kept for the address, or null. A draft of another version or shape, an expired one
 * and an unreadable one are removed, so a stale draft never reaches (or breaks) the form.
 */
export function readDraft<T>(
  storage: DraftStorage,
  address: DraftAddress,
  shape: DraftShape<T>,
  now = Date.now(),
): { values: T; savedAt: number } | null {
  const key = draftKey(address);
  try {
    const raw = storage.getItem(key);
    if (raw === null) return null;
    const stored: unknown = JSON.parse(raw);
    if (
      isStoredDraft(stored) &&
      stored.version === shape.version &&
      now - stored.savedAt <= DRAFT_MAX_AGE_MS &&
      shape.accept(stored.values)
    ) {
      return { values: stored.values, savedAt: stored.savedAt };
    }
    storage.removeItem(key);
  } catch {
    // Unreadable (or storage blocked): as if there were none.
    removeDraft(storage, address);
  }
  return null;
}

/** Keeps the values; a full or blocked storage only means the draft is not kept. */
export function writeDraft(
  storage: DraftStorage,
  address: DraftAddress,
  version: number,
  values: unknown,
  now = Date.now(),
): void {
  try {
    const stored: StoredDraft = { version, savedAt: now, values };
    storage.setItem(draftKey(address), JSON.stringify(stored));
  } catch {
    // Quota or private mode: the values still live in the page.
  }
}

export function removeDraft(storage: DraftStorage, address: DraftAddress): void {
  try {
    storage.removeItem(draftKey(address));
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Removes the drafts whose key passes `drop`; keys are listed first, since removing reorders. */
function removeKeys(storage: DraftStorage, drop: (key: string) => boolean): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && isDraftKey(key) && drop(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Every draft in this browser, of every user: signing out on a shared phone leaves none. */
export const removeAllDrafts = (storage: DraftStorage) => removeKeys(storage, () => true);

/** The drafts of other users, when someone signs in on a browser another person used. */
export const removeOtherUsersDrafts = (storage: DraftStorage, userId: string) =>
  removeKeys(storage, (key) => !key.startsWith(userPrefix(userId)));

/** Drafts past their age (or unreadable), whoever's they are. */
export function removeExpiredDrafts(storage: DraftStorage, now = Date.now()): void {
  removeKeys(storage, (key) => {
    try {
      const stored: unknown = JSON.parse(storage.getItem(key) ?? '');
      return !isStoredDraft(stored) || now - stored.savedAt > DRAFT_MAX_AGE_MS;
    } catch {
      return true;
    }
  });
}

/** The browser's storage, or null where there is none (private mode, tests without a window). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Writes waiting for their debounce, cancelled at sign-out so none lands after it. */
const pendingWrites = new Set<() => void>();

export function trackPendingWrite(cancel: () => void): () => void {
  pendingWrites.add(cancel);
  return () => pendingWrites.delete(cancel);
}

/** Sign-out and a session the server ended: no draft stays behind, none is written after. */
export function forgetAllDrafts(): void {
  for (const cancel of pendingWrites) cancel();
  pendingWrites.clear();
  const storage = browserDraftStorage();
  if (storage) removeAllDrafts(storage);
}

/** After signing in: another person's drafts on this browser go; the user's own stay. */
export function forgetOtherUsersDrafts(userId: string): void {
  const storage = browserDraftStorage();
  if (!storage) return;
  removeOtherUsersDrafts(storage, userId);
  removeExpiredDrafts(storage);
}
