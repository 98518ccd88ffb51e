import { beforeAll, describe, expect, it } from 'vitest';
import { silhouettePng } from '@/platform/files/png.ts';
import { multipartBody } from '@/test/multipart.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What people must not do with users, roles and profiles beyond the permission matrix
// (platform/access/permission-matrix.test.ts): reach the people of another school, or the
// photo of someone their role does not look after. Also here elsewhere: users.test.ts (the
// platform role and a taken address), sessions.test.ts (a role not held, another origin),
// passport.test.ts (a classmate's and another school's view of a passport photograph).

const t = useTestApp();
let schoolA: string;
let schoolB: string;
let userOfB: { id: string };
let classmate: { id: string };
let platformAdmin: { id: string };
const as = {} as Record<'adminA' | 'adminB' | 'hosA' | 'teacherA', Client>;

beforeAll(async () => {
  schoolA = (await t.school()).id;
  schoolB = (await t.school()).id;
  as.adminA = (await t.person(schoolA, 'admin')).client;
  as.adminB = (await t.person(schoolB, 'admin')).client;
  as.hosA = (await t.person(schoolA, 'hos')).client;
  as.teacherA = (await t.person(schoolA, 'teacher')).client;
  userOfB = (await t.person(schoolB, 'teacher', { name: 'Only In B' })).user;
  platformAdmin = (await t.person(null, 'appadmin')).user;
  const pupil = await t.person(schoolA, 'student');
  classmate = pupil.user;
  const uploaded = await pupil.client({
    method: 'PUT',
    url: '/api/v1/me/passport',
    ...multipartBody({
      bytes: silhouettePng(200, [30, 80, 160]),
      filename: 'me.png',
      contentType: 'image/png',
    }),
  });
  expect(uploaded.statusCode).toBeLessThan(300);
  // Something for school B's audit log.
  await as.adminB({
    method: 'PUT',
    url: `/api/v1/users/${userOfB.id}/roles`,
    payload: { roles: ['teacher', 'hod'] },
  });
});

describe('an administrator of school A and the users of school B', () => {
  it('cannot read a user of B by id', async () => {
    const res = await as.adminA(`/api/v1/users/${userOfB.id}`);
    expect(res.statusCode).toBe(404);
    expect((await as.adminB(`/api/v1/users/${userOfB.id}`)).statusCode).toBe(200);
    expect((await as.hosA(`/api/v1/users/${userOfB.id}`)).statusCode).toBe(404);
  });

  it('cannot change, suspend or re-invite a user of B', async () => {
    const roles = await as.adminA({
      method: 'PUT',
      url: `/api/v1/users/${userOfB.id}/roles`,
      payload: { roles: ['admin'] },
    });
    expect(roles.statusCode).toBe(404);
    const status = await as.adminA({
      method: 'PUT',
      url: `/api/v1/users/${userOfB.id}/status`,
      payload: { status: 'suspended' },
    });
    expect(status.statusCode).toBe(404);
    const invite = await as.adminA({
      method: 'POST',
      url: `/api/v1/users/${userOfB.id}/invitation`,
    });
    expect(invite.statusCode).toBe(404);
    const after = (await as.adminB(`/api/v1/users/${userOfB.id}`)).json();
    expect(after).toMatchObject({ status: 'active', mainRoles: ['hod', 'teacher'] });
  });

  it('does not see B’s users in lists, even when asking for B', async () => {
    const list = (await as.adminA(`/api/v1/users?q=Only%20In%20B&schoolId=${schoolB}`)).json();
    expect(list.total).toBe(0);
  });

  it('cannot suspend a platform administrator, who belongs to no school', async () => {
    const res = await as.adminA({
      method: 'PUT',
      url: `/api/v1/users/${platformAdmin.id}/status`,
      payload: { status: 'suspended' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('passport photographs', () => {
  it('are refused to a lecturer of the same school, whose role does not look after users', async () => {
    expect((await as.adminA(`/api/v1/users/${classmate.id}/passport`)).statusCode).toBe(200);
    const res = await as.teacherA(`/api/v1/users/${classmate.id}/passport`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('storage_unauthorized');
  });
});
