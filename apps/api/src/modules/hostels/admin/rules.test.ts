import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostelRules } from '@/modules/hostels/hostels.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { hostelAdminSchool, rulesBody } from '@/test/hostel-admin-fixtures.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const setup = (options?: Parameters<typeof hostelAdminSchool>[2]) =>
  hostelAdminSchool(t.app, t.database.db, options);

describe('the session’s hostel rules', () => {
  it('answers the defaults, unsaved, before the admin saves any', async () => {
    const s = await setup();
    await t.database.db.delete(hostelRules).where(eq(hostelRules.schoolId, s.schoolId));
    const r = await s.asAdmin('/api/v1/hostels/rules');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      saved: false,
      mode: 'first_come',
      holdHours: 48,
      quotas: { firstYear: 40, finalYear: 25, others: 35 },
      requiredFeeTypes: ['tuition'],
      allowPreferences: true,
      opensAt: null,
      closesAt: null,
    });
  });

  it('refuses quotas that do not add up to 100, a close before the open, a missing every-bed price', async () => {
    const s = await setup();
    const put = (body: Record<string, unknown>) =>
      s.asAdmin({ method: 'PUT', url: '/api/v1/hostels/rules', payload: rulesBody(body) });
    const sum = await put({ quotas: { firstYear: 40, finalYear: 25, others: 30 } });
    expect(sum.statusCode).toBe(400);
    expect(sum.json().errors[0].field).toContain('quotas');
    const order = await put({
      opensAt: '2026-09-02T08:00:00Z',
      closesAt: '2026-09-01T08:00:00Z',
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toContain('closesAt');
    const hours = await put({ holdHours: 721 });
    expect(hours.statusCode).toBe(400);
    const noDefault = await put({
      prices: [{ hostelId: s.maleHall.id, roomType: null, amountKobo: 100 }],
    });
    expect(noDefault.statusCode).toBe(400);
    expect(noDefault.json().errors[0].field).toContain('prices');
  });

  it('saves the rules, audited with before and after', async () => {
    const s = await setup();
    const r = await s.asAdmin({
      method: 'PUT',
      url: '/api/v1/hostels/rules',
      payload: rulesBody({ holdHours: 24, requiredFeeTypes: ['tuition'], allowPreferences: false }),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ saved: true, holdHours: 24, allowPreferences: false });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'hostel.rules_saved')));
    expect(audit?.before).toMatchObject({ holdHours: 48 });
    expect(audit?.after).toMatchObject({ holdHours: 24, allowPreferences: false });
  });

  it('refuses to change the mode once a student has applied', async () => {
    const s = await setup();
    await s.applyAs(s.student);
    const r = await s.asAdmin({
      method: 'PUT',
      url: '/api/v1/hostels/rules',
      payload: rulesBody({ mode: 'ballot' }),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('hostel_mode_locked');
    expect((await s.asAdmin('/api/v1/hostels/rules')).json()).toMatchObject({
      mode: 'first_come',
      hasApplications: true,
    });
  });

  it('answers 404 when the school has no current session', async () => {
    const school = await t.school();
    const { client } = await t.person(school.id, 'hostelAdmin');
    const r = await client('/api/v1/hostels/rules');
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe('hostel_no_current_session');
  });
});

describe('bed prices', () => {
  it('makes each price a hostel fee that the student’s checkout charges', async () => {
    const s = await setup();
    const r = await s.asAdmin({
      method: 'PUT',
      url: '/api/v1/hostels/rules',
      payload: rulesBody({
        prices: [
          { hostelId: null, roomType: null, amountKobo: 4_000_000 },
          { hostelId: s.maleHall.id, roomType: 'standard', amountKobo: 7_250_000 },
        ],
      }),
    });
    expect(r.statusCode).toBe(200);
    const prices = r.json().prices;
    expect(prices).toHaveLength(2);
    const special = prices.find((p: { hostelId: string | null }) => p.hostelId === s.maleHall.id);
    expect(special).toMatchObject({ amountKobo: 7_250_000, roomType: 'standard' });
    expect(special.feeName).toBe(`Hostel accommodation — ${s.maleHall.name}, standard`);
    const [fee] = await t.database.db.select().from(fees).where(eq(fees.id, special.feeId));
    expect(fee).toMatchObject({
      type: 'hostel',
      amount: 7_250_000,
      programmeId: null,
      level: null,
    });

    const { client, application } = await s.applyAs(s.student);
    expect(application).toMatchObject({ fee: { id: special.feeId, amountKobo: 7_250_000 } });
    const paid = await payInFull(client, special.feeId);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.id, paid.id));
    expect(payment?.amount).toBe(7_250_000);
  });

  it('updates a kept price’s fee, archives a removed one, and refuses to remove one in use', async () => {
    const s = await setup();
    const save = (prices: object[]) =>
      s.asAdmin({ method: 'PUT', url: '/api/v1/hostels/rules', payload: rulesBody({ prices }) });
    const everyBed = { hostelId: null, roomType: null, amountKobo: 6_000_000 };
    const female = { hostelId: s.femaleHall.id, roomType: null, amountKobo: 3_000_000 };
    const first = (await save([everyBed, female])).json();
    expect(first.prices.find((p: { hostelId: null }) => p.hostelId === null).feeId).toBe(
      s.hostelFee.id,
    );
    const [updated] = await t.database.db.select().from(fees).where(eq(fees.id, s.hostelFee.id));
    expect(updated?.amount).toBe(6_000_000);
    const femaleFee = first.prices.find(
      (p: { hostelId: string }) => p.hostelId === s.femaleHall.id,
    );

    // A woman holds a bed at the female hall's price: it cannot go yet.
    const woman = await s.addStudent({ gender: 'female' });
    const { client } = await s.applyAs(woman);
    const refused = await save([everyBed]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hostel_price_in_use');

    // Once she withdraws, the price goes and its fee is archived; set again, it comes back.
    await client({ method: 'POST', url: '/api/v1/hostels/mine/withdraw' });
    expect((await save([everyBed])).json().prices).toHaveLength(1);
    const feeOf = async () =>
      (await t.database.db.select().from(fees).where(eq(fees.id, femaleFee.feeId)))[0];
    expect((await feeOf())?.status).toBe('archived');
    const again = (await save([everyBed, { ...female, amountKobo: 3_500_000 }])).json();
    const back = again.prices.find((p: { hostelId: string }) => p.hostelId === s.femaleHall.id);
    expect(back.feeId).toBe(femaleFee.feeId);
    expect(await feeOf()).toMatchObject({ status: 'active', amount: 3_500_000 });
  });

  it('refuses another school’s hostel and the same hostel and room type twice', async () => {
    const s = await setup();
    const other = await hostelAdminSchool(t.app, t.database.db);
    const save = (prices: object[]) =>
      s.asAdmin({ method: 'PUT', url: '/api/v1/hostels/rules', payload: rulesBody({ prices }) });
    const everyBed = { hostelId: null, roomType: null, amountKobo: 100 };
    const foreign = await save([
      everyBed,
      { hostelId: other.maleHall.id, roomType: null, amountKobo: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);
    const twice = await save([everyBed, { ...everyBed, amountKobo: 200 }]);
    expect(twice.statusCode).toBe(400);
  });
});
