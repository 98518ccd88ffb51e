import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anyClientIp,
  clientFor,
  createSchool,
  createUser,
  PASSWORD,
  signIn,
  uniqueTag,
} from '@/test/fixtures.ts';
import { linkIn, type ReceivedMail, startSmtpSink } from '@/test/smtp-sink.ts';
import type { TestApp } from '@/test/test-app.ts';
import { users } from './identity.tables.ts';
import { isolatedTestApp } from './isolated-test-app.ts';

// Each identity mail goes out over a real SMTP connection; its link must do what it says.

const PORTAL = 'https://portal.example.edu.ng';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let school: Awaited<ReturnType<typeof createSchool>>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await isolatedTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: PORTAL });
  school = await createSchool(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: anyClientIp() });

/** The first message the SMTP server received for this address. */
async function deliveredTo(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find((m) => m.to.includes(address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail delivered to ${address}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The Subject header, unfolded. */
function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw);
  return (match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ');
}

/** The token of the portal link to `path` in the message. */
function tokenIn(mail: ReceivedMail, path: string): string {
  const link = linkIn(mail.raw, path);
  expect(link.startsWith(`${PORTAL}${path}?token=`)).toBe(true);
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}

describe('identity mail over SMTP', () => {
  it('account setup sends a verification link that verifies the new address', async () => {
    const orgId = `MAIL/${uniqueTag()}`;
    const student = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['student'],
      legacyPassword: 'first-0042',
      userOrgId: orgId,
    });
    const pendingUserId = (await signIn(t.app, orgId, 'first-0042')).json().pendingUserId;
    const email = `setup.${uniqueTag().toLowerCase()}@student.test`;
    const res = await post('/api/v1/auth/account-setup', {
      pendingUserId,
      email,
      password: 'My-new-pass-1',
    });
    expect(res.statusCode).toBe(200);

    const mail = await deliveredTo(email);
    expect(mail.to).toEqual([email]);
    expect(subjectOf(mail.raw)).toBe('Verify your e-mail address for Campusflow');
    const token = tokenIn(mail, '/verify-email');

    const unverified = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(unverified[0]?.emailVerified).toBe(false);
    expect((await post('/api/v1/auth/verify-email', { token })).statusCode).toBe(200);
    const [verified] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    expect(verified).toMatchObject({ email, emailVerified: true });
  });

  it('forgot password sends a reset link whose token sets the new password', async () => {
    const teacher = await createUser(t.database.db, { schoolId: school.id, roles: ['teacher'] });
    const email = teacher.email ?? '';
    const forgot = await post('/api/v1/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(202);

    const mail = await deliveredTo(email);
    expect(mail.to).toEqual([email]);
    expect(subjectOf(mail.raw)).toBe('Reset your Campusflow password');
    const token = tokenIn(mail, '/reset-password');

    const reset = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Reset-by-mail-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).json().code).toBe('incorrect_password');
    expect((await signIn(t.app, email, 'Reset-by-mail-1')).json().status).toBe('signed_in');
  });

  it('creating staff sends an invitation whose link sets the first password', async () => {
    const admin = await createUser(t.database.db, {
      schoolId: school.id,
      roles: ['admin'],
      name: 'Ngozi Admin',
    });
    const asAdmin = await clientFor(t.app, admin.email ?? '');
    const email = `invited.${uniqueTag().toLowerCase()}@school.test`;
    const created = await asAdmin({
      method: 'POST',
      url: '/api/v1/users',
      payload: { name: 'Kunle Staff', email, phone: '08021234567', roles: ['teacher'] },
    });
    expect(created.statusCode).toBe(201);

    const mail = await deliveredTo(email);
    expect(mail.to).toEqual([email]);
    expect(subjectOf(mail.raw)).toBe(`Your Campusflow account at ${school.name}`);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(
      'Ngozi Admin has created a Campusflow account for you',
    );
    const token = tokenIn(mail, '/reset-password');

    const chosen = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Staff-pass-2025',
    });
    expect(chosen.statusCode).toBe(200);
    const login = await signIn(t.app, email, 'Staff-pass-2025');
    expect(login.json()).toMatchObject({ status: 'signed_in', user: { email } });
  });
});
