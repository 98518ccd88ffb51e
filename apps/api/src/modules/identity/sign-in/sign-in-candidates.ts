import { normalizePhone } from '@campusflow/contracts';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import { signInDevices, users } from '@/modules/identity/identity.tables.ts';
import {
  profileSchoolColumns,
  rolesOfUser,
  type sessionUserOf,
} from '@/modules/identity/user-profile.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import { preparedPerDatabase } from '@/platform/db/prepared.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type CandidateSchool = { id: string; name: string; code: string };

export type Candidate = {
  user: typeof users.$inferSelect;
  roles: string[];
  school: CandidateSchool | null;
  /** The school's record as the profile shows it: a sign-in answers with it, read here. */
  profileSchool: Parameters<typeof sessionUserOf>[2];
  matchedBy: 'email' | 'userOrgId' | 'jambNo' | 'phone';
  /** Whether the account has signed in from the browser asking (its `cf_device` cookie). */
  knownDevice: boolean;
};

/** Spec section 5: an identifier containing @ is an e-mail; anything else a unique ID. */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

const schoolId = sql.placeholder('schoolId');
const deviceHash = sql.placeholder('deviceHash');

/**
 * The accounts an identifier may mean, with their roles, their school and whether they signed in
 * from this browser, as one prepared statement: one shape for every school filter and browser
 * (a null school or device hash matches every school, and no browser), so each pooled
 * connection plans it once. Every sign-in of a rush runs it.
 */
const candidatesQuery = (db: DbOrTx, match: SQL | undefined, name: string) =>
  db
    .select({
      user: users,
      roles: rolesOfUser(),
      school: {
        ...profileSchoolColumns,
        id: schools.id,
        code: schools.code,
        status: schools.status,
      },
      knownDevice: sql<boolean>`exists (select 1 from ${signInDevices} where ${signInDevices.userId} = ${users.id} and ${signInDevices.deviceHash} = ${deviceHash})`,
    })
    .from(users)
    .leftJoin(schools, eq(schools.id, users.schoolId))
    .where(sql`${match} and (${schoolId}::uuid is null or ${users.schoolId} = ${schoolId}::uuid)`)
    .limit(50)
    .prepare(name);

const byEmail = preparedPerDatabase((db) =>
  candidatesQuery(
    db,
    eq(sql`lower(${users.email})`, sql.placeholder('email')),
    'sign_in_candidates_by_email',
  ),
);

const byUniqueId = preparedPerDatabase((db) =>
  candidatesQuery(
    db,
    or(
      eq(sql`upper(${users.userOrgId})`, sql.placeholder('uniqueId')),
      eq(sql`upper(${users.jambNo})`, sql.placeholder('uniqueId')),
      eq(users.phone, sql.placeholder('phone')),
    ),
    'sign_in_candidates_by_unique_id',
  ),
);

/** Every account the identifier may mean, in an active school or none (app admins). */
export async function findCandidates(
  db: DbOrTx,
  identifier: string,
  school: string | undefined,
  deviceToken: string | null,
): Promise<Candidate[]> {
  const email = isEmailIdentifier(identifier);
  const common = {
    schoolId: school ?? null,
    deviceHash: deviceToken ? hashToken(deviceToken) : null,
  };
  const rows = email
    ? await byEmail(db).execute({ ...common, email: identifier.toLowerCase() })
    : await byUniqueId(db).execute({
        ...common,
        uniqueId: identifier.toUpperCase(),
        phone: normalizePhone(identifier),
      });
  return rows
    .filter((row) => row.school === null || row.school.status === 'active')
    .map((row) => ({
      user: row.user,
      roles: row.roles,
      school: row.school
        ? { id: row.school.id, name: row.school.name, code: row.school.code }
        : null,
      profileSchool: row.school,
      knownDevice: row.knownDevice,
      matchedBy: email
        ? 'email'
        : row.user.userOrgId?.toUpperCase() === identifier.toUpperCase()
          ? 'userOrgId'
          : row.user.jambNo?.toUpperCase() === identifier.toUpperCase()
            ? 'jambNo'
            : 'phone',
    }));
}
