import { forgetAllDrafts } from '@/lib/form-draft.ts';
import { forgetOfflineReads } from '@/lib/offline-reads.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { identityApi } from '../identity-api.ts';

/**
 * Ends the session on the server and forgets the selected role, every form draft and the
 * answers kept for reading offline (a shared phone keeps nothing for the next person); the
 * caller goes to /login.
 */
export async function signOut(): Promise<void> {
  try {
    await identityApi.logout();
  } finally {
    storeSelectedRole(null);
    forgetAllDrafts();
    await forgetOfflineReads();
  }
}
