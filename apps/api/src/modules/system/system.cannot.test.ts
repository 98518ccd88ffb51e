import { CLIENT_ERROR_REPORT_PATH } from '@campusflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataFingerprint } from '@/test/data-fingerprint.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What nobody must do with the system endpoints (health, public configuration, client error
// reports): learn a secret or who is on the platform, or write through another site.
// Also here elsewhere: system.test.ts (the secret key never in /api/config, bad reports).

const t = useTestApp({
  PAYSTACK_PUBLIC_KEY: 'pk_test_cannot',
  PAYSTACK_SECRET_KEY: 'sk_test_cannot',
});
let schoolId: string;
let appAdmin: Client;
let appAdminId: string;
const report = { message: 'TypeError: x is undefined', path: '/dashboard' };

beforeAll(async () => {
  schoolId = (await t.school()).id;
  const admin = await t.person(null, 'appadmin');
  appAdmin = admin.client;
  appAdminId = admin.user.id;
});

describe('the public configuration and the health check', () => {
  it('are the same for a platform administrator as for a visitor, and hold no secret', async () => {
    const visitor = await t.app.inject('/api/config');
    const admin = await appAdmin('/api/config');
    expect(admin.json()).toEqual(visitor.json());
    expect(visitor.json().paymentPublicKey).toBe('pk_test_cannot');
    expect(admin.body).not.toContain('sk_test_cannot');
  });

  it('say nothing of schools or people', async () => {
    const health = await appAdmin('/api/health');
    expect(Object.keys(health.json()).sort()).toEqual(['build', 'database', 'status', 'version']);
  });
});

describe('client error reports', () => {
  const post = (headers: Record<string, string>, client?: Client) => {
    const request = { method: 'POST' as const, url: CLIENT_ERROR_REPORT_PATH, payload: report };
    return client ? client({ ...request, headers }) : t.app.inject({ ...request, headers });
  };

  it('cannot be sent through a visitor’s browser by another site, and write nothing', async () => {
    const scope = { schoolIds: [schoolId], actorIds: [appAdminId] };
    const before = await dataFingerprint(t.database, scope);
    const foreign = await post({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('cross_origin_request');
    const crossSite = await post({ 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const signedInElsewhere = await post({ origin: 'https://evil.example' }, appAdmin);
    expect(signedInElsewhere.statusCode).toBe(403);
    expect((await post({}, appAdmin)).statusCode).toBe(202);
    expect(await dataFingerprint(t.database, scope)).toEqual(before);
  });
});
