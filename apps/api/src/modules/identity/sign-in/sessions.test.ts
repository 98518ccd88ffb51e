import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@/modules/identity/identity.tables.ts';
import { cookieOf, createSchool, createUser, signIn } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

async function signedInUser(roles: Parameters<typeof createUser>[1]['roles'] = ['teacher']) {
  const user = await createUser(t.database.db, { schoolId, roles });
  const cookie = cookieOf(await signIn(t.app, user.email ?? ''));
  return { user, cookie };
}

const me = (cookie: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { cookie, ...headers } });

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const { user, cookie } = await signedInUser();
    const token = cookie.split('=')[1] ?? '';
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('me without a session is 401 with the spec message', async () => {
    const res = await t.app.inject('/api/v1/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('User not authenticated.');
    expect((await me('cf_session=made-up-token')).statusCode).toBe(401);
  });

  it('logout ends the session and clears the cookie', async () => {
    const { cookie } = await signedInUser();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/cf_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires after the idle time and after the absolute lifetime', async () => {
    const idle = await signedInUser();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, idle.user.id));
    expect((await me(idle.cookie)).statusCode).toBe(401);

    const old = await signedInUser();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, old.user.id));
    expect((await me(old.cookie)).statusCode).toBe(401);
  });

  it('signs out a user whose profile no longer exists, with the spec message', async () => {
    const { user, cookie } = await signedInUser();
    await t.database.db.delete(users).where(eq(users.id, user.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('User profile not found.');
    expect(String(res.headers['set-cookie'])).toMatch(/cf_session=;/);
  });

  it('ends the session of a user who is suspended meanwhile', async () => {
    const { user, cookie } = await signedInUser();
    await t.database.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_suspended');
  });
});

describe('cross-site requests (CSRF)', () => {
  it('refuses a state-changing request from another origin', async () => {
    const { cookie } = await signedInUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('cross_origin_request');
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('accepts the portal own origin and same-host requests', async () => {
    const { cookie } = await signedInUser();
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: { cookie, origin: t.config.publicUrl },
    });
    expect(own.statusCode).toBe(200);
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: { cookie, origin: 'http://192.168.1.50:3000', host: '192.168.1.50:3000' },
    });
    expect(sameHost.statusCode).toBe(200);
  });

  it('refuses a cross-site fetch that sends no Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'sec-fetch-site': 'cross-site' },
      payload: { identifier: 'a@b.c', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the selected role', () => {
  it('is refused when not held, on the signed-in user’s own routes too', async () => {
    const { cookie } = await signedInUser(['teacher']);
    for (const role of ['appadmin', 'bursar']) {
      const res = await me(cookie, { 'x-role': role });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('role_not_held');
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: { cookie, origin: t.config.publicUrl, 'x-role': 'appadmin' },
      payload: { currentPassword: 'x', newPassword: 'Another-horse-9' },
    });
    expect(changed.json().code).toBe('role_not_held');
    expect((await me(cookie, { 'x-role': 'teacher' })).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('does not stop the user signing out', async () => {
    const { cookie } = await signedInUser(['teacher']);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie, origin: t.config.publicUrl, 'x-role': 'appadmin' },
    });
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
