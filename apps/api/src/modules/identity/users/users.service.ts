import {
  isMoneyRole,
  schoolRoleKeys,
  type TCreateUserRequest,
  type TRoleKey,
  type TUpdateRolesRequest,
  type TUpdateStatusRequest,
  type TUserList,
  type TUserListQuery,
  type TUserSummary,
} from '@campusflow/contracts';
import { and, eq, exists, inArray, like, type SQL, sql } from 'drizzle-orm';
import { emailTaken } from '@/modules/identity/accounts/account-setup.service.ts';
import { issueAuthToken, TOKEN_MINUTES } from '@/modules/identity/accounts/auth-tokens.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { invitationMail } from '@/modules/identity/identity-mails.ts';
import { revokeUserSessions } from '@/modules/identity/sign-in/sessions.ts';
import { parseRoles, rolesOfUser } from '@/modules/identity/user-profile.ts';
import { queueRoleGrantNotices } from '@/modules/identity/users/role-grant-notices.ts';
import { countUsers } from '@/modules/identity/users/user-counts.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { type Actor, can, schoolScope } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { escapeLike } from '@/platform/db/like.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { orderByKeys, type SortKey } from '@/platform/export/keyset.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const summaryColumns = {
  user: users,
  roles: rolesOfUser(),
  schoolName: schools.name,
};

export type SummaryRow = {
  user: typeof users.$inferSelect;
  roles: string[];
  schoolName: string | null;
};

export function toSummary(row: SummaryRow): TUserSummary {
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    userOrgID: user.userOrgId,
    jambNo: user.jambNo,
    status: user.status,
    mainRoles: parseRoles(row.roles),
    emailVerified: user.emailVerified,
    authAccountCreated: user.authAccountCreated,
    invitationPending: !user.passwordHash && !user.legacyPasswordSha256,
    schoolId: user.schoolId,
    schoolName: row.schoolName,
    createdAt: user.createdAt.toISOString(),
  };
}

/** By name, then id: the list's order and the export's keyset. */
export const usersOrder: SortKey<SummaryRow>[] = [
  { by: users.name, notNull: true, valueOf: (r) => r.user.name },
  { by: users.id, notNull: true, valueOf: (r) => r.user.id },
];

/** Users with their roles and school, for the list and its export; callers add the rest. */
export const selectUserSummaries = (db: DbOrTx) =>
  db
    .select(summaryColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .$dynamic();

/** The list's filters: the actor's school (app admins: every school, or the one asked for). */
export function usersWhere(
  db: DbOrTx,
  actor: Actor,
  query: Omit<TUserListQuery, 'page' | 'limit'>,
) {
  const scope = schoolScope(actor, 'users:read:platform', query.schoolId);
  const filters: (SQL | undefined)[] = [
    scope.schoolId ? eq(users.schoolId, scope.schoolId) : undefined,
  ];
  // One trigram-indexed column holds name, e-mail, matric/staff number, JAMB number and phone.
  if (query.q) filters.push(like(users.searchText, `%${escapeLike(query.q.toLowerCase())}%`));
  if (query.status) filters.push(eq(users.status, query.status));
  if (query.roles && query.roles.length > 0) {
    const roles = query.roles;
    filters.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), inArray(userRoles.role, roles))),
      ),
    );
  }
  return and(...filters);
}

/** Users of the actor's school (app admins: of every school, or the one asked for). */
export async function listUsers(
  ctx: ServiceContext,
  actor: Actor,
  query: TUserListQuery,
): Promise<TUserList> {
  const where = usersWhere(ctx.db, actor, query);
  return paginate(
    query,
    selectUserSummaries(ctx.db)
      .where(where)
      .orderBy(...orderByKeys(usersOrder)),
    ctx.db.$count(users, where),
    toSummary,
  );
}

