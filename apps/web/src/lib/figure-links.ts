import type { TRoleKey } from '@campusflow/contracts';
import { useMe } from '@/lib/use-me.ts';

/**
 * The lists behind the report's figures belong to other roles' pages (the applications to the
 * admission officer's, the ledger to the accountant's): a figure links to its list only for a
 * person who holds that role, so nobody is sent to a page that would refuse them.
 */
export function useFigureLink(): (role: TRoleKey, path: string) => string | null {
  const { user } = useMe();
  return (role, path) => (user.roles.mainRoles.includes(role) ? `/dashboard/${path}` : null);
}
