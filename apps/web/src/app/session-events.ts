import type { TMe } from '@campusflow/contracts';
import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';
import { type ApiError, handleSessionEvents, SESSION_PATH } from '@/lib/api-client.ts';
import { forgetAllDrafts } from '@/lib/form-draft.ts';
import { forgetOfflineReads } from '@/lib/offline-reads.ts';
import { storeSelectedRole } from '@/lib/selected-role.ts';
import { forgetUserQueries, sessionQuery } from '@/lib/session.ts';
import { notify } from '@/lib/toast.ts';
import { queryClient } from './query-client.ts';

/** How the session events move the app: where it is, and a navigation that replaces it. */
export type Navigator = {
  path(): string;
  navigate(to: string, options: { replace: true }): void;
};

let routerNavigate: NavigateFunction | null = null;

/** The root shell hands the router's navigate to the session events, which run outside React. */
export function useSessionEventsNavigator(navigate: NavigateFunction): void {
  useEffect(() => {
    routerNavigate = navigate;
  }, [navigate]);
}

/** The app's own: the router's navigate once the root has drawn, a page load before that. */
export const appNavigator: Navigator = {
  path: () => window.location.pathname,
  navigate(to, options) {
    if (routerNavigate) void routerNavigate(to, options);
    else window.location.replace(to);
  },
};

/** Codes the server only sends when a session cookie came with the call. */
const SESSION_WAS_PRESENTED = new Set(['user_profile_not_found', 'account_suspended']);

/** Everything fetched for the user (not the session entry, not the public runtime settings). */
function forgetUserData() {
  forgetUserQueries(queryClient);
  forgetOfflineReads().catch(() => {});
}

/**
 * Spec section 4, "missing user document after sign-in: the user is signed out". Every API
 * answer that ends the session (lib/api-client.ts) arrives here:
 * - signed in (or a session cookie was presented): forget the cached data and the stored role
 *   (and the form drafts, unless the session only expired), mark the session signed out, show the API's message (`User profile not found.`) as an
 *   error toast, and go to /login;
 * - a signed-out visitor's probe of GET /api/v1/auth/me stays silent;
 * - on /login nothing more happens, so a repeated answer cannot loop.
 *
 * A stored role the user does not hold (`role_not_held`) is forgotten by the API client, which
 * asks again without it; a data call refused that way sends the user to /dashboard to choose
 * again, with fresh roles.
 */
export function installSessionEvents(app: Navigator): void {
  handleSessionEvents({
    ended(error: ApiError) {
      const me = queryClient.getQueryData<TMe | null>(sessionQuery.queryKey);
      // Known to be signed out already (handled before, or a visitor): nothing to say.
      if (me === null) return;
      if (!me && !SESSION_WAS_PRESENTED.has(error.code)) return;
      const from = app.path();
      forgetUserData();
      // Signed out now: the guards see it without asking the API again (a guard may be waiting
      // for the very answer that brought us here, so the session entry is set, not removed).
      queryClient.setQueryData(sessionQuery.queryKey, null);
      storeSelectedRole(null);
      // An expired session keeps the form drafts: signing in again brings the user back to the
      // page and what they typed. A suspended or deleted account is not coming back.
      if (error.code !== 'not_authenticated') forgetAllDrafts();
      notify.error(error.message, { toastId: 'session-ended' });
      // After the guard that made the call has had its say (it may send the user to /login itself).
      setTimeout(() => {
        if (app.path() === '/login') return;
        // An expired session comes back to the page after signing in; a deleted profile cannot.
        const next =
          error.code === 'not_authenticated' && from.startsWith('/dashboard')
            ? `?next=${encodeURIComponent(from)}`
            : '';
        app.navigate(`/login${next}`, { replace: true });
      }, 0);
    },
    roleRejected(error: ApiError, path: string) {
      // For GET /api/v1/auth/me the fresh answer is all the guards need to pick a role.
      if (path.split('?')[0] === SESSION_PATH) return;
      notify.warning(error.message, { toastId: 'role-rejected' });
      setTimeout(() => {
        if (app.path() === '/dashboard') return;
        // Data fetched as that role, and the roles themselves, are asked for again.
        forgetUserData();
        queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
        app.navigate('/dashboard', { replace: true });
      }, 0);
    },
  });
}
