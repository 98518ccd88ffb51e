import type { TMe, TRoleKey } from '@campusflow/contracts';
import { roleKeys } from '@campusflow/contracts/constants';
import {
  data,
  type LoaderFunctionArgs,
  redirect,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
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

/**
 * The role whose dashboard area a path is in (`/dashboard/hod/...` -> hod,
 * `/dashboard/transport-admin` -> transportAdmin), or null for the pages every user has.
 */
export function areaRoleOf(pathname: string): TRoleKey | null {
  const [, root, segment = ''] = pathname.split('/');
  if (root !== 'dashboard') return null;
  if (segment === 'transport-admin') return 'transportAdmin';
  return (roleKeys as readonly string[]).includes(segment) ? (segment as TRoleKey) : null;
}

/** What the route error of a refused role area carries to the page that explains it. */
export type TRoleAreaRefusal = { areaRole: TRoleKey };

/**
 * Whether a user may open a page of `areaRole`'s dashboard: `forbidden` when they do not hold
 * the role, `switch` when they hold it but act as another (the page asks the API as that role),
 * else `open`.
 */
export function roleAreaAccess(
  me: TMe,
  areaRole: TRoleKey,
  actingAs: TRoleKey | null,
): 'open' | 'switch' | 'forbidden' {
  if (!me.user.roles.mainRoles.includes(areaRole)) return 'forbidden';
  return actingAs === areaRole ? 'open' : 'switch';
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
  /**
   * A page of one role's dashboard: refused, before any call to the API, to a user who does not
   * hold the role (the page says so); a user who holds it works as it from here on.
   */
  roleArea: async (args: LoaderFunctionArgs) => {
    const me = await guards.auth(args);
    const areaRole = areaRoleOf(new URL(args.request.url).pathname);
    if (!areaRole) return null;
    const access = roleAreaAccess(me, areaRole, roleToActAs(me));
    if (access === 'forbidden') {
      throw data<TRoleAreaRefusal>({ areaRole }, { status: 403, statusText: 'Forbidden' });
    }
    if (access === 'switch') {
      storeSelectedRole(areaRole);
      // As the role switcher does: data fetched under the previous role may not be the new one's.
      queryClient.removeQueries({
        predicate: (query) => !['session', 'runtime-config'].includes(String(query.queryKey[0])),
      });
    }
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

/**
 * The dashboard: signed in, and acting as one of the user's roles. With no role chosen (or a
 * stored one the user does not hold), a page of a role area the user holds is opened as that
 * role, as the role-area guard running beside this loader does; any other page asks for a choice.
 */
export async function dashboardLoader(args: LoaderFunctionArgs) {
  const me = await guards.auth(args);
  if (effectiveRole(me)) return me;
  const areaRole = areaRoleOf(new URL(args.request.url).pathname);
  if (areaRole && me.user.roles.mainRoles.includes(areaRole)) {
    storeSelectedRole(areaRole);
    return me;
  }
  throw redirect('/select-dashboard');
}

/** The role-area guard runs again whenever a navigation crosses into another role's area. */
export function revalidateOnAreaChange(args: ShouldRevalidateFunctionArgs): boolean {
  return (
    areaRoleOf(args.currentUrl.pathname) !== areaRoleOf(args.nextUrl.pathname) ||
    args.defaultShouldRevalidate
  );
}
