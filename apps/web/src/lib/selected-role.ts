import type { TMe } from '@campusflow/contracts';
import { ROLE_STORAGE_KEY, roleKeys, type TRoleKey } from '@campusflow/contracts/constants';

function isRoleKey(value: string | null): value is TRoleKey {
  return value !== null && (roleKeys as readonly string[]).includes(value);
}

/** The selected role, kept in local storage under `role` (spec section 3). */
export function readSelectedRole(): TRoleKey | null {
  try {
    const value = window.localStorage.getItem(ROLE_STORAGE_KEY);
    return isRoleKey(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeSelectedRole(role: TRoleKey | null): void {
  try {
    if (role) window.localStorage.setItem(ROLE_STORAGE_KEY, role);
    else window.localStorage.removeItem(ROLE_STORAGE_KEY);
  } catch {
    // Private mode without storage: the role then lasts for this page only.
  }
}

/**
 * The role a user acts as, without changing anything: the stored one when they hold it, else
 * the only one they hold. Null when they hold several and have not chosen yet. For rendering.
 */
export function roleToActAs(me: TMe): TRoleKey | null {
  const roles = me.user.roles.mainRoles;
  const stored = readSelectedRole();
  if (stored && roles.includes(stored)) return stored;
  return roles.length === 1 ? (roles[0] ?? null) : null;
}
