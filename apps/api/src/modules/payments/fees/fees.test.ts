import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/modules/payments/payments.tables.ts';
import { academicsOf, auditActions, auditRow } from '@/modules/payments/setup/setup-fixtures.ts';
import { clientFor, createSchool, createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
type Client = Awaited<ReturnType<typeof clientFor>>;
type Role = 'hos' | 'bursar' | 'accountant' | 'admin' | 'student' | 'teacher';
const clients = {} as Record<Role, Client>;
let foreignHos: Client;
let schoolId: string;
let mine: Awaited<ReturnType<typeof academicsOf>>;
let theirs: Awaited<ReturnType<typeof academicsOf>>;
const api = '/api/v1/payments/fees';

beforeAll(async () => {
  const db = t.database.db;
  schoolId = (await createSchool(db)).id;
  const otherId = (await createSchool(db)).id;
  for (const role of ['hos', 'bursar', 'accountant', 'admin', 'student', 'teacher'] as const) {
    clients[role] = await clientFor(
      t.app,
      (await createUser(db, { schoolId, roles: [role] })).email ?? '',
    );
  }
  foreignHos = await clientFor(
    t.app,
    (await createUser(db, { schoolId: otherId, roles: ['hos'] })).email ?? '',
  );
  mine = await academicsOf(db, schoolId);
  theirs = await academicsOf(db, otherId);
});

const tuition = (overrides: object = {}) => ({
  sessionId: mine.session.id,
  programmeId: mine.programme.id,
  level: 100,
  type: 'tuition',
  name: `School fees ${uniqueTag()}`,
  amount: 15_000_000,
  ...overrides,
});
const create = (payload: object, client = clients.hos) =>
  client({ method: 'POST', url: api, payload });
const patch = (id: string, payload: object, client = clients.hos) =>
  client({ method: 'PATCH', url: `${api}/${id}`, payload });

describe('the fee schedule', () => {
  it('adds a fee in kobo with its session and programme names, and audits it', async () => {
    const res = await create(tuition({ dueDate: '2025-11-30' }));
    expect(res.statusCode).toBe(201);
    const fee = res.json();
    expect(fee).toMatchObject({
      sessionName: mine.session.name,
      programmeName: mine.programme.name,
      level: 100,
      amount: 15_000_000,
      installmentsAllowed: false,
      installmentCount: 1,
      dueDate: '2025-11-30',
      paymentCount: 0,
      status: 'active',
    });
    const all = (
      await create(
        tuition({ programmeId: null, level: null, type: 'acceptance', name: 'Acceptance' }),
      )
    ).json();
    expect(all).toMatchObject({
      programmeId: null,
      programmeName: null,
      level: null,
      dueDate: null,
    });
    await auditRow(t.database.db, fee.id, 'fee.create');
  });

  it('is filtered by session, programme, type and level, and searched by name', async () => {
    const tag = uniqueTag();
    const a = (await create(tuition({ name: `Tuition ${tag}` }))).json();
    const b = (
      await create(
        tuition({ name: `Hostel ${tag}`, type: 'hostel', programmeId: null, level: 200 }),
      )
    ).json();
    const ids = async (query: string) =>
      (await clients.hos(`${api}?q=${tag}&${query}`)).json().items.map((f: { id: string }) => f.id);
    expect(await ids(`sessionId=${mine.session.id}&sort=name`)).toEqual([b.id, a.id]);
    expect(await ids(`programmeId=${mine.programme.id}`)).toEqual([a.id]);
    expect(await ids('programmeId=all')).toEqual([b.id]);
    expect(await ids('type=hostel')).toEqual([b.id]);
    expect(await ids('level=100')).toEqual([a.id]);
    expect(await ids('sort=-amount&type=tuition')).toEqual([a.id]);
    expect((await clients.hos(`${api}?type=rent`)).statusCode).toBe(400);
  });

  it('says what is wrong with each field', async () => {
    const cases: [object, string, string][] = [
      [{ amount: 0 }, 'body.amount', 'Enter an amount greater than 0.'],
      [{ amount: 10.5 }, 'body.amount', 'Enter an amount greater than 0.'],
      [{ level: 150 }, 'body.level', 'Choose a level from 100 to 900.'],
      [{ level: 1000 }, 'body.level', 'Choose a level from 100 to 900.'],
      [{ type: 'rent' }, 'body.type', 'Choose the fee type.'],
      [{ name: ' ' }, 'body.name', 'Enter the fee name.'],
      [{ dueDate: '30/11/2025' }, 'body.dueDate', 'Use a date like 2025-10-06.'],
      [{ installmentCount: 13 }, 'body.installmentCount', 'From 1 to 12 instalments.'],
      [
        { installmentsAllowed: true, installmentCount: 1 },
        'body.installmentCount',
        'Allow at least 2 instalments, or turn instalments off.',
      ],
      [
        { installmentsAllowed: false, installmentCount: 3 },
        'body.installmentCount',
        'Without instalments the fee is paid in 1 payment.',
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await create(tuition(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors[0], JSON.stringify(overrides)).toEqual({ field, message });
    }
  });

  it('checks instalments on the fee as it will be after a change', async () => {
    const fee = (await create(tuition({ installmentsAllowed: true, installmentCount: 3 }))).json();
    expect(fee.installmentCount).toBe(3);
    const off = await patch(fee.id, { installmentsAllowed: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().errors[0]).toEqual({
      field: 'body.installmentCount',
      message: 'Without instalments the fee is paid in 1 payment.',
    });
    const both = await patch(fee.id, { installmentsAllowed: false, installmentCount: 1 });
    expect(both.json()).toMatchObject({ installmentsAllowed: false, installmentCount: 1 });
    const amount = await patch(fee.id, { amount: 20_000_000, dueDate: null });
    expect(amount.json()).toMatchObject({ amount: 20_000_000, dueDate: null });
  });

  it('refuses a second fee of the same session, programme, level, type and name', async () => {
    const fee = (await create(tuition())).json();
    const twin = await create(tuition({ name: fee.name.toUpperCase() }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors[0].field).toBe('body.name');
    // Another level, or every programme, is another fee.
    expect((await create(tuition({ name: fee.name, level: 200 }))).statusCode).toBe(201);
    expect((await create(tuition({ name: fee.name, programmeId: null }))).statusCode).toBe(201);
    const allTwin = await create(tuition({ name: fee.name, programmeId: null }));
    expect(allTwin.statusCode).toBe(409);
  });

  it('wants a session and programme of the school', async () => {
    const session = await create(tuition({ sessionId: theirs.session.id }));
    expect(session.statusCode).toBe(400);
    expect(session.json().errors[0]).toEqual({
      field: 'body.sessionId',
      message: 'Choose a session of your school.',
    });
    const programme = await create(tuition({ programmeId: theirs.programme.id }));
    expect(programme.json().errors[0].field).toBe('body.programmeId');
  });

  it('deletes a fee without payments; one with payments is archived instead', async () => {
    const unused = (await create(tuition())).json();
    expect((await clients.hos({ method: 'DELETE', url: `${api}/${unused.id}` })).statusCode).toBe(
      204,
    );
    expect(await auditActions(t.database.db, unused.id)).toEqual(['fee.create', 'fee.delete']);

    const paid = (await create(tuition())).json();
    const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
    await t.database.db.insert(payments).values({
      schoolId,
      studentId: student.id,
      feeId: paid.id,
      programmeId: mine.programme.id,
      sessionId: mine.session.id,
      academicYear: '2025/2026',
      paymentType: 'tuition',
      reference: `PAY-${Date.now()}-${uniqueTag()}`,
      paymentMode: 'card',
      amount: paid.amount,
      balance: paid.amount,
      total: paid.amount,
    });
    expect((await clients.hos(`${api}/${paid.id}`)).json().paymentCount).toBe(1);
    const refused = await clients.hos({ method: 'DELETE', url: `${api}/${paid.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This fee has payments. Archive it instead.');
    const archived = await patch(paid.id, { status: 'archived' });
    expect(archived.json().status).toBe('archived');
    expect((await clients.hos(`${api}?q=${encodeURIComponent(paid.name)}`)).json().total).toBe(0);
  });
});

describe('a fee with payments', () => {
  it('keeps the terms it was paid under; its name and due date may change', async () => {
    const fee = (
      await create(tuition({ installmentsAllowed: true, installmentCount: 3, amount: 9_000_000 }))
    ).json();
    const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
    await t.database.db.insert(payments).values({
      schoolId,
      studentId: student.id,
      feeId: fee.id,
      programmeId: mine.programme.id,
      sessionId: mine.session.id,
      academicYear: '2025/2026',
      paymentType: 'tuition',
      reference: `PAY-${Date.now()}-${uniqueTag()}`,
      paymentMode: 'card',
      status: 'paid',
      amount: 3_000_000,
      amountPaid: 3_000_000,
      balance: 0,
      total: 3_000_000,
      installmentNumber: 1,
      totalInstallments: 3,
    });
    for (const change of [
      { amount: 3_000_000 },
      { installmentCount: 12 },
      { installmentsAllowed: false, installmentCount: 1 },
      { level: 200 },
    ]) {
      const refused = await patch(fee.id, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json().code).toBe('fee_has_payments');
      expect(refused.json().errors.map((e: { field: string }) => e.field)).toContain(
        `body.${Object.keys(change)[0]}`,
      );
    }
    const after = (await clients.hos(`${api}/${fee.id}`)).json();
    expect(after).toMatchObject({ amount: 9_000_000, installmentCount: 3, level: 100 });
    const renamed = await patch(fee.id, { name: `Renamed ${uniqueTag()}`, dueDate: '2026-01-31' });
    expect(renamed.statusCode).toBe(200);
  });

  it('without payments may change its amount and instalments', async () => {
    const fee = (await create(tuition({ amount: 9_000_000 }))).json();
    const changed = await patch(fee.id, { amount: 8_000_000 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().amount).toBe(8_000_000);
  });
});

describe('who may do what', () => {
  it('the head of school manages; bursar and accountant read; others neither', async () => {
    const fee = (await create(tuition())).json();
    for (const role of ['bursar', 'accountant'] as const) {
      expect((await clients[role](`${api}/${fee.id}`)).statusCode, role).toBe(200);
      expect((await create(tuition(), clients[role])).statusCode, role).toBe(403);
      expect((await patch(fee.id, { amount: 1 }, clients[role])).statusCode, role).toBe(403);
      expect(
        (await clients[role]({ method: 'DELETE', url: `${api}/${fee.id}` })).statusCode,
        role,
      ).toBe(403);
    }
    // The administrator manages people and roles, not money (decision 006).
    for (const role of ['student', 'teacher', 'admin'] as const) {
      expect((await clients[role](api)).statusCode, role).toBe(403);
    }
  });

  it('another school’s head neither sees nor changes the fees', async () => {
    const fee = (await create(tuition())).json();
    expect((await foreignHos(`${api}/${fee.id}`)).statusCode).toBe(404);
    expect((await patch(fee.id, { amount: 1 }, foreignHos)).statusCode).toBe(404);
    expect((await foreignHos({ method: 'DELETE', url: `${api}/${fee.id}` })).statusCode).toBe(404);
    const list = (await foreignHos(`${api}?q=${encodeURIComponent(fee.name)}`)).json();
    expect(list.total).toBe(0);
    expect((await clients.hos(`${api}/${fee.id}`)).json().amount).toBe(fee.amount);
  });
});
