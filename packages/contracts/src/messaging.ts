import * as z from 'zod/mini';

// The e-mail sender of the head of school (issue 18): groups, placeholders, campaigns,
// per-recipient delivery and opting out.
export const ZMessagingPlaceholder = z.never();
