import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { isolatedTestApp } from '@/modules/identity/isolated-test-app.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { auditRowsOf, withoutIdentity } from '@/test/audit-rows.ts';
import { cookieOf, createSchool, signIn, uniqueTag } from '@/test/fixtures.ts';
import { linkIn, startSmtpSink } from '@/test/smtp-sink.ts';
import type { TestApp } from '@/test/test-app.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let schoolId: string;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await isolatedTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.edu.ng' });
  schoolId = (await createSchool(t.database.db)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const applicant = () => ({
  schoolId,
  name: 'Amaka Nwachukwu',
  email: `amaka.${uniqueTag().toLowerCase()}@mail.test`,
  phone: '+234 803 123 4567',
  gender: 'female',
  password: 'Applicant-2025',
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });

describe('POST /api/v1/auth/register', () => {
  it('creates an active student, signs them in, and e-mails a verification link over SMTP', async () => {
    const input = applicant();
    const before = smtp.received.length;
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'signed_in',
      next: '/dashboard',
      user: {
        name: 'Amaka Nwachukwu',
        email: input.email,
        roles: { mainRoles: ['student'] },
        emailVerified: false,
        phone: '08031234567',
      },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, body.user.uid));
    expect(row?.status).toBe('active');
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, body.user.uid));
    expect(roles.map((r) => r.role)).toEqual(['student']);

    const [mail] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail?.to).toEqual([input.email]);
    expect(mail?.raw).toContain('Subject: Verify your e-mail address for Campusflow');
    const link = linkIn(mail?.raw ?? '', '/verify-email');
    expect(link.startsWith('https://portal.example.edu.ng/verify-email?token=')).toBe(true);

    const token = new URL(link).searchParams.get('token');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: cookieOf(res) } });
    expect(me.json().user.emailVerified).toBe(true);
    // A link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email',
      payload: { token },
    });
    expect(again.json().code).toBe('invalid_token');
  });

  it('records the sign-in it makes with the same audit row as a sign-in with a password', async () => {
    const input = applicant();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const userId = res.json().user.uid as string;
    const signInRows = () => auditRowsOf(t.database.db, 'auth.sign_in', userId);
    const [onRegister] = await signInRows();
    expect(onRegister).toMatchObject({
      actorUserId: userId,
      actorName: 'Amaka Nwachukwu',
      schoolId,
      entityType: 'user',
    });

    expect((await signIn(t.app, input.email, input.password)).json().status).toBe('signed_in');
    const rows = await signInRows();
    expect(rows).toHaveLength(2);
    expect(withoutIdentity(rows[0])).toEqual(withoutIdentity(rows[1]));
  });

  it('refuses an address already registered at the school', async () => {
    const input = applicant();
    expect((await register(input)).statusCode).toBe(201);
    const twice = await register({ ...input, email: input.email.toUpperCase() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.email');
  });

  it('names every bad field', async () => {
    const res = await register({
      schoolId: 'nope',
      name: 'A',
      email: 'x',
      phone: '123',
      gender: 'other',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual([
      'body.email',
      'body.gender',
      'body.name',
      'body.password',
      'body.phone',
      'body.schoolId',
    ]);
  });

  it('refuses a school that does not exist or is suspended', async () => {
    const suspended = await createSchool(t.database.db, { status: 'suspended' });
    for (const id of [suspended.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await register({ ...applicant(), schoolId: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0].field).toBe('body.schoolId');
    }
  });

  it('resends a verification link to a signed-in, unverified user', async () => {
    const res = await register(applicant());
    const before = smtp.received.length;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-email/resend',
      headers: { cookie: cookieOf(res), origin: 'https://portal.example.edu.ng' },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json().message).toMatch(/We have sent a new verification link/);
    await smtp.waitFor(before + 1);
  });
});

describe('mail delivery', () => {
  it('keeps a message queued with its error when the SMTP server refuses it, and retries later', async () => {
    const refusing = await startSmtpSink({ refuse: true });
    const local = await isolatedTestApp({ SMTP_URL: refusing.url });
    try {
      const s = await createSchool(local.database.db);
      const res = await local.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: { ...applicant(), schoolId: s.id },
      });
      expect(res.statusCode).toBe(201);
      const outbox = () =>
        local.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, res.json().user.email));
      // The attempt is counted when the message is claimed, the error when it comes back.
      await expect.poll(async () => (await outbox())[0]?.lastError ?? null).not.toBeNull();
      const [mail] = await outbox();
      expect(mail).toMatchObject({ status: 'queued', attempts: 1 });
      expect(mail?.lastError).toMatch(/Mailbox unavailable/);
      expect(mail?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await local.close();
      await refusing.close();
    }
  });
});
