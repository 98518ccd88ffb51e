import { storeSelectedRole } from '@/lib/selected-role.ts';
import { identityApi } from '../identity-api.ts';

/** Ends the session on the server and forgets the selected role; the caller goes to /login. */
export async function signOut(): Promise<void> {
  try {
    await identityApi.logout();
  } finally {
    storeSelectedRole(null);
  }
}
