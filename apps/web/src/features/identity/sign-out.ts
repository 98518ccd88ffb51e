import { api } from '@/lib/api-client.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';

/** Ends the session on the server and forgets the selected role; the caller goes to /login. */
export async function signOut(): Promise<void> {
  try {
    await api('/api/v1/auth/logout', { method: 'POST', body: {} });
  } finally {
    storeSelectedRole(null);
  }
}
