import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
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
let admin: Awaited<ReturnType<typeof createUser>>;
let asAdmin: Awaited<ReturnType<typeof clientFor>>;

beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
  admin = await createUser(t.database.db, { schoolId, roles: ['admin'], name: 'Ngozi Admin' });
  asAdmin = await clientFor(t.app, admin.email ?? '');
});

const newStaff = (roles: string[] = ['teacher']) => ({
  name: 'Kunle Staff',
  email: `kunle.${uniqueTag().toLowerCase()}@school.test`,
  phone: '08021234567',
  roles,
});

describe('listing users', () => {
  it('searches and filters by any of several main roles, a page at a time', async () => {
    const tag = uniqueTag();
    await createUser(t.database.db, { schoolId, roles: ['hos'], name: `Amina ${tag}` });
    await createUser(t.database.db, { schoolId, roles: ['teacher'], name: `Bello ${tag}` });
    await createUser(t.database.db, { schoolId, roles: ['student'], name: `Chidi ${tag}` });
    await createUser(t.database.db, {
      schoolId,
      roles: ['teacher', 'hod'],
      name: `Dayo ${tag}`,
      status: 'suspended',
    });

    const both = (await asAdmin(`/api/v1/users?q=${tag}&roles=hos,teacher`)).json();
    expect(both.items.map((u: { name: string }) => u.name)).toEqual([
      `Amina ${tag}`,
      `Bello ${tag}`,
      `Dayo ${tag}`,
    ]);
    const suspended = (await asAdmin(`/api/v1/users?q=${tag}&status=suspended`)).json();
    expect(suspended.items.map((u: { name: string }) => u.name)).toEqual([`Dayo ${tag}`]);
    const page2 = (await asAdmin(`/api/v1/users?q=${tag}&limit=3&page=2`)).json();
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 });
    expect(page2.items).toHaveLength(1);
    expect(both.items[0]).not.toHaveProperty('passwordHash');
  });

  it('refuses an unknown role in the filter, naming the field', async () => {
    const res = await asAdmin('/api/v1/users?roles=hos,wizard');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toMatch(/^querystring\.roles/);
  });
});

