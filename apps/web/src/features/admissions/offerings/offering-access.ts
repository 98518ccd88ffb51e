import { roleHasPermission, type TRoleKey } from '@campusflow/contracts/constants';

/**
 * Whether the role acted as may open programmes for admission and change their rules: the head
 * of school's `admissions:manage:school` (docs/decisions/006-role-scopes.md). The admission
 * officer reads them and decides against them. The API refuses the others; this only hides.
 */
export function mayManageOfferings(role: TRoleKey | null): boolean {
  return role !== null && roleHasPermission(role, 'admissions:manage:school');
}
