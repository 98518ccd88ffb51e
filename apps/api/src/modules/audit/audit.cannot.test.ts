import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

// What people must not do with the audit log beyond the permission matrix
// (platform/access/permission-matrix.test.ts): read another school's entries, or change any.
// Also here elsewhere: platform/access/tenancy-files-audit.test.ts (another school's entry by id).

const t = useTestApp();
let schoolB: string;
let userOfB: { id: string };
let adminBId: string;
const as = {} as Record<'adminA' | 'adminB', Client>;

beforeAll(async () => {
  const schoolA = (await t.school()).id;
  schoolB = (await t.school()).id;
  as.adminA = (await t.person(schoolA, 'admin')).client;
  const adminB = await t.person(schoolB, 'admin');
  as.adminB = adminB.client;
  adminBId = adminB.user.id;
  userOfB = (await t.person(schoolB, 'teacher')).user;
  // Something for school B's audit log, of an action that happens nowhere in school A.
  await as.adminB({
    method: 'PUT',
    url: `/api/v1/users/${userOfB.id}/roles`,
    payload: { roles: ['teacher', 'hod'] },
  });
});

describe('an administrator of school A and the audit log of school B', () => {
  it('does not see B’s audit rows, even when asking for B', async () => {
    const mine = (
      await as.adminA(`/api/v1/audit/logs?entityId=${userOfB.id}&schoolId=${schoolB}`)
    ).json();
    expect(mine.total).toBe(0);
    const theirs = (await as.adminB(`/api/v1/audit/logs?entityId=${userOfB.id}`)).json();
    expect(theirs.total).toBeGreaterThan(0);
  });

  it('does not find B’s rows by B’s administrator, nor B’s actions in the filter list', async () => {
    const byActor = (await as.adminA(`/api/v1/audit/logs?actorId=${adminBId}`)).json();
    expect(byActor.total).toBe(0);
    expect((await as.adminB('/api/v1/audit/actions')).json().items).toContain('user.roles_change');
    expect((await as.adminA('/api/v1/audit/actions')).json().items).not.toContain(
      'user.roles_change',
    );
  });
});

describe('the audit log', () => {
  it('is append-only: no route changes or deletes an entry', () => {
    const writes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/audit') && !['GET', 'HEAD'].includes(r.method),
    );
    expect(writes).toEqual([]);
  });
});
