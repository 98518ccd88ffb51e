import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schoolBanks } from '@/modules/payments/banks.tables.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import {
  accountNumber,
  auditActions,
  auditRow,
  sandboxBank,
  unknownBank,
} from './setup-fixtures.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
type Role = 'bursar' | 'accountant' | 'hos' | 'student' | 'appadmin';
let bursar: Client;
let accountant: Client;
let hos: Client;
let student: Client;
let appAdmin: Client;
let bankId: string;
let schoolName: string;
const api = '/api/v1/payments/school-banks';

/** A signed-in user of a new or given school. */
async function user(role: Role, schoolId: string | null) {
  const person = await createUser(t.database.db, { schoolId, roles: [role] });
  return clientFor(t.app, person.email ?? '');
}

/** A bursar of a school of their own, with no accounts yet. */
async function newBursar() {
  return user('bursar', (await createSchool(t.database.db)).id);
}

beforeAll(async () => {
  const school = await createSchool(t.database.db);
  schoolName = school.name;
  bursar = await user('bursar', school.id);
  accountant = await user('accountant', school.id);
  hos = await user('hos', school.id);
  student = await user('student', school.id);
  appAdmin = await user('appadmin', null);
  bankId = (await sandboxBank(t.database.db)).id;
});

const add = (client: Client, number = accountNumber(), bank = bankId) =>
  client({ method: 'POST', url: api, payload: { bankId: bank, accountNumber: number } });
const patch = (client: Client, id: string, payload: object) =>
  client({ method: 'PATCH', url: `${api}/${id}`, payload });

