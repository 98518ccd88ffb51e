import { type TRoleKey, type TSessionUser, ZRoleKey } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import { schoolLogoUrl } from '@/modules/schools/schools.queries.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { preparedPerDatabase } from '@/platform/db/prepared.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { userRoles, users } from './identity.tables.ts';

export function passportUrl(userId: string, passportFileId: string | null): string | null {
  return passportFileId ? `/api/v1/users/${userId}/passport?v=${passportFileId}` : null;
}

/** Role keys from the database, dropping any this version does not know. */
export function parseRoles(values: readonly string[]): TRoleKey[] {
  return values.flatMap((value) => {
    const parsed = ZRoleKey.safeParse(value);
    return parsed.success ? [parsed.data] : [];
  });
}

/** SQL for the role list of the `users` row of the outer query, in a stable order. */
// Qualified by hand: drizzle leaves columns unqualified in a one-table query, and inside this
// subquery an unqualified name would mean the subquery's own table.
export const rolesOfUser = () =>
  sql<
    string[]
  >`coalesce(array(select ur.role from ${userRoles} ur where ur.user_id = "users"."id" order by ur.role), '{}')`;

type ProfileSchool = {
  name: string;
  address: string | null;
  logoFileId: string | null;
  email: string | null;
  phone: string | null;
};

/** The school columns a profile shows, for a query that reads the user's school. */
export const profileSchoolColumns = {
  name: schools.name,
  address: schools.address,
  logoFileId: schools.logoFileId,
  email: schools.email,
  phone: schools.phone,
};

/** A user with their school's record, for the profile: every page load's `auth/me`. */
const userWithSchool = preparedPerDatabase((db) =>
  db
    .select({
      user: users,
      roles: rolesOfUser(),
      school: profileSchoolColumns,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_school'),
);

/**
 * The profile the web app works with, with the school's name, address, logo, e-mail and phone
 * taken from the school record (spec section 3), from a users row read with its roles and school.
 */
export function sessionUserOf(
  user: typeof users.$inferSelect,
  roles: readonly string[],
  school: ProfileSchool | null,
): TSessionUser {
  return {
    uid: user.id,
    email: user.email,
    name: user.name,
    schoolId: user.schoolId,
    roles: { mainRoles: parseRoles(roles) },
    gender: user.gender,
    regBy: user.regBy,
    createdAt: user.createdAt.toISOString(),
    status: user.status,
    userOrgID: user.userOrgId,
    jambNo: user.jambNo,
    aggregate: user.aggregate,
    phone: user.phone,
    authAccountCreated: user.authAccountCreated,
    emailVerified: user.emailVerified,
    updatedAt: user.updatedAt.toISOString(),
    schoolName: school?.name ?? null,
    schoolAddress: school?.address ?? null,
    schoolLogo: user.schoolId && school ? schoolLogoUrl(user.schoolId, school.logoFileId) : null,
    schoolEmail: school?.email ?? null,
    schoolPhone: school?.phone ?? null,
    hasPassport: user.passportFileId !== null,
    passportUrl: passportUrl(user.id, user.passportFileId),
  };
}

/** The profile of a user, read now; null when the user does not exist. */
export async function loadSessionUser(db: DbOrTx, userId: string): Promise<TSessionUser | null> {
  const [row] = await userWithSchool(db).execute({ userId });
  return row ? sessionUserOf(row.user, row.roles, row.school) : null;
}
