import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/modules/identity/identity.tables.ts';
import { createSchool, createUser, PASSWORD } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

// Whose X-Forwarded-For is believed decides the address that sign-in limits, sessions and
// audit rows use: a forged header must not pick it (issue: forged client addresses).

async function sessionIpAfterSignIn(t: TestApp, headers: Record<string, string>) {
  const school = await createSchool(t.database.db);
  const user = await createUser(t.database.db, { schoolId: school.id, roles: ['teacher'] });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: '10.9.8.7',
    headers,
    payload: { identifier: user.email, password: PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.database.db
    .select({ ip: sessions.ip })
    .from(sessions)
    .where(eq(sessions.userId, user.id));
  return row?.ip;
}

describe('client address', () => {
  describe('with no trusted proxy (the default), even in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(32) });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For and uses the connection’s address', async () => {
      expect(t.config.trustProxy).toBe(false);
      expect(await sessionIpAfterSignIn(t, { 'x-forwarded-for': '203.0.113.5' })).toBe('10.9.8.7');
    });
  });

  describe('with TRUST_PROXY naming the proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '10.9.8.7, 10.0.0.0/8' });
    });
    afterAll(() => t.close());

    it('believes the header from that proxy', async () => {
      expect(await sessionIpAfterSignIn(t, { 'x-forwarded-for': '203.0.113.5' })).toBe(
        '203.0.113.5',
      );
    });
  });

  describe('with TRUST_PROXY as a hop count', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1' });
    });
    afterAll(() => t.close());

    it('takes the address one hop back, not what the client wrote first', async () => {
      expect(
        await sessionIpAfterSignIn(t, { 'x-forwarded-for': '198.51.100.1, 203.0.113.5' }),
      ).toBe('203.0.113.5');
    });
  });
});
