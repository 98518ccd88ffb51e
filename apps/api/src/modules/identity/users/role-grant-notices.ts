import type { TRoleKey } from '@campusflow/contracts';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { roleGrantMail } from '@/modules/identity/identity-mails.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

/**
 * Queues, in the grant's transaction, a mail to every other active administrator of the school
 * saying who granted which roles to whom (decision 006: a grant is seen by someone other than
 * the one who made it). Neither the granter nor the grantee is told here: the granter knows, and
 * the grantee is not the one who should check it.
 */
export async function queueRoleGrantNotices(
  ctx: ServiceContext,
  tx: DbOrTx,
  actor: Actor,
  grant: {
    schoolId: string | null;
    grantee: { id: string; name: string; email: string | null };
    roles: readonly TRoleKey[];
  },
): Promise<void> {
  const { schoolId, grantee, roles } = grant;
  if (!schoolId || roles.length === 0) return;
  const admins = await tx
    .selectDistinct({ name: users.name, email: users.email, schoolName: schools.name })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(
        eq(userRoles.schoolId, schoolId),
        eq(userRoles.role, 'admin'),
        eq(users.schoolId, schoolId),
        eq(users.status, 'active'),
        isNotNull(users.email),
        ne(users.id, actor.userId),
        ne(users.id, grantee.id),
      ),
    );
  const at = new Date();
  for (const admin of admins) {
    if (!admin.email) continue;
    await ctx.mailer.queue(
      tx,
      roleGrantMail({
        to: admin.email,
        name: admin.name,
        schoolId,
        schoolName: admin.schoolName,
        grantedBy: actor.name,
        grantee,
        roles,
        at,
      }),
    );
  }
}
