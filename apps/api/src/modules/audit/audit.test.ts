import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
let asAdmin: Awaited<ReturnType<typeof clientFor>>;

beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
  asAdmin = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId, roles: ['admin'] })).email ?? '',
  );
  const base = { schoolId, entityType: 'user', actorName: 'Halima Bello', actorRole: 'accountant' };
  await t.database.db.insert(auditLog).values([
    {
      ...base,
      action: 'payment.confirm',
      entityType: 'payment',
      entityId: 'p1',
      createdAt: new Date('2025-10-01T09:00:00+01:00'),
    },
    {
      ...base,
      action: 'payment.confirm',
      entityType: 'payment',
      entityId: 'p2',
      createdAt: new Date('2025-10-02T23:30:00+01:00'),
    },
    {
      ...base,
      action: 'user.suspend',
      entityId: 'u1',
      actorName: 'Ngozi Eze',
      createdAt: new Date('2025-10-03T08:00:00+01:00'),
    },
  ]);
});

const logs = async (query: string) => (await asAdmin(`/api/v1/audit/logs?${query}`)).json();

describe('GET /api/v1/audit/logs', () => {
  it('filters by action, entity, actor and date, newest first', async () => {
    expect(
      (await logs('action=payment.confirm')).items.map((r: { entityId: string }) => r.entityId),
    ).toEqual(['p2', 'p1']);
    expect((await logs('entityType=payment&entityId=p1')).total).toBe(1);
    expect(
      (await logs('actor=ngozi&from=2025-09-01&to=2025-12-31')).items.map(
        (r: { action: string }) => r.action,
      ),
    ).toEqual(['user.suspend']);
    // Dates are days in Lagos: 23:30 on 2 October belongs to 2 October.
    expect(
      (await logs('from=2025-10-02&to=2025-10-02&entityType=payment')).items.map(
        (r: { entityId: string }) => r.entityId,
      ),
    ).toEqual(['p2']);
  });

  it('lists the actions for the filter', async () => {
    const res = await asAdmin('/api/v1/audit/actions');
    expect(res.json().items).toEqual(expect.arrayContaining(['payment.confirm', 'user.suspend']));
  });

  it('refuses a malformed date, naming the field', async () => {
    const res = await asAdmin('/api/v1/audit/logs?from=01/10/2025');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('querystring.from');
  });

  it('has no way to change or delete a row', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await asAdmin({ method, url: '/api/v1/audit/logs' });
      expect([404, 405]).toContain(res.statusCode);
    }
    const writers = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/v1/audit') && r.method !== 'GET' && r.method !== 'HEAD',
    );
    expect(writers).toEqual([]);
  });
});
