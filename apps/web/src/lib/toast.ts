import type { ToastContent, ToastOptions } from 'react-toastify';

type Toastify = typeof import('react-toastify');

let library: Promise<Toastify> | null = null;
const mountListeners = new Set<() => void>();

/**
 * The toast library is loaded with the first toast, not with the first page: most first visits
 * never show one. Toasts asked for before the container mounts are queued by the library.
 */
function loadToasts(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify');
    for (const listener of mountListeners) listener();
  }
  return library;
}

/** Lets the toast host mount its container when the first toast is asked for. */
export function onFirstToast(listener: () => void): () => void {
  if (library) listener();
  mountListeners.add(listener);
  return () => mountListeners.delete(listener);
}

type Kind = 'success' | 'error' | 'warning' | 'info';

function show(kind: Kind, message: ToastContent, options?: ToastOptions) {
  void loadToasts().then(({ toast }) => toast[kind](message, options));
}

/**
 * The one way the app shows a toast (spec sections 3 and 9): success green, error red,
 * warning yellow, info blue; container settings live in app/toast-container.tsx.
 */
export const notify = {
  success: (message: ToastContent, options?: ToastOptions) => show('success', message, options),
  error: (message: ToastContent, options?: ToastOptions) => show('error', message, options),
  warning: (message: ToastContent, options?: ToastOptions) => show('warning', message, options),
  info: (message: ToastContent, options?: ToastOptions) => show('info', message, options),
};

/** Shows an error the API sent (its catalogue `detail`) or a generic one. */
export function notifyError(error: unknown, fallback = 'Something went wrong. Please try again.') {
  const message = error instanceof Error && error.message ? error.message : fallback;
  notify.error(message);
}
