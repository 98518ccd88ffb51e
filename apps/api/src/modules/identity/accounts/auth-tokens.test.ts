import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountSetupTokens,
  emailVerificationTokens,
  passwordResetTokens,
} from '@/modules/identity/identity.tables.ts';
import { hashToken } from '@/platform/auth/tokens.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import {
  anyClientIp,
  clientFor,
  createSchool,
  createUser,
  signIn,
  uniqueTag,
} from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: anyClientIp() });

/** The token of the newest link mailed to this address. */
async function mailedToken(email: string, path: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail?.textBody ?? '')?.[1];
  if (!token) throw new Error(`no ${path} link mailed to ${email}`);
  return token;
}

const minutesFromNow = (date: Date | undefined) =>
  date ? Math.round((date.getTime() - Date.now()) / 60_000) : Number.NaN;

describe('single-use tokens', () => {
  it('keeps e-mail verification links in email_verification_tokens, hashed, with the address', async () => {
    const email = `reg.${uniqueTag().toLowerCase()}@mail.test`;
    const res = await post('/api/v1/auth/register', {
      schoolId,
      name: 'Tobi Verify',
      email,
      phone: '08031234567',
      gender: 'male',
      password: 'Applicant-2025',
    });
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.uid as string;
    const token = await mailedToken(email, '/verify-email');

    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(token), email, usedAt: null });
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(minutesFromNow(rows[0]?.expiresAt)).toBeGreaterThan(3 * 24 * 60 - 5);
    // Not a password link.
    expect(
      (await post('/api/v1/auth/reset-password', { token, password: 'Whatever-pass-1' })).json()
        .code,
    ).toBe('invalid_token');

    expect((await post('/api/v1/auth/verify-email', { token })).statusCode).toBe(200);
    const [used] = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    expect(used?.usedAt).toBeInstanceOf(Date);
  });

  it('keeps reset and invitation links in password_reset_tokens, hashed', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const email = user.email ?? '';
    expect((await post('/api/v1/auth/forgot-password', { email })).statusCode).toBe(202);
    const token = await mailedToken(email, '/reset-password');
    const [reset] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(reset).toMatchObject({ tokenHash: hashToken(token), usedAt: null });
    expect(minutesFromNow(reset?.expiresAt)).toBe(60);
    // Not a verification link.
    expect((await post('/api/v1/auth/verify-email', { token })).json().code).toBe('invalid_token');

    const admin = await createUser(t.database.db, { schoolId, roles: ['admin'] });
    const asAdmin = await clientFor(t.app, admin.email ?? '');
    const staffEmail = `staff.${uniqueTag().toLowerCase()}@school.test`;
    const created = await asAdmin({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        name: 'Invited Staff',
        email: staffEmail,
        phone: '08021234567',
        roles: ['teacher'],
      },
    });
    expect(created.statusCode).toBe(201);
    const invitation = await mailedToken(staffEmail, '/reset-password');
    const [invited] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, created.json().id));
    expect(invited?.tokenHash).toBe(hashToken(invitation));
    expect(minutesFromNow(invited?.expiresAt)).toBe(7 * 24 * 60);
  });

  it('keeps account-setup tickets apart, so a ticket is no reset link and a reset link no ticket', async () => {
    const orgId = `TK/${uniqueTag()}`;
    const student = await createUser(t.database.db, {
      schoolId,
      roles: ['student'],
      legacyPassword: 'first-0042',
      userOrgId: orgId,
    });
    const ticket = (await signIn(t.app, orgId, 'first-0042')).json().pendingUserId as string;
    const [row] = await t.database.db
      .select()
      .from(accountSetupTokens)
      .where(eq(accountSetupTokens.userId, student.id));
    expect(row).toMatchObject({ tokenHash: hashToken(ticket), usedAt: null });
    expect(
      await t.database.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, hashToken(ticket))),
    ).toHaveLength(0);

    const asReset = await post('/api/v1/auth/reset-password', {
      token: ticket,
      password: 'Sneaky-pass-1',
    });
    expect(asReset.json().code).toBe('invalid_token');

    const teacher = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    await post('/api/v1/auth/forgot-password', { email: teacher.email });
    const resetToken = await mailedToken(teacher.email ?? '', '/reset-password');
    const asTicket = await post('/api/v1/auth/account-setup', {
      pendingUserId: resetToken,
      email: `${uniqueTag().toLowerCase()}@x.test`,
      password: 'Long-enough-1',
    });
    expect(asTicket.json().code).toBe('no_pending_account_setup');

    // The ticket itself still works for what it is for.
    const setup = await post('/api/v1/auth/account-setup', {
      pendingUserId: ticket,
      email: `${uniqueTag().toLowerCase()}@x.test`,
      password: 'Long-enough-1',
    });
    expect(setup.statusCode).toBe(200);
  });
});
