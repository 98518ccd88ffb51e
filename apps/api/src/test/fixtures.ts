import { randomUUID } from 'node:crypto';
import type { TRoleKey } from '@campusflow/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { hashPassword, sha256Hex } from '@/platform/auth/passwords.ts';
import type { Db } from '@/platform/db/database.ts';

export const PASSWORD = 'Correct-horse-9';

let hashed: Promise<string> | undefined;
/** One argon2id hash of PASSWORD for every fixture user (hashing costs ~30 ms each). */
function passwordHash() {
  hashed ??= hashPassword(PASSWORD);
  return hashed;
}

/** A short tag unique to this run and call, for codes and e-mails on a shared database. */
export function uniqueTag(): string {
  return randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase();
}

export async function createSchool(db: Db, overrides: Partial<typeof schools.$inferInsert> = {}) {
  const tag = uniqueTag();
  const [school] = await db
    .insert(schools)
    .values({ code: `S${tag}`, name: `Test School ${tag}`, ...overrides })
    .returning();
  if (!school) throw new Error('school insert failed');
  return school;
}

type UserSpec = {
  schoolId: string | null;
  roles: TRoleKey[];
  email?: string | null;
  name?: string;
  status?: 'active' | 'suspended';
  /** Pre-registered: store this as the spec's SHA-256 initial password instead. */
  legacyPassword?: string;
  userOrgId?: string;
  jambNo?: string;
  phone?: string;
};

export async function createUser(db: Db, spec: UserSpec) {
  const tag = uniqueTag().toLowerCase();
  const legacy = spec.legacyPassword !== undefined;
  const [user] = await db
    .insert(users)
    .values({
      schoolId: spec.schoolId,
      name: spec.name ?? `User ${tag}`,
      email: spec.email === undefined ? (legacy ? null : `${tag}@example.test`) : spec.email,
      status: spec.status ?? 'active',
      passwordHash: legacy ? null : await passwordHash(),
      legacyPasswordSha256: legacy ? sha256Hex(spec.legacyPassword ?? '') : null,
      authAccountCreated: !legacy,
      emailVerified: !legacy,
      userOrgId: spec.userOrgId ?? null,
      jambNo: spec.jambNo ?? null,
      phone: spec.phone ?? null,
    })
    .returning();
  if (!user) throw new Error('user insert failed');
  if (spec.roles.length > 0) {
    await db
      .insert(userRoles)
      .values(spec.roles.map((role) => ({ userId: user.id, role, schoolId: spec.schoolId })));
  }
  return user;
}

export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (!first) throw new Error(`no cookie set (status ${response.statusCode}): ${response.body}`);
  return first.split(';')[0] ?? '';
}

export async function signIn(
  app: FastifyInstance,
  identifier: string,
  password = PASSWORD,
  schoolId?: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { identifier, password, ...(schoolId ? { schoolId } : {}) },
  });
  return response;
}

/**
 * A signed-in client: inject with the session cookie and, optionally, a role header. It
 * sends the portal's own Origin as a browser would (a signed-in change without one is
 * refused as CSRF); a test may pass its own `origin` header to act as another site.
 */
export async function clientFor(app: FastifyInstance, email: string, role?: TRoleKey) {
  const response = await signIn(app, email);
  const cookie = cookieOf(response);
  const origin = new URL(app.config.publicUrl).origin;
  return (options: InjectOptions | string) => {
    const base: InjectOptions = typeof options === 'string' ? { url: options } : options;
    return app.inject({
      ...base,
      headers: { origin, ...(base.headers ?? {}), cookie, ...(role ? { 'x-role': role } : {}) },
    });
  };
}

/**
 * A random private client address. Sign-in and password-reset limits count per address, and
 * every injected request comes from 127.0.0.1 (on PostgreSQL, for every test file at once):
 * a request from an address of its own is held only to its identifier's budget.
 */
export function anyClientIp(): string {
  return `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
}
