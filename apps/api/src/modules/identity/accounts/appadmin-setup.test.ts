import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles } from '@/modules/identity/identity.tables.ts';
import { isolatedTestApp } from '@/modules/identity/isolated-test-app.ts';
import { auditRowsOf, withoutIdentity } from '@/test/audit-rows.ts';
import { signIn, uniqueTag } from '@/test/fixtures.ts';
import { createTestApp } from '@/test/test-app.ts';

const admin = () => ({
  name: 'Platform Operator',
  email: `ops-${uniqueTag().toLowerCase()}@campusflow.test`,
  password: 'Operator-pass-1',
});

describe('registering a platform administrator', () => {
  it('is open until one exists, then only with the setup token', async () => {
    const token = 'a-setup-token-that-is-long-enough';
    const t = await createTestApp({ SETUP_TOKEN: token });
    try {
      const post = (payload: Record<string, unknown>) =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/register-appadmin', payload });
      const status = async () => (await t.app.inject('/api/v1/auth/appadmin-setup')).json().open;
      if (await status()) {
        const first = await post(admin());
        expect(first.statusCode).toBe(201);
        expect(first.json().user.roles.mainRoles).toEqual(['appadmin']);
        expect(first.json().user.schoolId).toBeNull();
      }
      expect(await status()).toBe(false);
      const refused = await post(admin());
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('setup_not_allowed');
      expect(
        (await post({ ...admin(), setupToken: 'wrong-token-wrong-token-wrong' })).statusCode,
      ).toBe(403);
      const withToken = await post({ ...admin(), setupToken: token });
      expect(withToken.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('lets only one of two simultaneous first registrations through', async () => {
    const t = await isolatedTestApp();
    try {
      expect((await t.app.inject('/api/v1/auth/appadmin-setup')).json().open).toBe(true);
      const post = () =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/register-appadmin', payload: admin() });
      const results = await Promise.all([post(), post()]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 403]);
      const refused = results.find((r) => r.statusCode === 403);
      expect(refused?.json()).toMatchObject({
        code: 'setup_not_allowed',
        detail:
          'A platform administrator already exists. Ask them to add you, or use the setup token.',
      });
      const admins = await t.database.db
        .select()
        .from(userRoles)
        .where(eq(userRoles.role, 'appadmin'));
      expect(admins).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('signs the new administrator in with the same audit row as a sign-in', async () => {
    const token = 'another-setup-token-long-enough';
    const t = await createTestApp({ SETUP_TOKEN: token });
    try {
      const input = admin();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register-appadmin',
        payload: { ...input, setupToken: token },
      });
      expect(res.statusCode).toBe(201);
      const userId = res.json().user.uid as string;
      const signInRows = () => auditRowsOf(t.database.db, 'auth.sign_in', userId);
      const [onRegister] = await signInRows();
      expect(onRegister).toMatchObject({
        actorUserId: userId,
        actorName: 'Platform Operator',
        schoolId: null,
        entityType: 'user',
      });

      // A later sign-in with the password writes the same kind of row.
      expect((await signIn(t.app, input.email, input.password)).statusCode).toBe(200);
      const rows = await signInRows();
      expect(rows).toHaveLength(2);
      expect(withoutIdentity(rows[0])).toEqual(withoutIdentity(rows[1]));
    } finally {
      await t.close();
    }
  });
});
