import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import { type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/toast.ts';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { scoreSheetApi, useCourseSheetCache } from '../score-sheet-api.ts';
import {
  batchOf,
  type Draft,
  type Drafts,
  isDrafts,
  type LineCheck,
  settle,
  unsavedOf,
} from './sheet-drafts.ts';

/** How long typing must pause before the changed lines are sent, and the wait before a retry. */
const DEBOUNCE_MS = 700;
const RETRY_MS = 5_000;

export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying';

const noDrafts: Drafts = {};

/** A refusal that asking again cannot change (the sheet was submitted meanwhile, say). */
const isFinal = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && ![408, 429].includes(e.status);

/**
 * The sheet's typed lines, kept in the browser until the server has them: a pause in typing
 * sends every valid changed line in one PUT; a failed save says so and is tried again after a
 * while and as soon as the connection returns. Drafts survive a reload (lib/use-form-draft.ts);
 * restored ones wait (`held`) until the lecturer keeps them, types again or discards them, so
 * that Discard can still put the server's scores back.
 */
export function useSheetAutosave(
  sheet: TLecturerScoreSheet,
  check: (id: string, draft: Draft) => LineCheck,
) {
  const cache = useCourseSheetCache(sheet.courseId);
  const [drafts, setDrafts] = useState<Drafts>(noDrafts);
  const [held, setHeld] = useState(false);
  const [state, setState] = useState<SaveState>('idle');
  const kept = useFormDraft({
    form: 'score-sheet',
    recordId: sheet.id,
    version: 1,
    accept: isDrafts,
    values: drafts,
    serverValues: noDrafts,
    enabled: sheet.editable,
    restore: (values) => {
      const unsaved = unsavedOf(values, sheet.lines);
      setDrafts(unsaved);
      setHeld(Object.keys(unsaved).length > 0);
    },
  });
  const heldRef = useRef(held);
  heldRef.current = held;
  const inFlight = useRef<Drafts | null>(null);
  const latest = useRef(drafts);
  latest.current = drafts;
  const checkRef = useRef(check);
  checkRef.current = check;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || heldRef.current || !sheet.editable) return;
    const { lines, sent } = batchOf(latest.current, checkRef.current);
    if (lines.length === 0) return;
    inFlight.current = sent;
    setState('saving');
    try {
      cache.put(await scoreSheetApi.saveLines(sheet.courseId, lines));
      inFlight.current = null;
      setDrafts((now) => settle(now, sent));
      setState('saved');
    } catch (e) {
      inFlight.current = null;
      if (isFinal(e)) {
        setState('idle');
        notifyError(e);
        void cache.refresh();
        return;
      }
      setState('retrying');
      timer.current = setTimeout(() => void flush(), RETRY_MS);
    }
  }, [sheet.courseId, sheet.editable, cache]);

  useEffect(() => {
    if (held || Object.keys(drafts).length === 0 || inFlight.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [drafts, held, flush]);

  // A save that finished while more was typed: send the rest now.
  useEffect(() => {
    if (state === 'saved' && Object.keys(drafts).length > 0) void flush();
  }, [state, drafts, flush]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [flush]);

  /** A change typed or uploaded: restored lines held so far go with it. */
  const edit = useCallback((change: SetStateAction<Drafts>) => {
    setHeld(false);
    setDrafts(change);
  }, []);

  return {
    drafts,
    state,
    held,
    pending: Object.keys(drafts).length,
    setDrafts: edit,
    /** Sends the restored lines as they are. */
    keep: () => setHeld(false),
    restored: kept,
    flush,
  };
}
