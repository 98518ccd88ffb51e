import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { notifyError } from '@/lib/toast.ts';
import { scoreSheetApi, useCourseSheetCache } from '../score-sheet-api.ts';
import {
  batchOf,
  type Draft,
  type Drafts,
  draftStore,
  type LineCheck,
  settle,
} from './sheet-drafts.ts';

/** How long typing must pause before the changed lines are sent, and the wait before a retry. */
const DEBOUNCE_MS = 700;
const RETRY_MS = 5_000;

export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying';

/** A refusal that asking again cannot change (the sheet was submitted meanwhile, say). */
const isFinal = (e: unknown) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && ![408, 429].includes(e.status);

/**
 * The sheet's typed lines, kept in the browser until the server has them: a pause in typing
 * sends every valid changed line in one PUT; a failed save says so and is tried again after a
 * while and as soon as the connection returns. Drafts survive a reload (localStorage).
 */
export function useSheetAutosave(
  sheet: TLecturerScoreSheet,
  check: (id: string, draft: Draft) => LineCheck,
) {
  const cache = useCourseSheetCache(sheet.courseId);
  const [drafts, setDrafts] = useState<Drafts>(() => draftStore.load(sheet.id));
  const [state, setState] = useState<SaveState>('idle');
  const inFlight = useRef<Drafts | null>(null);
  const latest = useRef(drafts);
  latest.current = drafts;
  const checkRef = useRef(check);
  checkRef.current = check;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || !sheet.editable) return;
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
    draftStore.save(sheet.id, drafts);
    if (Object.keys(drafts).length === 0 || inFlight.current) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), DEBOUNCE_MS);
  }, [drafts, sheet.id, flush]);

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

  return {
    drafts,
    state,
    pending: Object.keys(drafts).length,
    setDrafts,
    flush,
  };
}
