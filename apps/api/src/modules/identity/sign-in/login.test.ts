import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import {
  cookieOf,
  createSchool,
  createUser,
  PASSWORD,
  signIn,
  uniqueTag,
} from '@/test/fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Many deliberate failures here come from one address (127.0.0.1); the limits themselves
// are tested below and in sign-in-throttle.test.ts, each on an app of its own.
const t = useTestApp({ SIGN_IN_MAX_FAILURES: '100' });
let school: Awaited<ReturnType<typeof createSchool>>;
beforeAll(async () => {
  school = await createSchool(t.database.db);
});

/** The reasons of the failed sign-ins the audit log holds for a user, sorted. */
async function failureReasons(userId: string): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, 'auth.sign_in_failed')));
  return rows.map((r) => (r.after as { reason: string }).reason).sort();
}

describe('e-mail sign-in', () => {
  it('signs a one-role user in and sends them to /dashboard', async () => {
    const user = await createUser(t.database.db, { schoolId: school.id, roles: ['bursar'] });
    const res = await signIn(t.app, user.email ?? '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'signed_in', next: '/dashboard' });
    expect(body.user).toMatchObject({
      uid: user.id,
      roles: { mainRoles: ['bursar'] },
      schoolId: school.id,
      schoolName: school.name,
      authAccountCreated: user.authAccountCreated,
      regBy: null,
    });
    expect(Date.parse(body.user.createdAt)).not.toBeNaN();
    expect(Date.parse(body.user.updatedAt)).not.toBeNaN();
    expect(body.user).not.toHaveProperty('password');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: cookieOf(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.uid).toBe(user.id);
  });

  it('matches the e-mail whatever its case', async () => {
    const user = await createUser(t.database.db, { schoolId: school.id, roles: ['teacher'] });
    const res = await signIn(t.app, (user.email ?? '').toUpperCase());
    expect(res.json().status).toBe('signed_in');
  });

  it('sends a user with several roles to /select-dashboard', async () => {
    const user = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['hos', 'teacher'],
    });
    const res = await signIn(t.app, user.email ?? '');
    expect(res.json()).toMatchObject({ status: 'signed_in', next: '/select-dashboard' });
    expect(res.json().user.roles.mainRoles).toEqual(['hos', 'teacher']);
  });

  it('refuses a wrong password with the spec message', async () => {
    const user = await createUser(t.database.db, { schoolId: school.id, roles: ['teacher'] });
    const res = await signIn(t.app, user.email ?? '', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe(
      'Incorrect password. Please try again or contact an administrator.',
    );
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an unknown identifier with the spec message', async () => {
    const res = await signIn(t.app, `nobody-${uniqueTag()}@example.test`);
    expect(res.statusCode).toBe(404);
    expect(res.json().detail).toBe('User not found. Please contact an administrator.');
  });

  it('refuses a suspended account after checking the password', async () => {
    const user = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['teacher'],
      status: 'suspended',
    });
    expect((await signIn(t.app, user.email ?? '', 'wrong')).json().code).toBe('incorrect_password');
    const res = await signIn(t.app, user.email ?? '');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_suspended');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await failureReasons(user.id)).toEqual(['account_suspended', 'incorrect_password']);
  });

  it('records sign-ins and failed sign-ins in the audit log', async () => {
    const user = await createUser(t.database.db, { schoolId: school.id, roles: ['teacher'] });
    await signIn(t.app, user.email ?? '', 'wrong');
    await signIn(t.app, user.email ?? '');
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['auth.sign_in', 'auth.sign_in_failed']);
    expect(rows.every((r) => r.schoolId === school.id)).toBe(true);
    const signedIn = rows.find((r) => r.action === 'auth.sign_in');
    expect(signedIn).toMatchObject({
      actorUserId: user.id,
      actorName: user.name,
      entityType: 'user',
      before: null,
      after: null,
    });
    expect(signedIn?.ip).toBeTruthy();
  });
});