describe('creating staff', () => {
  it('creates the user with roles and e-mails an invitation that sets the password', async () => {
    const input = newStaff(['teacher', 'examOfficer']);
    const res = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: input });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kunle Staff',
      schoolId,
      mainRoles: ['examOfficer', 'teacher'],
      invitationPending: true,
      status: 'active',
    });
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, input.email))
      .orderBy(desc(mailOutbox.createdAt));
    expect(mail?.template).toBe('invitation');
    expect(mail?.textBody).toContain('Ngozi Admin has created a Campusflow account for you');
    const token = /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Staff-pass-2025' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await signIn(t.app, input.email, 'Staff-pass-2025');
    expect(login.json()).toMatchObject({ status: 'signed_in', next: '/select-dashboard' });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.json().id), eq(auditLog.action, 'user.create')));
    expect(audit[0]).toMatchObject({ actorUserId: admin.id, schoolId });
  });

  it('ends an earlier invitation link once a later one has set the password', async () => {
    const input = newStaff(['teacher']);
    const created = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: input });
    expect(created.statusCode).toBe(201);
    const mailedToken = async () => {
      const [mail] = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, input.email))
        .orderBy(desc(mailOutbox.createdAt));
      return /token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    };
    const first = await mailedToken();
    const resent = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${created.json().id}/invitation`,
    });
    expect(resent.statusCode).toBe(200);
    const second = await mailedToken();
    expect(second).not.toBe(first);
    const setPassword = (token: string | undefined, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/reset-password',
        payload: { token, password },
        remoteAddress: anyClientIp(),
      });
    expect((await setPassword(second, 'Owner-pass-2025')).statusCode).toBe(200);

    const takeover = await setPassword(first, 'Intruder-pass-1');
    expect(takeover.json().code).toBe('invalid_token');
    expect((await signIn(t.app, input.email, 'Owner-pass-2025')).json().status).toBe('signed_in');
  });

  it('without a session says "You must be logged in to create users."', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users', payload: newStaff() });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('You must be logged in to create users.');
  });

  it('refuses the platform role and a taken address', async () => {
    const platform = await asAdmin({
      method: 'POST',
      url: '/api/v1/users',
      payload: newStaff(['appadmin']),
    });
    expect(platform.statusCode).toBe(403);
    const input = newStaff();
    expect(
      (await asAdmin({ method: 'POST', url: '/api/v1/users', payload: input })).statusCode,
    ).toBe(201);
    const again = await asAdmin({ method: 'POST', url: '/api/v1/users', payload: input });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].field).toBe('body.email');
  });

  it('resends an invitation only while no password is set', async () => {
    const created = (
      await asAdmin({ method: 'POST', url: '/api/v1/users', payload: newStaff() })
    ).json();
    const resend = await asAdmin({ method: 'POST', url: `/api/v1/users/${created.id}/invitation` });
    expect(resend.statusCode).toBe(200);
    const teacher = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const refused = await asAdmin({
      method: 'POST',
      url: `/api/v1/users/${teacher.id}/invitation`,
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('changing roles and status', () => {
  it('replaces roles and audits before and after', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const res = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/roles`,
      payload: { roles: ['teacher', 'hod'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().mainRoles).toEqual(['hod', 'teacher']);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'user.roles_change')));
    expect(row).toMatchObject({
      before: { roles: ['teacher'] },
      after: { roles: ['teacher', 'hod'] },
    });
  });

  it('does not let an administrator remove their own administrator role or suspend themselves', async () => {
    const own = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${admin.id}/roles`,
      payload: { roles: ['teacher'] },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_admin_role');
    const self = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${admin.id}/status`,
      payload: { status: 'suspended' },
    });
    expect(self.statusCode).toBe(409);
  });

  it('does not let an administrator give themselves a role that handles money', async () => {
    for (const role of ['bursar', 'accountant', 'hos'] as const) {
      const own = await asAdmin({
        method: 'PUT',
        url: `/api/v1/users/${admin.id}/roles`,
        payload: { roles: ['admin', role] },
      });
      expect(own.statusCode, role).toBe(403);
      expect(own.json().code, role).toBe('own_money_role');
    }
    expect((await asAdmin(`/api/v1/users/${admin.id}`)).json().mainRoles).toEqual(['admin']);
    // A money role for someone else is the administrator's to give.
    const colleague = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const granted = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${colleague.id}/roles`,
      payload: { roles: ['accountant'] },
    });
    expect(granted.statusCode).toBe(200);
  });

  it('suspending ends the user’s sessions; reactivating lets them in again', async () => {
    const user = await createUser(t.database.db, { schoolId, roles: ['teacher'] });
    const asUser = await clientFor(t.app, user.email ?? '');
    expect((await asUser('/api/v1/auth/me')).statusCode).toBe(200);
    const res = await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/status`,
      payload: { status: 'suspended', reason: 'Left the school' },
    });
    expect(res.json().status).toBe('suspended');
    expect((await asUser('/api/v1/auth/me')).statusCode).toBe(401);
    expect((await signIn(t.app, user.email ?? '')).json().code).toBe('account_suspended');
    await asAdmin({
      method: 'PUT',
      url: `/api/v1/users/${user.id}/status`,
      payload: { status: 'active' },
    });
    expect((await signIn(t.app, user.email ?? '')).json().status).toBe('signed_in');
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, user.id))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['user.suspend', 'user.reactivate']));
  });
});

describe('app admins', () => {
  it('see every school, create a school’s first administrator, and make no app admin inside a school', async () => {
    const appadmin = await createUser(t.database.db, { schoolId: null, roles: ['appadmin'] });
    const asApp = await clientFor(t.app, appadmin.email ?? '');
    const other = await createSchool(t.database.db);
    const created = await asApp({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...newStaff(['admin']), schoolId: other.id },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().schoolId).toBe(other.id);
    const listed = (await asApp(`/api/v1/users?schoolId=${other.id}`)).json();
    expect(listed.items.map((u: { id: string }) => u.id)).toEqual([created.json().id]);
    const noSchool = await asApp({
      method: 'POST',
      url: '/api/v1/users',
      payload: newStaff(['admin']),
    });
    expect(noSchool.json().code).toBe('school_required');
    const mixed = await asApp({
      method: 'POST',
      url: '/api/v1/users',
      payload: { ...newStaff(['appadmin']), schoolId: other.id },
    });
    expect(mixed.statusCode).toBe(403);
  });
});
