// Messages the web app's always-loaded code shows without the whole catalogue. The
// catalogue (errors.ts) uses these same strings, so they cannot drift apart.

/** Spec section 8. */
export const OPERATION_TIMEOUT_MESSAGE =
  'Operation timeout. Please check your connection and try again.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
