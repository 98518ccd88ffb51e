import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';

let t: TestApp;
let schoolA: string;
let schoolB: string;
let userOfB: Awaited<ReturnType<typeof createUser>>;
let adminA: Awaited<ReturnType<typeof clientFor>>;
let adminB: Awaited<ReturnType<typeof clientFor>>;

beforeAll(async () => {
  t = await createTestApp();
  schoolA = (await createSchool(t.database.db)).id;
  schoolB = (await createSchool(t.database.db)).id;
  adminA = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId: schoolA, roles: ['admin'] })).email ?? '',
  );
  const bAdmin = await createUser(t.database.db, { schoolId: schoolB, roles: ['admin'] });
  adminB = await clientFor(t.app, bAdmin.email ?? '');
  userOfB = await createUser(t.database.db, {
    schoolId: schoolB,
    roles: ['teacher'],
    name: 'Only In B',
  });
  // Something for school B's audit log.
  await adminB({
    method: 'PUT',
    url: `/api/v1/users/${userOfB.id}/roles`,
    payload: { roles: ['teacher', 'hod'] },
  });
});
afterAll(() => t.close());

describe('an administrator of school A and the records of school B', () => {
  it('cannot read a user of B by id', async () => {
    const res = await adminA(`/api/v1/users/${userOfB.id}`);
    expect(res.statusCode).toBe(404);
    expect((await adminB(`/api/v1/users/${userOfB.id}`)).statusCode).toBe(200);
  });

  it('cannot change, suspend or re-invite a user of B', async () => {
    const roles = await adminA({
      method: 'PUT',
      url: `/api/v1/users/${userOfB.id}/roles`,
      payload: { roles: ['admin'] },
    });
    expect(roles.statusCode).toBe(404);
    const status = await adminA({
      method: 'PUT',
      url: `/api/v1/users/${userOfB.id}/status`,
      payload: { status: 'suspended' },
    });
    expect(status.statusCode).toBe(404);
    const invite = await adminA({ method: 'POST', url: `/api/v1/users/${userOfB.id}/invitation` });
    expect(invite.statusCode).toBe(404);
    const after = (await adminB(`/api/v1/users/${userOfB.id}`)).json();
    expect(after).toMatchObject({ status: 'active', mainRoles: ['hod', 'teacher'] });
  });

  it('does not see B’s users in lists, even when asking for B', async () => {
    const list = (await adminA(`/api/v1/users?q=Only%20In%20B&schoolId=${schoolB}`)).json();
    expect(list.total).toBe(0);
  });

  it('does not see B’s audit rows', async () => {
    const mine = (
      await adminA(`/api/v1/audit/logs?entityId=${userOfB.id}&schoolId=${schoolB}`)
    ).json();
    expect(mine.total).toBe(0);
    const theirs = (await adminB(`/api/v1/audit/logs?entityId=${userOfB.id}`)).json();
    expect(theirs.total).toBeGreaterThan(0);
  });
});
