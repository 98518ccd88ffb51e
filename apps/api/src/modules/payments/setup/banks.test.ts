import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { banks } from '@/modules/payments/banks.tables.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { seedBanks } from './bank-seed.ts';
import { auditActions, auditRow, unknownBank } from './setup-fixtures.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
let appAdmin: Client;
let bursar: Client;
let student: Client;
const api = '/api/v1/payments/banks';

beforeAll(async () => {
  const db = t.database.db;
  const school = (await createSchool(db)).id;
  const user = async (schoolId: string | null, role: 'appadmin' | 'bursar' | 'student') =>
    clientFor(t.app, (await createUser(db, { schoolId, roles: [role] })).email ?? '');
  appAdmin = await user(null, 'appadmin');
  bursar = await user(school, 'bursar');
  student = await user(school, 'student');
});

const newBank = () => {
  const tag = uniqueTag();
  return { name: `Bank ${tag}`, code: `B${tag.slice(0, 6)}` };
};

describe('banks', () => {
  it('are added by app admins, trimmed, audited and found by name or code', async () => {
    const input = newBank();
    const res = await appAdmin({
      method: 'POST',
      url: api,
      payload: { name: ` ${input.name} `, code: input.code },
    });
    expect(res.statusCode).toBe(201);
    const bank = res.json();
    expect(bank).toMatchObject({ ...input, active: true });
    const byCode = (await bursar(`${api}?q=${input.code}`)).json();
    expect(byCode.items.map((b: { id: string }) => b.id)).toEqual([bank.id]);
    expect((await auditRow(t.database.db, bank.id, 'bank.create'))?.schoolId).toBeNull();
  });

  it('refuse a code taken by another bank, or a bad code, naming the field', async () => {
    const first = (await appAdmin({ method: 'POST', url: api, payload: newBank() })).json();
    const twin = await appAdmin({
      method: 'POST',
      url: api,
      payload: { name: `Other ${uniqueTag()}`, code: first.code },
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors[0]).toEqual({
      field: 'body.code',
      message: 'Another bank already uses this code.',
    });
    const sameName = await appAdmin({
      method: 'POST',
      url: api,
      payload: { name: first.name.toUpperCase(), code: `C${uniqueTag().slice(0, 6)}` },
    });
    expect(sameName.json().errors[0].field).toBe('body.name');
    for (const code of ['12', '12345678901', '04-4']) {
      const bad = await appAdmin({ method: 'POST', url: api, payload: { name: 'Any bank', code } });
      expect(bad.statusCode, code).toBe(400);
      expect(bad.json().errors[0]).toEqual({
        field: 'body.code',
        message: 'Use 3 to 10 letters and digits, e.g. 044.',
      });
    }
    const second = (await appAdmin({ method: 'POST', url: api, payload: newBank() })).json();
    const recode = await appAdmin({
      method: 'PATCH',
      url: `${api}/${second.id}`,
      payload: { code: first.code },
    });
    expect(recode.statusCode).toBe(409);
    expect(recode.json().errors[0].field).toBe('body.code');
  });

  it('deactivated, leave the list everyone sees but stay in the app admin’s', async () => {
    const bank = (await appAdmin({ method: 'POST', url: api, payload: newBank() })).json();
    const off = await appAdmin({
      method: 'PATCH',
      url: `${api}/${bank.id}`,
      payload: { active: false, name: `${bank.name} Plc` },
    });
    expect(off.json()).toMatchObject({ active: false, name: `${bank.name} Plc` });
    expect((await bursar(`${api}?q=${bank.code}`)).json().total).toBe(0);
    // Asking for inactive banks changes nothing for anyone but app admins.
    expect((await bursar(`${api}?q=${bank.code}&status=all`)).json().total).toBe(0);
    expect((await appAdmin(`${api}?q=${bank.code}&status=inactive`)).json().total).toBe(1);
    expect((await appAdmin(`${api}?q=${bank.code}`)).json().total).toBe(0);
    await appAdmin({ method: 'PATCH', url: `${api}/${bank.id}`, payload: { active: true } });
    expect(await auditActions(t.database.db, bank.id)).toEqual([
      'bank.create',
      'bank.deactivate',
      'bank.activate',
    ]);
  });

  it('are read by any signed-in user, changed by app admins only', async () => {
    expect((await student(api)).statusCode).toBe(200);
    expect((await t.app.inject({ url: api })).statusCode).toBe(401);
    const bank = await unknownBank(t.database.db);
    for (const client of [bursar, student]) {
      expect((await client({ method: 'POST', url: api, payload: newBank() })).statusCode).toBe(403);
      expect(
        (await client({ method: 'PATCH', url: `${api}/${bank.id}`, payload: { active: false } }))
          .statusCode,
      ).toBe(403);
      expect((await client({ method: 'POST', url: `${api}/sync` })).statusCode).toBe(403);
    }
    const missing = await appAdmin({
      method: 'PATCH',
      url: `${api}/00000000-0000-4000-8000-000000000000`,
      payload: { active: false },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('are synced from the gateway: the missing ones are added, once', async () => {
    const first = await appAdmin({ method: 'POST', url: `${api}/sync` });
    expect(first.statusCode).toBe(200);
    expect(first.json().added + first.json().existing).toBe(5);
    const again = (await appAdmin({ method: 'POST', url: `${api}/sync` })).json();
    expect(again).toEqual({ added: 0, existing: 5 });
    const codes = await t.database.db
      .select({ code: banks.code })
      .from(banks)
      .where(inArray(banks.code, ['044', '011', '058', '033', '057']));
    expect(codes).toHaveLength(5);
  });

  it('cannot be synced without a gateway: the spec’s configuration error', async () => {
    const gateway = t.app.services.gateway;
    t.app.services.gateway = null;
    try {
      const res = await appAdmin({ method: 'POST', url: `${api}/sync` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        code: 'payment_configuration_error',
        detail: 'Payment configuration error. Please contact support.',
      });
    } finally {
      t.app.services.gateway = gateway;
    }
  });
});

describe('the bank seed', () => {
  it('inserts the Nigerian banks once, whatever is there already', async () => {
    await seedBanks(t.database.db);
    expect(await seedBanks(t.database.db)).toEqual({ added: 0 });
    const [access] = await t.database.db
      .select()
      .from(banks)
      .where(inArray(banks.code, ['044']));
    expect(access).toBeDefined();
    const total = (await appAdmin(`${api}?status=all&limit=1`)).json().total;
    expect(total).toBeGreaterThan(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the setup routes with their access', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    const paths = doc.paths as Record<string, Record<string, { description?: string }>>;
    expect(paths['/api/v1/payments/banks']?.get?.description).toContain('any signed-in user');
    expect(paths['/api/v1/payments/banks/sync']?.post?.description).toContain(
      '`payments:manage:platform`',
    );
    expect(paths['/api/v1/payments/school-banks/resolve']?.get?.description).toContain(
      '`settlement:manage:school`',
    );
    expect(paths['/api/v1/payments/static-accounts/{id}']?.delete?.description).toContain(
      '`payments:manage:platform`',
    );
    expect(paths['/api/v1/payments/fees']?.get?.description).toContain('`fees:read:school`');
    expect(paths['/api/v1/payments/fees/{id}']?.patch?.description).toContain(
      '`fees:manage:school`',
    );
  });
});
