import type { TMe, TRoleKey } from '@campusflow/contracts';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readSelectedRole, roleToActAs, storeSelectedRole } from '@/lib/selected-role.ts';
import { sessionQuery } from '@/lib/session.ts';
import { queryClient } from './query-client.ts';

/** The session from the cache when fresh, else from GET /api/v1/auth/me. */
export function loadSession(): Promise<TMe | null> {
  return queryClient.ensureQueryData(sessionQuery);
}

/**
 * The loaders' version of roleToActAs: it also remembers the only role, and forgets a stored
 * role the user does not hold (another user's on this browser, or one taken away).
 */
export function effectiveRole(me: TMe): TRoleKey | null {
  const stored = readSelectedRole();
  const role = roleToActAs(me);
  if (role !== stored) storeSelectedRole(role);
  return role;
}

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The named guards of spec section 2. They are for comfort: they send people to the right page,
 * while the API enforces who may do what.
 */
export const guards = {
  /** Signed-in users only; others go to /login and come back afterwards. */
  auth: async ({ request }: LoaderFunctionArgs) => {
    const me = await loadSession();
    if (!me) throw redirect(`/login?next=${encodeURIComponent(pathOf(request))}`);
    return me;
  },
  /** Signed-out visitors only (login, register, account setup); others go to /dashboard. */
  guest: async () => {
    const me = await loadSession();
    if (me) throw redirect('/dashboard');
    return null;
  },
  /** Students without a passport photo are sent to general/passport first (domain.md). */
  passportRequired: async () => {
    const me = await loadSession();
    if (me && effectiveRole(me) === 'student' && !me.user.hasPassport) {
      throw redirect('/dashboard/general/passport');
    }
    return null;
  },
};

/** /dashboard itself: the selected role's home, or the role picker when none is chosen. */
export async function dashboardIndexLoader() {
  const me = await loadSession();
  if (!me) throw redirect('/login');
  const role = effectiveRole(me);
  if (!role) throw redirect('/select-dashboard');
  // The navigation lists every role's pages: loaded with the dashboard, not the first page.
  const { roleHome } = await import('./navigation.ts');
  throw redirect(roleHome(role));
}

/** The dashboard: signed in, and acting as one of the user's roles. */
export async function dashboardLoader(args: LoaderFunctionArgs) {
  const me = await guards.auth(args);
  if (!effectiveRole(me)) throw redirect('/select-dashboard');
  return me;
}