/** One user the actor may see; another school's user is simply not found. */
async function findVisibleUser(
  db: DbOrTx,
  actor: Actor,
  userId: string,
  platformPermission: 'users:read:platform' | 'users:manage:platform',
) {
  const scope = schoolScope(actor, platformPermission);
  const [row] = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(
      and(eq(users.id, userId), scope.schoolId ? eq(users.schoolId, scope.schoolId) : undefined),
    )
    .limit(1);
  if (!row) throw new AppError('user_not_found');
  return row;
}

export async function getUser(ctx: ServiceContext, actor: Actor, userId: string) {
  return toSummary(await findVisibleUser(ctx.db, actor, userId, 'users:read:platform'));
}

/** Which roles this actor may give to a user of `schoolId` (null: a platform user). */
function assertGrantable(actor: Actor, roles: readonly TRoleKey[], schoolId: string | null) {
  const platform = can(actor, 'users:manage:platform');
  for (const role of roles) {
    if (role === 'appadmin') {
      if (!platform || schoolId !== null)
        throw new AppError('role_not_grantable', {
          detail: 'Only a platform administrator can make another, and not inside a school.',
        });
    } else if (!(schoolRoleKeys as readonly string[]).includes(role) || schoolId === null) {
      throw new AppError(schoolId === null ? 'school_required' : 'role_not_grantable');
    }
  }
}

async function queueInvitation(
  ctx: ServiceContext,
  tx: DbOrTx,
  actor: Actor,
  user: { id: string; name: string; email: string; schoolId: string | null },
) {
  const token = await issueAuthToken(tx, {
    purpose: 'reset_password',
    userId: user.id,
    ttlMinutes: TOKEN_MINUTES.invitation,
  });
  const [school] = user.schoolId
    ? await tx.select({ name: schools.name }).from(schools).where(eq(schools.id, user.schoolId))
    : [];
  const link = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.queue(
    tx,
    invitationMail({
      to: user.email,
      name: user.name,
      schoolId: user.schoolId,
      schoolName: school?.name ?? 'Campusflow',
      invitedBy: actor.name,
      link,
    }),
  );
}

/**
 * Creates a staff account (or, for app admins, any account) without a password and e-mails an
 * invitation to choose one.
 */
export async function createUser(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateUserRequest,
  audit: AuditContext,
): Promise<TUserSummary> {
  const platform = can(actor, 'users:manage:platform');
  const schoolId = platform ? (input.schoolId ?? null) : actor.schoolId;
  const roles = [...new Set(input.roles)];
  assertGrantable(actor, roles, schoolId);
  if (schoolId) {
    const [school] = await ctx.db
      .select({ id: schools.id })
      .from(schools)
      .where(eq(schools.id, schoolId));
    if (!school)
      throw new AppError('school_not_found', {
        errors: [{ field: 'body.schoolId', message: 'Choose a school from the list.' }],
      });
  }
  const created = await inTransaction(ctx.db, async (tx) => {
    if (await emailTaken(tx, input.email, schoolId)) {
      throw new AppError('email_taken', {
        errors: [{ field: 'body.email', message: 'This e-mail address is already in use.' }],
      });
    }
    const [user] = await tx
      .insert(users)
      .values({
        schoolId,
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        gender: input.gender ?? null,
        userOrgId: input.userOrgID ?? null,
        regBy: actor.userId,
        authAccountCreated: false,
        emailVerified: false,
      })
      .returning();
    if (!user) throw new Error('user insert returned nothing');
    await tx
      .insert(userRoles)
      .values(roles.map((role) => ({ userId: user.id, role, schoolId, grantedBy: actor.userId })));
    await queueInvitation(ctx, tx, actor, {
      id: user.id,
      name: user.name,
      email: input.email,
      schoolId,
    });
    await queueRoleGrantNotices(ctx, tx, actor, {
      schoolId,
      grantee: { id: user.id, name: user.name, email: input.email },
      roles,
    });
    await recordAudit(tx, audit, {
      action: 'user.create',
      entityType: 'user',
      entityId: user.id,
      schoolId,
      after: { name: user.name, email: user.email, roles },
    });
    return user;
  });
  void ctx.mailer.kick();
  return getUser(ctx, actor, created.id);
}

