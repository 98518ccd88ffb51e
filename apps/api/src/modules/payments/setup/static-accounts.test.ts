import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { accountNumber, auditActions, auditRow, unknownBank } from './setup-fixtures.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
let appAdmin: Client;
let bursar: Client;
let accountant: Client;
let schoolId: string;
let otherSchoolId: string;
let bankId: string;
const api = '/api/v1/payments/static-accounts';

beforeAll(async () => {
  const db = t.database.db;
  schoolId = (await createSchool(db)).id;
  otherSchoolId = (await createSchool(db)).id;
  const user = async (school: string | null, role: 'appadmin' | 'bursar' | 'accountant') =>
    clientFor(t.app, (await createUser(db, { schoolId: school, roles: [role] })).email ?? '');
  appAdmin = await user(null, 'appadmin');
  bursar = await user(schoolId, 'bursar');
  accountant = await user(schoolId, 'accountant');
  bankId = (await unknownBank(db)).id;
});

const input = (school = schoolId) => ({
  schoolId: school,
  bankId,
  accountNumber: accountNumber(),
  accountName: 'Campusflow Fees Collection',
  note: 'Use your matric number as the narration.',
});
const create = (payload: object, client = appAdmin) =>
  client({ method: 'POST', url: api, payload });

describe('static accounts', () => {
  it('are added to a school by app admins, with school and bank names, and audited', async () => {
    const res = await create(input());
    expect(res.statusCode).toBe(201);
    const account = res.json();
    expect(account).toMatchObject({ schoolId, bankId, status: 'active' });
    expect(account.schoolName).toMatch(/^Test School /);
    expect(account.bankName).toMatch(/^Test bank /);
    const audit = await auditRow(t.database.db, account.id, 'static_account.create');
    expect(audit?.schoolId).toBe(schoolId);
  });

  it('are listed per school, or for every school', async () => {
    const mine = (await create(input())).json();
    const theirs = (await create(input(otherSchoolId))).json();
    const ofSchool = (await appAdmin(`${api}?schoolId=${schoolId}&limit=100`)).json();
    const ids = ofSchool.items.map((a: { id: string }) => a.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
    expect(ofSchool.items.every((a: { schoolId: string }) => a.schoolId === schoolId)).toBe(true);
    const all = (await appAdmin(`${api}?limit=1`)).json();
    expect(all.total).toBeGreaterThanOrEqual(2);
  });

  it('check the number, the school, the bank and duplicates, naming the field', async () => {
    const bad = await create({ ...input(), accountNumber: '12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'body.accountNumber',
      message: 'Enter the 10-digit account number.',
    });
    const noName = await create({ ...input(), accountName: ' ' });
    expect(noName.json().errors[0]).toEqual({
      field: 'body.accountName',
      message: 'Enter the account name.',
    });
    const noSchool = await create({ ...input(), schoolId: '00000000-0000-4000-8000-000000000000' });
    expect(noSchool.statusCode).toBe(400);
    expect(noSchool.json().errors[0].field).toBe('body.schoolId');
    const inactive = await unknownBank(t.database.db, false);
    const closed = await create({ ...input(), bankId: inactive.id });
    expect(closed.json().errors[0].field).toBe('body.bankId');
    const first = input();
    expect((await create(first)).statusCode).toBe(201);
    const twice = await create(first);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0]).toEqual({
      field: 'body.accountNumber',
      message: 'This school already has this account.',
    });
    // The same account may be shown by another school.
    expect((await create({ ...first, schoolId: otherSchoolId })).statusCode).toBe(201);
  });

  it('are changed, archived, restored and deleted, each audited', async () => {
    const account = (await create(input())).json();
    const changed = await appAdmin({
      method: 'PATCH',
      url: `${api}/${account.id}`,
      payload: { accountName: 'School Fees Account', note: '' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ accountName: 'School Fees Account', note: null });
    await appAdmin({
      method: 'PATCH',
      url: `${api}/${account.id}`,
      payload: { status: 'archived' },
    });
    const active = (await appAdmin(`${api}?schoolId=${schoolId}&limit=100`)).json();
    expect(active.items.some((a: { id: string }) => a.id === account.id)).toBe(false);
    await appAdmin({ method: 'PATCH', url: `${api}/${account.id}`, payload: { status: 'active' } });
    const del = await appAdmin({ method: 'DELETE', url: `${api}/${account.id}` });
    expect(del.statusCode).toBe(204);
    expect((await appAdmin({ method: 'DELETE', url: `${api}/${account.id}` })).statusCode).toBe(
      404,
    );
    expect(await auditActions(t.database.db, account.id)).toEqual([
      'static_account.create',
      'static_account.update',
      'static_account.archive',
      'static_account.restore',
      'static_account.delete',
    ]);
  });

  it('are kept by app admins only: school staff get 403 whatever school they name', async () => {
    const account = (await create(input())).json();
    for (const client of [bursar, accountant]) {
      expect((await client(`${api}?schoolId=${schoolId}`)).statusCode).toBe(403);
      expect((await create(input(), client)).statusCode).toBe(403);
      expect(
        (await client({ method: 'PATCH', url: `${api}/${account.id}`, payload: { note: 'x' } }))
          .statusCode,
      ).toBe(403);
      expect((await client({ method: 'DELETE', url: `${api}/${account.id}` })).statusCode).toBe(
        403,
      );
    }
  });
});
