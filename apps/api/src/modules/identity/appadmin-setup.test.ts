import { describe, expect, it } from 'vitest';
import { uniqueTag } from '../../test/fixtures.ts';
import { createTestApp } from '../../test/test-app.ts';

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
        expect(first.json().user.mainRoles).toEqual(['appadmin']);
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
});