export async function updateRoles(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  input: TUpdateRolesRequest,
  audit: AuditContext,
): Promise<TUserSummary> {
  const roles = [...new Set(input.roles)];
  await inTransaction(ctx.db, async (tx) => {
    const row = await findVisibleUser(tx, actor, userId, 'users:manage:platform');
    const before = parseRoles(row.roles);
    // Both what is taken away and what is given must be within the actor's power.
    assertGrantable(
      actor,
      [...new Set([...before, ...roles])].filter((r) => before.includes(r) !== roles.includes(r)),
      row.user.schoolId,
    );
    if (
      userId === actor.userId &&
      actor.role &&
      before.includes(actor.role) &&
      !roles.includes(actor.role)
    ) {
      throw new AppError('own_admin_role');
    }
    // Money roles are granted by someone else, so no administrator pays themselves unseen.
    if (userId === actor.userId && roles.some((r) => !before.includes(r) && isMoneyRole(r))) {
      throw new AppError('own_money_role');
    }
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await tx.insert(userRoles).values(
      roles.map((role) => ({
        userId,
        role,
        schoolId: row.user.schoolId,
        grantedBy: actor.userId,
      })),
    );
    await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
    await queueRoleGrantNotices(ctx, tx, actor, {
      schoolId: row.user.schoolId,
      grantee: row.user,
      roles: roles.filter((role) => !before.includes(role)),
    });
    await recordAudit(tx, audit, {
      action: 'user.roles_change',
      entityType: 'user',
      entityId: userId,
      schoolId: row.user.schoolId,
      before: { roles: before },
      after: { roles },
    });
  });
  void ctx.mailer.kick();
  return getUser(ctx, actor, userId);
}

export async function updateStatus(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  input: TUpdateStatusRequest,
  audit: AuditContext,
): Promise<TUserSummary> {
  if (userId === actor.userId) throw new AppError('own_account_status');
  await inTransaction(ctx.db, async (tx) => {
    const row = await findVisibleUser(tx, actor, userId, 'users:manage:platform');
    if (parseRoles(row.roles).includes('appadmin') && !can(actor, 'users:manage:platform')) {
      throw new AppError('forbidden');
    }
    if (row.user.status === input.status) return;
    await tx
      .update(users)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (input.status === 'suspended') await revokeUserSessions(tx, userId);
    await recordAudit(tx, audit, {
      action: input.status === 'suspended' ? 'user.suspend' : 'user.reactivate',
      entityType: 'user',
      entityId: userId,
      schoolId: row.user.schoolId,
      before: { status: row.user.status },
      after: { status: input.status, ...(input.reason ? { reason: input.reason } : {}) },
    });
  });
  return getUser(ctx, actor, userId);
}

export async function resendInvitation(
  ctx: ServiceContext,
  actor: Actor,
  userId: string,
  audit: AuditContext,
): Promise<string> {
  await inTransaction(ctx.db, async (tx) => {
    const { user } = await findVisibleUser(tx, actor, userId, 'users:manage:platform');
    if (user.passwordHash || user.legacyPasswordSha256 || !user.email)
      throw new AppError('invitation_not_needed');
    await queueInvitation(ctx, tx, actor, {
      id: user.id,
      name: user.name,
      email: user.email,
      schoolId: user.schoolId,
    });
    await recordAudit(tx, audit, {
      action: 'user.invitation_sent',
      entityType: 'user',
      entityId: user.id,
      schoolId: user.schoolId,
    });
  });
  void ctx.mailer.kick();
  return 'The invitation has been sent again.';
}

/** How many users hold each role, and how many are suspended, for the admin home page. */
export async function userCounts(ctx: ServiceContext, actor: Actor) {
  return countUsers(ctx.db, schoolScope(actor, 'users:read:platform').schoolId);
}
