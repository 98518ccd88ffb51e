import { type Id, type ToastContent, type ToastOptions, toast } from 'react-toastify';

/** Spec section 3, Toast: its type. */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';

export type { ToastOptions };

function show(kind: ToastKind, message: ToastContent, options?: ToastOptions): Id {
  return toast[kind](message, options);
}

/**
 * The one way the app shows a toast (spec sections 3 and 9): success green, error red,
 * warning yellow, info blue. The container (app/toast-area.tsx, always on the page) places them
 * at the top right, closes them after 3000 ms and shows at most 20 at once. A `toastId` already
 * on screen is not shown twice; `autoClose: false` keeps a toast until it is clicked.
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
