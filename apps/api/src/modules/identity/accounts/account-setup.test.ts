import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { createSession } from '@/modules/identity/sign-in/sessions.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import {
  clientFor,
  createSchool,
  createUser,
  PASSWORD,
  signIn,
  uniqueTag,
} from '@/test/fixtures.ts';
import { paymentSchool } from '@/test/payment-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

async function pendingSetup() {
  const orgId = `AS/${uniqueTag()}`;
  const user = await createUser(t.database.db, {
    schoolId,
    roles: ['student'],
    legacyPassword: 'first-0042',
    userOrgId: orgId,
  });
  const res = await signIn(t.app, orgId, 'first-0042');
  return { user, orgId, pendingUserId: res.json().pendingUserId as string };
}

const setup = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/account-setup', payload });

describe('POST /api/v1/auth/account-setup', () => {
  it('sets e-mail and password, keeps the user, and sends a verification e-mail', async () => {
    const { user, orgId, pendingUserId } = await pendingSetup();
    const email = `${uniqueTag().toLowerCase()}@student.test`;
    const res = await setup({ pendingUserId, email, password: 'My-new-pass-1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Account setup complete. Please check your email to verify your account before logging in.',
    );

    const [after] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({
      email,
      authAccountCreated: true,
      emailVerified: false,
      legacyPasswordSha256: null,
    });
    expect(after?.passwordHash).toMatch(/^\$argon2id\$/);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('verify_email');
    expect(mails[0]?.textBody).toMatch(/\/verify-email\?token=/);

    // The same person now signs in by e-mail, and the unique ID points there.
    const byEmail = await signIn(t.app, email, 'My-new-pass-1');
    expect(byEmail.json()).toMatchObject({ status: 'signed_in', user: { uid: user.id } });
    expect((await signIn(t.app, orgId, 'first-0042')).json().code).toBe('use_email_to_login');

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'auth.account_setup')));
    expect(audit).toHaveLength(1);
  });

  it('keeps every enrollment and payment attached to the user, and ends their sessions', async () => {
    const db = t.database.db;
    const school = await paymentSchool(db);
    const orgId = `MAT/${uniqueTag()}`;
    const student = await createUser(db, {
      schoolId: school.schoolId,
      roles: ['student'],
      legacyPassword: 'first-0042',
      userOrgId: orgId,
    });
    const [enrollment] = await db
      .insert(enrollments)
      .values({
        schoolId: school.schoolId,
        studentId: student.id,
        programmeId: school.programme.id,
        entryYear: 2026,
        currentLevel: 100,
      })
      .returning();
    const reference = `PAY-${uniqueTag()}`;
    const fee = school.tuition;
    // A confirmed card payment in full, as the gateway's confirmation leaves it.
    const [payment] = await db
      .insert(payments)
      .values({
        schoolId: school.schoolId,
        studentId: student.id,
        feeId: fee.id,
        programmeId: school.programme.id,
        enrollmentId: enrollment?.id,
        sessionId: school.session.id,
        academicYear: '2026/2027',
        level: 100,
        paymentType: 'tuition',
        reference,
        status: 'completed',
        paymentMode: 'card',
        gateway: 'sandbox',
        channel: 'card',
        amount: fee.amount,
        amountPaid: fee.amount,
        balance: 0,
        total: fee.amount,
        paymentDate: new Date(),
      })
      .returning();
    // A session the user already had (for instance on another device).
    const earlier = await createSession(
      db,
      { id: student.id, schoolId: school.schoolId },
      { ip: null, userAgent: null },
      t.config.session,
    );
    const earlierCookie = `cf_session=${earlier.token}`;
    const me = (cookie: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect((await me(earlierCookie)).statusCode).toBe(200);

    const pendingUserId = (await signIn(t.app, orgId, 'first-0042')).json().pendingUserId;
    const email = `${uniqueTag().toLowerCase()}@student.test`;
    const res = await setup({ pendingUserId, email, password: PASSWORD });
    expect(res.statusCode).toBe(200);

    // The session from before setup is over.
    const stale = await me(earlierCookie);
    expect(stale.statusCode).toBe(401);

    // Same user id, so the rows still belong to the user...
    const [enrolled] = await db
      .select()
      .from(enrollments)
      .where(eq(enrollments.id, enrollment?.id ?? ''));
    expect(enrolled?.studentId).toBe(student.id);
    const [paid] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, payment?.id ?? ''));
    expect(paid).toMatchObject({ studentId: student.id, status: 'completed' });

    // ...and the student, signed in by e-mail, sees them.
    const asStudent = await clientFor(t.app, email);
    const signedIn = (await asStudent('/api/v1/auth/me')).json().user;
    expect(signedIn).toMatchObject({ uid: student.id, email, userOrgID: orgId });
    const myFees = (await asStudent('/api/v1/payments/my-fees')).json();
    expect(myFees.programme).toMatchObject({ id: school.programme.id, level: 100 });
    expect(myFees.fees).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: fee.id, status: 'paid', amountPaid: fee.amount, balance: 0 }),
      ]),
    );
    const mine = (await asStudent('/api/v1/payments/mine')).json();
    expect(mine.total).toBe(1);
    expect(mine.items[0]).toMatchObject({
      id: payment?.id,
      reference,
      studentId: student.id,
      enrollmentId: enrollment?.id,
      status: 'completed',
    });
  });

  it('without a pending id says so in the spec words', async () => {
    const res = await setup({ email: 'a@b.test', password: 'Long-enough-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'No pending account setup found. Please start the login process again.',
    );
  });

  it('a ticket works once; a made-up one not at all', async () => {
    const { pendingUserId } = await pendingSetup();
    const first = await setup({
      pendingUserId,
      email: `${uniqueTag()}@x.test`,
      password: 'Long-enough-1',
    });
    expect(first.statusCode).toBe(200);
    const again = await setup({
      pendingUserId,
      email: `${uniqueTag()}@x.test`,
      password: 'Long-enough-1',
    });
    expect(again.json().code).toBe('no_pending_account_setup');
    const madeUp = await setup({
      pendingUserId: 'x'.repeat(43),
      email: 'q@x.test',
      password: 'Long-enough-1',
    });
    expect(madeUp.json().code).toBe('no_pending_account_setup');
  });

  it('refuses an address another account of the school uses, naming the field', async () => {
    const taken = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const { pendingUserId } = await pendingSetup();
    const res = await setup({ pendingUserId, email: taken.email, password: 'Long-enough-1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].field).toBe('body.email');
    // Nothing was used up: the ticket still works with another address.
    const retry = await setup({
      pendingUserId,
      email: `${uniqueTag()}@x.test`,
      password: 'Long-enough-1',
    });
    expect(retry.statusCode).toBe(200);
  });

  it('validates e-mail and password', async () => {
    const { pendingUserId } = await pendingSetup();
    const res = await setup({ pendingUserId, email: 'not-an-email', password: 'short' });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; message: string }[];
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Enter a valid e-mail address.' },
        { field: 'body.password', message: 'Password must be at least 8 characters.' },
      ]),
    );
  });
});