describe('unique-ID sign-in (spec section 5)', () => {
  async function preRegistered(overrides: { schoolId?: string } = {}) {
    const tag = uniqueTag();
    return createUser(t.database.db, {
      schoolId: overrides.schoolId ?? school.id,
      roles: ['student'],
      legacyPassword: 'first-0001',
      userOrgId: `T/${tag}/0001`,
      jambNo: `${tag}AB`,
      phone: `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
    });
  }

  it('matches userOrgID, jambNo or phone, and leads a first sign-in to account setup', async () => {
    const user = await preRegistered();
    for (const identifier of [
      user.userOrgId ?? '',
      (user.userOrgId ?? '').toLowerCase(),
      user.jambNo ?? '',
      user.phone ?? '',
      `+234 ${(user.phone ?? '').slice(1)}`,
    ]) {
      const res = await signIn(t.app, identifier, 'first-0001');
      expect(res.statusCode, identifier).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'account_setup',
        next: '/account-setup',
        name: user.name,
      });
      expect(body.pendingUserId).toMatch(/^[\w-]{40,}$/);
      // Not signed in: no session cookie.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a wrong initial password', async () => {
    const user = await preRegistered();
    const res = await signIn(t.app, user.userOrgId ?? '', 'first-9999');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('incorrect_password');
  });

  async function atTwoSchools(passwords: [string, string]) {
    const other = await createSchool(t.database.db, { name: `Another School ${uniqueTag()}` });
    const jamb = `${uniqueTag()}XY`;
    const users = await Promise.all(
      [school.id, other.id].map((schoolId, i) =>
        createUser(t.database.db, {
          schoolId,
          roles: ['student'],
          legacyPassword: passwords[i] ?? '',
          jambNo: jamb,
        }),
      ),
    );
    return { other, jamb, users };
  }

  it('asks for the school when the password opens the ID in several', async () => {
    const { other, jamb } = await atTwoSchools(['same-1', 'same-1']);
    const res = await signIn(t.app, jamb, 'same-1');
    expect(res.json().status).toBe('choose_school');
    expect(
      res
        .json()
        .schools.map((s: { id: string }) => s.id)
        .sort(),
    ).toEqual([school.id, other.id].sort());
    const chosen = await signIn(t.app, jamb, 'same-1', other.id);
    expect(chosen.json().status).toBe('account_setup');
  });

  it('names no school before the password is right, and skips the picker when it opens one', async () => {
    const { other, jamb, users } = await atTwoSchools(['p1', 'p2']);
    const wrong = await signIn(t.app, jamb, 'neither');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().detail).toBe(
      'Incorrect password. Please try again or contact an administrator.',
    );
    expect(wrong.body).not.toContain(other.name);
    expect(wrong.body).not.toContain(school.name);
    // The wrong guess is a failed sign-in like any other.
    const failed = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(failed.some((r) => (r.after as { identifier?: string }).identifier === jamb)).toBe(true);

    const one = await signIn(t.app, jamb, 'p2');
    expect(one.json()).toMatchObject({ status: 'account_setup', name: users[1]?.name });
    const wrongSchool = await signIn(t.app, jamb, 'p2', school.id);
    expect(wrongSchool.json().code).toBe('incorrect_password');
  });

  it('tells a user whose account is set up to use their e-mail', async () => {
    const user = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['student'],
      userOrgId: `T/${uniqueTag()}`,
    });
    const res = await signIn(t.app, user.userOrgId ?? '', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'Please use your email address to login. If you forgot your email, contact an administrator.',
    );
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await failureReasons(user.id)).toEqual(['use_email_to_login']);
  });
});

describe('failed sign-ins are rate-limited', () => {
  it('per account, with a clear 429 and Retry-After, even for the right password', async () => {
    const limited = await createTestApp({
      SIGN_IN_ACCOUNT_FAILURES: '3',
      SIGN_IN_FIRST_DELAY_SECONDS: '900',
    });
    try {
      const s = await createSchool(limited.database.db);
      const user = await createUser(limited.database.db, { schoolId: s.id, roles: ['teacher'] });
      // Each attempt from its own address, so only the account's counter is at work (a
      // shared PostgreSQL test database also holds other files' failures from 127.0.0.1).
      const attempt = (password: string, n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: `10.77.${n}.${Math.floor(Math.random() * 250)}`,
          payload: { identifier: user.email, password },
        });
      for (let i = 0; i < 3; i++) {
        expect((await attempt('nope', i)).statusCode).toBe(401);
      }
      const blocked = await attempt(PASSWORD, 9);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().detail).toBe(
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    } finally {
      await limited.close();
    }
  });

  it('per IP address, across identifiers', async () => {
    const limited = await createTestApp({ SIGN_IN_ADDRESS_IDENTIFIERS: '3' });
    try {
      const attempt = (n: number, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          remoteAddress: ip,
          payload: { identifier: `ghost${n}-${uniqueTag()}@example.test`, password: 'x' },
        });
      const ip = `10.9.${Math.floor(Math.random() * 250)}.7`;
      for (let i = 0; i < 3; i++) expect((await attempt(i, ip)).statusCode).toBe(404);
      expect((await attempt(9, ip)).statusCode).toBe(429);
      expect((await attempt(10, `${ip}1`)).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });
});

describe('bad sign-in input', () => {
  it('names the missing fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { identifier: ' ' },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['body.identifier', 'body.password']);
  });
});
