import type { TMe, TRoleKey } from '@campusflow/contracts';
import { roleKeys } from '@campusflow/contracts/constants';
import { readSelectedRole, roleToActAs, storeSelectedRole } from '@/lib/selected-role.ts';
import { forgetUserQueries } from '@/lib/session.ts';
import { queryClient } from './query-client.ts';

/**
 * The guards' version of roleToActAs: it also remembers the only role, and forgets a stored
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

/** Where a signed-out visitor of `path` (with its query) is sent: to log in, then back here. */
export function loginFor(path: string): string {
  return `/login?next=${encodeURIComponent(path)}`;
}

/**
 * The role a signed-in user opens the dashboard at `pathname` as, remembered for the next
 * pages: the role they act as; with none chosen (or a stored one they do not hold), the role of
 * the area they open when they hold it. Null: they must choose first (/select-dashboard).
 */
export function dashboardRole(me: TMe, pathname: string): TRoleKey | null {
  const role = effectiveRole(me);
  if (role) return role;
  const areaRole = areaRoleOf(pathname);
  if (!areaRole || !me.user.roles.mainRoles.includes(areaRole)) return null;
  storeSelectedRole(areaRole);
  return areaRole;
}

/**
 * Opening a page of another role the user holds: they work as it from here on. As the role
 * switcher does, data fetched under the previous role is forgotten (it may not be the new one's).
 */
export function switchToRole(role: TRoleKey): void {
  storeSelectedRole(role);
  forgetUserQueries(queryClient);
}

/** Students without a passport photo are sent to general/passport first (domain.md). */
export function needsPassport(me: TMe): boolean {
  return effectiveRole(me) === 'student' && !me.user.hasPassport;
}
