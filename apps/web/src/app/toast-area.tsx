import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import './toast-area.css';
import { serviceMode } from '@/lib/service-mode.ts';
import { notify, type ToastKind } from '@/lib/toast.ts';

/** The event other scripts (and browser tests) may send in development mode. */
export const TOAST_REQUEST_EVENT = 'campusflow:toast';

const KINDS: readonly ToastKind[] = ['success', 'error', 'warning', 'info'];

/**
 * In development mode (local services: the development flag on a local host), a
 * `campusflow:toast` event with `{ type, message }` shows a toast; in production nothing listens.
 */
function useToastRequests() {
  useEffect(() => {
    const onRequest = (event: Event) => {
      if (serviceMode().mode.mode !== 'local' || !(event instanceof CustomEvent)) return;
      const detail: unknown = event.detail;
      if (!detail || typeof detail !== 'object') return;
      const { type, message } = detail as { type?: unknown; message?: unknown };
      const kind = KINDS.find((k) => k === type);
      if (kind && typeof message === 'string') notify[kind](message);
    };
    window.addEventListener(TOAST_REQUEST_EVENT, onRequest);
    return () => window.removeEventListener(TOAST_REQUEST_EVENT, onRequest);
  }, []);
}

/**
 * The global toast area of spec sections 2 and 9, on every page from the first paint
 * (react-toastify, lib/toast.ts shows the toasts): top right, newest first, closes after
 * 3000 ms, on a click or when dragged 60 % of its width aside, pauses under the pointer and
 * while the window is in the background, at most 20 at once (the others wait their turn).
 * The colored theme: success green, error red, warning yellow, info blue.
 */
export function ToastArea() {
  useToastRequests();
  return (
    <ToastContainer
      position="top-right"
      autoClose={3000}
      draggable
      draggablePercent={60}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      limit={20}
      newestOnTop
      theme="colored"
    />
  );
}
