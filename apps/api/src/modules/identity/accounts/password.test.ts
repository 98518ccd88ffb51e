import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import {
  anyClientIp,
  cookieOf,
  createSchool,
  createUser,
  PASSWORD,
  signIn,
} from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: anyClientIp(),
    payload: payload as object,
    // A signed-in change carries the portal's own Origin, as a browser sends it.
    headers: cookie ? { cookie, origin: new URL(t.config.publicUrl).origin } : {},
  });

async function latestToken(email: string): Promise<string> {
  const [mail] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const match = /token=([\w-]+)/.exec(mail?.textBody ?? '');
  if (!match?.[1]) throw new Error('no token in the latest mail');
  return match[1];
}

describe('forgot and reset password', () => {
  it('mails a link, sets the new password and ends the old sessions', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const email = user.email ?? '';
    const oldCookie = cookieOf(await signIn(t.app, email));

    const forgot = await post('/api/v1/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(202);
    const token = await latestToken(email);

    const reset = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Brand-new-pass-7',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t.app, email, PASSWORD)).json().code).toBe('incorrect_password');
    expect((await signIn(t.app, email, 'Brand-new-pass-7')).json().status).toBe('signed_in');
    const stale = await t.app.inject({ url: '/api/v1/auth/me', headers: { cookie: oldCookie } });
    expect(stale.statusCode).toBe(401);
    expect(
      (await post('/api/v1/auth/reset-password', { token, password: 'Another-pass-8' })).json()
        .code,
    ).toBe('invalid_token');
  });

  it('ends older links once a password is set by a newer one', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const email = user.email ?? '';
    await post('/api/v1/auth/forgot-password', { email });
    const older = await latestToken(email);
    await post('/api/v1/auth/forgot-password', { email });
    const newer = await latestToken(email);
    expect(newer).not.toBe(older);

    const reset = await post('/api/v1/auth/reset-password', {
      token: newer,
      password: 'Newer-pass-71',
    });
    expect(reset.statusCode).toBe(200);
    const replay = await post('/api/v1/auth/reset-password', {
      token: older,
      password: 'Older-pass-72',
    });
    expect(replay.json().code).toBe('invalid_token');
    expect((await signIn(t.app, email, 'Newer-pass-71')).json().status).toBe('signed_in');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const a = await post('/api/v1/auth/forgot-password', { email: known.email });
    const b = await post('/api/v1/auth/forgot-password', { email: 'nobody-here@example.test' });
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.json().message).toBe(b.json().message);
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'nobody-here@example.test'));
    expect(sent).toHaveLength(0);
  });
});

describe('change password', () => {
  it('needs the current password, then gives this session a new id and ends the others', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const email = user.email ?? '';
    const here = cookieOf(await signIn(t.app, email));
    const elsewhere = cookieOf(await signIn(t.app, email));

    const wrong = await post(
      '/api/v1/auth/change-password',
      { currentPassword: 'nope', newPassword: 'Changed-pass-1' },
      here,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('body.currentPassword');

    const ok = await post(
      '/api/v1/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed-pass-1' },
      here,
    );
    expect(ok.statusCode).toBe(200);
    const renewed = cookieOf(ok);
    expect(renewed).not.toBe(here);
    const me = (cookie: string) => t.app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(renewed)).json().user.uid).toBe(user.id);
    // The token from before the change is worth nothing now, here as elsewhere.
    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('ends reset links sent before the change', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const email = user.email ?? '';
    await post('/api/v1/auth/forgot-password', { email });
    const link = await latestToken(email);
    const here = cookieOf(await signIn(t.app, email));
    const changed = await post(
      '/api/v1/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed-pass-2' },
      here,
    );
    expect(changed.statusCode).toBe(200);
    const replay = await post('/api/v1/auth/reset-password', {
      token: link,
      password: 'Taken-over-3',
    });
    expect(replay.json().code).toBe('invalid_token');
    expect((await signIn(t.app, email, 'Changed-pass-2')).json().status).toBe('signed_in');
  });

  it('needs a session', async () => {
    const res = await post('/api/v1/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'Changed-pass-1',
    });
    expect(res.statusCode).toBe(401);
  });
});