describe('resolving an account', () => {
  it('answers the name the bank holds, through the gateway', async () => {
    const number = accountNumber();
    const res = await bursar(`${api}/resolve?bankId=${bankId}&accountNumber=${number}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accountName: `SANDBOX ACCOUNT ${number.slice(-4)}` });
  });

  it('wants ten digits and a known bank, and passes on the gateway’s refusal', async () => {
    const short = await bursar(`${api}/resolve?bankId=${bankId}&accountNumber=12345`);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({
      field: 'querystring.accountNumber',
      message: 'Enter the 10-digit account number.',
    });
    const unknown = await unknownBank(t.database.db);
    const refused = await bursar(
      `${api}/resolve?bankId=${unknown.id}&accountNumber=${accountNumber()}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toEqual({
      field: 'querystring.accountNumber',
      message: 'Could not resolve account name. Check parameters or try again.',
    });
    const inactive = await unknownBank(t.database.db, false);
    const closed = await bursar(
      `${api}/resolve?bankId=${inactive.id}&accountNumber=${accountNumber()}`,
    );
    expect(closed.json().errors[0].field).toBe('querystring.bankId');
  });

  it('without a gateway is the spec’s configuration error', async () => {
    const gateway = t.app.services.gateway;
    t.app.services.gateway = null;
    try {
      for (const res of [
        await bursar(`${api}/resolve?bankId=${bankId}&accountNumber=${accountNumber()}`),
        await add(bursar),
      ]) {
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('payment_configuration_error');
      }
    } finally {
      t.app.services.gateway = gateway;
    }
  });
});

describe('settlement accounts', () => {
  it('are added with the resolved name and a sub-account; the first is primary; audited', async () => {
    const owner = await newBursar();
    const number = accountNumber();
    const res = await owner({
      method: 'POST',
      url: api,
      // A name from the browser is not part of the contract and is never used.
      payload: { bankId, accountNumber: number, accountName: 'MALLORY' },
    });
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first).toMatchObject({
      bankId,
      bankCode: '058',
      accountNumber: number,
      accountName: `SANDBOX ACCOUNT ${number.slice(-4)}`,
      subaccountCode: `ACCT_sandbox${number}`,
      isPrimary: true,
      status: 'active',
    });
    const second = (await add(owner)).json();
    expect(second.isPrimary).toBe(false);
    const list = (await owner(api)).json();
    expect(list.items.map((a: { id: string }) => a.id)).toEqual([first.id, second.id]);
    const audit = await auditRow(t.database.db, first.id, 'school_bank.create');
    expect(audit?.after).toMatchObject({ accountNumber: number, isPrimary: true });
  });

  it('give their business name to the gateway as the school’s name', async () => {
    const gateway = t.app.services.gateway;
    if (!gateway) throw new Error('the tests run with the sandbox gateway');
    const calls: { businessName: string; percentageCharge: number }[] = [];
    const original = gateway.createSubaccount.bind(gateway);
    gateway.createSubaccount = async (request) => {
      calls.push(request);
      return original(request);
    };
    try {
      expect((await add(bursar)).statusCode).toBe(201);
    } finally {
      gateway.createSubaccount = original;
    }
    expect(calls).toEqual([
      expect.objectContaining({ businessName: schoolName, percentageCharge: 0 }),
    ]);
  });

  it('refuse a bad number, an account already added, or one the bank does not know', async () => {
    const bad = await bursar({
      method: 'POST',
      url: api,
      payload: { bankId, accountNumber: '01234567890' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({
      field: 'body.accountNumber',
      message: 'Enter the 10-digit account number.',
    });
    const number = accountNumber();
    expect((await add(bursar, number)).statusCode).toBe(201);
    const twice = await add(bursar, number);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors[0].field).toBe('body.accountNumber');
    const unknown = await unknownBank(t.database.db);
    const refused = await add(bursar, accountNumber(), unknown.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('body.accountNumber');
  });

  it('move the primary in one step; the primary is archived last', async () => {
    const owner = await newBursar();
    const a = (await add(owner)).json();
    const b = (await add(owner)).json();
    const made = await patch(owner, b.id, { isPrimary: true });
    expect(made.statusCode).toBe(200);
    expect(made.json().isPrimary).toBe(true);
    const primaries = (await owner(api))
      .json()
      .items.filter((x: { isPrimary: boolean }) => x.isPrimary);
    expect(primaries.map((x: { id: string }) => x.id)).toEqual([b.id]);

    const archivePrimary = await patch(owner, b.id, { status: 'archived' });
    expect(archivePrimary.statusCode).toBe(409);
    expect(archivePrimary.json().detail).toBe(
      'This is the primary account. Make another account primary before archiving it.',
    );
    const archived = await patch(owner, a.id, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', isPrimary: false });
    expect((await patch(owner, a.id, { isPrimary: true })).statusCode).toBe(409);
    expect((await owner(api)).json().total).toBe(1);
    expect((await owner(`${api}?status=all`)).json().total).toBe(2);
    // The last active account may go; restored, it is the school's primary again.
    const last = await patch(owner, b.id, { status: 'archived' });
    expect(last.json()).toMatchObject({ status: 'archived', isPrimary: false });
    const restored = await patch(owner, b.id, { status: 'active' });
    expect(restored.json()).toMatchObject({ status: 'active', isPrimary: true });
    expect(await auditActions(t.database.db, b.id)).toEqual([
      'school_bank.create',
      'school_bank.primary',
      'school_bank.archive',
      'school_bank.restore',
    ]);
  });
});

describe('who may do what', () => {
  it('the bursar manages; the accountant reads; others neither', async () => {
    const account = (await add(bursar)).json();
    expect((await accountant(api)).statusCode).toBe(200);
    expect((await add(accountant)).statusCode).toBe(403);
    expect((await patch(accountant, account.id, { isPrimary: true })).statusCode).toBe(403);
    expect(
      (await accountant(`${api}/resolve?bankId=${bankId}&accountNumber=${accountNumber()}`))
        .statusCode,
    ).toBe(403);
    for (const client of [hos, student, appAdmin]) {
      expect((await client(api)).statusCode).toBe(403);
      expect((await add(client)).statusCode).toBe(403);
    }
  });

  it('another school’s bursar neither sees nor changes the accounts', async () => {
    const account = (await add(bursar)).json();
    const foreign = await newBursar();
    const list = (await foreign(`${api}?status=all`)).json();
    expect(list.items.some((a: { id: string }) => a.id === account.id)).toBe(false);
    const res = await patch(foreign, account.id, { status: 'archived' });
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(schoolBanks)
      .where(eq(schoolBanks.id, account.id));
    expect(row?.status).toBe('active');
  });
});
