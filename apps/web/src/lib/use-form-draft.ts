import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  browserDraftStorage,
  type DraftShape,
  readDraft,
  removeDraft,
  trackPendingWrite,
  writeDraft,
} from './form-draft.ts';
import { useMe } from './use-me.ts';

/** Typing pauses this long before the values are kept: a keystroke is not a write. */
const SAVE_DELAY_MS = 400;

export type FormDraftOptions<T> = DraftShape<T> & {
  /** The form's name in the key: `application-personal`, `composer`. */
  form: string;
  /** The record the form edits (a course, an application); `new` for a form that creates. */
  recordId: string;
  /** The values on screen, in a JSON-friendly form (a Set as a sorted array). */
  values: T;
  /** What the server gave: a draft equal to it is no draft, and Discard puts it back. */
  serverValues: T;
  /** Puts values on screen (a restored draft, or the server's on Discard). */
  restore: (values: T) => void;
  /** Off for a read-only form. */
  enabled?: boolean;
};

export type FormDraft = {
  /** When the restored draft was kept, while its note shows; null otherwise. */
  restoredAt: number | null;
  /** Drops the draft and puts the server's values back. */
  discard: () => void;
  /** After the server took the values: the draft is done. */
  clear: () => void;
};

/**
 * Keeps what the signed-in user types in a long form in this browser until the server has it:
 * restored on the next visit (reload, lost connection), gone once saved, discarded or signed out.
 */
export function useFormDraft<T>(options: FormDraftOptions<T>): FormDraft {
  const userId = useMe().user.uid;
  const { form, recordId, version, enabled = true } = options;
  const address = useMemo(() => ({ userId, form, recordId }), [userId, form, recordId]);
  const json = JSON.stringify(options.values);
  const serverJson = JSON.stringify(options.serverValues);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const latest = useRef(options);
  latest.current = options;
  // The values that need no write: what storage holds, or what the server took. Null: nothing.
  const settled = useRef<string | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
  }, []);
  const flush = useCallback(() => {
    const run = pending.current;
    cancel();
    run?.();
  }, [cancel]);

  useEffect(() => {
    settled.current = null;
    setRestoredAt(null);
    const storage = browserDraftStorage();
    if (!enabled || !storage) return;
    const found = readDraft(storage, address, latest.current);
    if (!found) return;
    const foundJson = JSON.stringify(found.values);
    if (foundJson === JSON.stringify(latest.current.serverValues)) {
      removeDraft(storage, address);
      return;
    }
    settled.current = foundJson;
    latest.current.restore(found.values);
    setRestoredAt(found.savedAt);
  }, [address, enabled]);

  useEffect(() => {
    cancel();
    const storage = browserDraftStorage();
    if (!enabled || !storage) return;
    let run: (() => void) | null = null;
    if (json === serverJson) {
      // Typed back to what the server has (or the server caught up): nothing to keep.
      if (settled.current !== null) {
        run = () => {
          removeDraft(storage, address);
          settled.current = null;
        };
      }
    } else if (json !== settled.current) {
      const values = latest.current.values;
      run = () => {
        writeDraft(storage, address, version, values);
        settled.current = json;
      };
    }
    if (!run) return;
    pending.current = run;
    timer.current = setTimeout(flush, SAVE_DELAY_MS);
  }, [json, serverJson, enabled, address, version, cancel, flush]);

  // What was typed just before a reload or leaving the page is kept at once; sign-out cancels.
  useEffect(() => {
    const untrack = trackPendingWrite(cancel);
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      untrack();
      flush();
    };
  }, [cancel, flush]);

  const drop = useCallback(() => {
    cancel();
    const storage = browserDraftStorage();
    if (storage) removeDraft(storage, address);
    setRestoredAt(null);
  }, [cancel, address]);

  return {
    // Typed back to the server's values (or all sent): nothing restored is left to mention.
    restoredAt: json === serverJson ? null : restoredAt,
    discard: () => {
      drop();
      settled.current = null;
      latest.current.restore(latest.current.serverValues);
    },
    clear: () => {
      drop();
      settled.current = JSON.stringify(latest.current.values);
    },
  };
}
