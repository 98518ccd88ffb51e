import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessions } from '@/modules/identity/identity.tables.ts';
import { cookieOf, createSchool, createUser, signIn } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  t = await createTestApp(env);
  return t;
}

async function signedIn(app: TestApp) {
  const school = await createSchool(app.database.db);
  const user = await createUser(app.database.db, { schoolId: school.id, roles: ['teacher'] });
  const response = await signIn(app.app, user.email ?? '');
  return { user, response, cookie: cookieOf(response) };
}

const me = (app: TestApp, cookie: string) =>
  app.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });

async function setLastSeen(app: TestApp, userId: string, secondsAgo: number) {
  await app.database.db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - secondsAgo * 1000) })
    .where(eq(sessions.userId, userId));
}

describe('the session cookie', () => {
  it('is Secure, HttpOnly and SameSite=Lax in production, even behind an http URL', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      APP_SECRET: 'a-production-secret-of-32-characters-or-more',
      PUBLIC_URL: 'http://portal.internal:3000',
    });
    const { response } = await signedIn(app);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^cf_session=[\w-]{40,};/);
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    const out = await app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { cookie: cookieOf(response), origin: 'http://portal.internal:3000' },
    });
    expect(String(out.headers['set-cookie'])).toContain('Secure');
  });

  it('is Secure when the public URL is https', async () => {
    const app = await appWith({ PUBLIC_URL: 'https://portal.example.edu.ng' });
    const { response } = await signedIn(app);
    expect(String(response.headers['set-cookie'])).toContain('Secure');
  });

  it('is not Secure in development over plain http (the browser would drop it)', async () => {
    const app = await appWith({ NODE_ENV: 'development', SEED_DEMO: 'false', LOG_LEVEL: 'silent' });
    const { response } = await signedIn(app);
    expect(String(response.headers['set-cookie'])).not.toContain('Secure');
  });
});

describe('session limits from the configuration', () => {
  it('SESSION_IDLE_MINUTES ends a session idle that long', async () => {
    const app = await appWith({ SESSION_IDLE_MINUTES: '1' });
    const { user, cookie } = await signedIn(app);
    await setLastSeen(app, user.id, 2 * 60);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });

  it('keeps a session in use alive under a short idle limit', async () => {
    const app = await appWith({ SESSION_IDLE_MINUTES: '1' });
    const { user, cookie } = await signedIn(app);
    // Seen 45 s ago: still live, and this request must count as activity, or the session
    // would die 15 s from now however busy the user is.
    await setLastSeen(app, user.id, 45);
    expect((await me(app, cookie)).statusCode).toBe(200);
    const [row] = await app.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(10_000);
  });

  it('SESSION_MAX_HOURS sets the absolute lifetime and the cookie age', async () => {
    const app = await appWith({ SESSION_MAX_HOURS: '2' });
    const { user, response } = await signedIn(app);
    expect(String(response.headers['set-cookie'])).toContain('Max-Age=7200');
    const [row] = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(2 * 3_600_000);
  });

  it('the defaults are 30 minutes idle and 12 hours in all', async () => {
    const app = await appWith({});
    expect(app.config.session).toEqual({ idleMinutes: 30, maxHours: 12 });
    const { user, cookie, response } = await signedIn(app);
    expect(String(response.headers['set-cookie'])).toContain(`Max-Age=${12 * 3600}`);
    await setLastSeen(app, user.id, 29 * 60);
    expect((await me(app, cookie)).statusCode).toBe(200);
    await setLastSeen(app, user.id, 31 * 60);
    expect((await me(app, cookie)).statusCode).toBe(401);
  });
});
