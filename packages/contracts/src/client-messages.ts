// Messages the web app's always-loaded code shows without the whole catalogue. The
// catalogue (errors.ts) uses these same strings, so they cannot drift apart.

/** Spec section 8. */
export const OPERATION_TIMEOUT_MESSAGE =
  'Operation timeout. Please check your connection and try again.';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
/** Spec section 8: a read while the device is offline. */
export const OFFLINE_READ_MESSAGE = 'Failed to get document because the client is offline.';
/** Any other request that could not reach the server. */
export const NETWORK_ERROR_MESSAGE =
  'Could not reach Campusflow. Please check your connection and try again.';
