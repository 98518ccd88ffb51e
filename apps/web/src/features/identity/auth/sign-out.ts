import { forgetAllDrafts } from '@/lib/form-draft.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { identityApi } from '../identity-api.ts';

/**
 * Ends the session on the server and forgets the selected role and every form draft (a shared
 * phone keeps nothing typed for the next person); the caller goes to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await identityApi.logout();
  } finally {
    storeSelectedRole(null);
    forgetAllDrafts();
  }
}
