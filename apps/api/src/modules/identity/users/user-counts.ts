import type { TRoleKey } from '@campusflow/contracts';
import { count, eq } from 'drizzle-orm';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type UserCounts = {
  total: number;
  byRole: Partial<Record<TRoleKey, number>>;
  byStatus: Record<string, number>;
};

/** Accounts by role held and by status, of one school or (null) of the platform. */
export async function countUsers(db: DbOrTx, schoolId: string | null): Promise<UserCounts> {
  const [byRole, byStatus] = await Promise.all([
    db
      .select({ role: userRoles.role, n: count() })
      .from(userRoles)
      .where(schoolId ? eq(userRoles.schoolId, schoolId) : undefined)
      .groupBy(userRoles.role),
    db
      .select({ status: users.status, n: count() })
      .from(users)
      .where(schoolId ? eq(users.schoolId, schoolId) : undefined)
      .groupBy(users.status),
  ]);
  return {
    total: byStatus.reduce((sum, r) => sum + r.n, 0),
    byRole: Object.fromEntries(byRole.map((r) => [r.role, r.n])),
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
  };
}
