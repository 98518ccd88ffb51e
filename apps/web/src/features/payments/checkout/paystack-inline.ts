import type { TCheckoutParameters } from '@campusflow/contracts';

/** Paystack's inline checkout script (v1: `PaystackPop.setup(...).openIframe()`). */
export const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v1/inline.js';
export const PAYSTACK_SCRIPT_ERROR = 'Failed to load Paystack script.';

type PaystackSetup = Omit<TCheckoutParameters, 'reference'> & {
  ref: string;
  callback: (response: { reference: string }) => void;
  onClose: () => void;
};
type PaystackPopGlobal = { setup(options: PaystackSetup): { openIframe(): void } };

declare global {
  interface Window {
    PaystackPop?: PaystackPopGlobal;
  }
}

let loading: Promise<PaystackPopGlobal> | null = null;

/** Loads the script once; a failure is "Failed to load Paystack script." and may be retried. */
export function loadPaystack(timeoutMs = 30_000): Promise<PaystackPopGlobal> {
  if (window.PaystackPop) return Promise.resolve(window.PaystackPop);
  loading ??= new Promise<PaystackPopGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = PAYSTACK_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      script.remove();
      loading = null;
      reject(new Error(PAYSTACK_SCRIPT_ERROR));
    };
    const timer = window.setTimeout(fail, timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.PaystackPop) resolve(window.PaystackPop);
      else fail();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Paystack's checkout with the server's parameters. Resolves with the reference when the
 * customer finishes (which proves nothing: the server verifies), or null when they close it.
 */
export async function openPaystack(checkout: TCheckoutParameters): Promise<string | null> {
  const pop = await loadPaystack();
  const { reference, ...rest } = checkout;
  return new Promise((resolve) => {
    pop
      .setup({
        ...rest,
        ref: reference,
        callback: (response) => resolve(response.reference),
        onClose: () => resolve(null),
      })
      .openIframe();
  });
}
