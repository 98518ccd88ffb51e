import { formatDateTime } from '@campusflow/contracts/format';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
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
async function deliveredTo(address: string, timeoutMs = 20_000): Promise<ReceivedMail> {
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

  it('granting a role tells the school’s other active admins, not the granter', async () => {
    const own = await createSchool(t.database.db);
    const granter = await createUser(t.database.db, {
      schoolId: own.id,
      roles: ['admin'],
      name: 'Ngozi Granter',
    });
    const other = await createUser(t.database.db, {
      schoolId: own.id,
      roles: ['admin', 'teacher'],
      name: 'Bisi Watcher',
    });
    const suspended = await createUser(t.database.db, {
      schoolId: own.id,
      roles: ['admin'],
      status: 'suspended',
    });
    const elsewhere = await createUser(t.database.db, { schoolId: school.id, roles: ['admin'] });
    const grantee = await createUser(t.database.db, {
      schoolId: own.id,
      roles: ['teacher'],
      name: 'Kunle Staff',
    });
    const asGranter = await clientFor(t.app, granter.email ?? '');
    const before = Date.now();
    const res = await asGranter({
      method: 'PUT',
      url: `/api/v1/users/${grantee.id}/roles`,
      payload: { roles: ['teacher', 'bursar'] },
    });
    const after = Date.now();
    expect(res.statusCode).toBe(200);

    const mail = await deliveredTo(other.email ?? '');
    expect(mail.to).toEqual([other.email]);
    expect(subjectOf(mail.raw)).toBe(
      `Money role granted at ${own.name}: Kunle Staff is now Bursar`,
    );
    const [queued] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, other.email ?? ''));
    // The grant's minute, read on either side of the request in case it crossed one.
    const textAt = (at: number) =>
      [
        'Dear Bisi Watcher,',
        '',
        `Ngozi Granter gave Kunle Staff (${grantee.email}) the role Bursar at ${own.name} on ${formatDateTime(new Date(at))}.`,
        'Bursar can act on the school’s money (fees, payments or settlement accounts).',
        '',
        'You receive this because you are an administrator of the school. If you did not expect this grant, contact the Campusflow platform team at once.',
      ].join('\n');
    expect([textAt(before), textAt(after)]).toContain(queued?.textBody);
    const sentTo = (address: string | null) =>
      t.database.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, address ?? ''));
    expect(await sentTo(granter.email)).toEqual([]);
    expect(await sentTo(suspended.email)).toEqual([]);
    expect(await sentTo(elsewhere.email)).toEqual([]);
    expect(await sentTo(grantee.email)).toEqual([]);
  });

  it('an ordinary role says so without the money warning; taking one away sends nothing', async () => {
    const own = await createSchool(t.database.db);
    const granter = await createUser(t.database.db, { schoolId: own.id, roles: ['admin'] });
    const other = await createUser(t.database.db, { schoolId: own.id, roles: ['admin'] });
    const grantee = await createUser(t.database.db, {
      schoolId: own.id,
      roles: ['teacher', 'hod'],
      name: 'Tola <Staff>',
    });
    const asGranter = await clientFor(t.app, granter.email ?? '');
    const change = (roles: string[]) =>
      asGranter({ method: 'PUT', url: `/api/v1/users/${grantee.id}/roles`, payload: { roles } });
    expect((await change(['teacher'])).statusCode).toBe(200);
    expect((await change(['teacher', 'screening'])).statusCode).toBe(200);

    const mail = await deliveredTo(other.email ?? '');
    expect(subjectOf(mail.raw)).toBe(
      `Role granted at ${own.name}: Tola <Staff> is now Screening officer`,
    );
    const queued = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, other.email ?? ''));
    expect(queued).toHaveLength(1);
    expect(queued[0]?.textBody).not.toContain('money');
    expect(queued[0]?.htmlBody).toContain('Tola &#60;Staff&#62; (');
  });
});
