import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lapseUnpaidSeats } from '@/modules/transport/payment/lapse-unpaid.job.ts';
import { routeSeats, transportSubscriptions } from '@/modules/transport/transport.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { clientFor } from '@/test/fixtures.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { transportSchool } from '@/test/transport-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const HOUR = 3_600_000;

const subscribe = (
  client: Awaited<ReturnType<typeof clientFor>>,
  routeId: string,
  stopId: string,
) =>
  client({
    method: 'POST',
    url: '/api/v1/transport/mine/subscribe',
    payload: { routeId, stopId },
  });

async function seatsOf(routeId: string) {
  const [row] = await t.database.db
    .select()
    .from(routeSeats)
    .where(eq(routeSeats.routeId, routeId));
  return row;
}

describe('a student subscribes to a route and pays its fare', () => {
  it('keeps a seat, takes the fare through the checkout, then gives a pass that checks valid', async () => {
    const s = await transportSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    const page = (await asStudent('/api/v1/transport/mine')).json();
    expect(page.blockers).toEqual([]);
    expect(page.routes).toEqual([
      expect.objectContaining({ id: s.route.id, fareKobo: 2_500_000, seatsLeft: 14 }),
    ]);
    expect(page.routes[0].stops.map((x: { name: string }) => x.name)).toEqual([
      'Main gate',
      'Market square',
      'Town hall',
    ]);

    const stop = s.route.stops[1];
    const created = await subscribe(asStudent, s.route.id, stop?.id ?? '');
    expect(created.statusCode).toBe(201);
    const sub = created.json();
    expect(sub).toMatchObject({
      state: 'awaiting_payment',
      stop: { name: 'Market square' },
      fee: { id: s.route.fee.id, amountKobo: 2_500_000 },
      passCode: null,
    });
    expect((Date.parse(sub.payBy) - Date.now()) / HOUR).toBeGreaterThan(71.9);
    expect((await seatsOf(s.route.id))?.sold).toBe(1);

    const twice = await subscribe(asStudent, s.route.id, stop?.id ?? '');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('transport_already_subscribed');

    const unpaidPass = await asStudent('/api/v1/transport/mine/pass.pdf');
    expect(unpaidPass.json().code).toBe('transport_pass_unpaid');

    await payInFull(asStudent, s.route.fee.id);
    const paid = (await asStudent('/api/v1/transport/mine')).json().subscription;
    expect(paid.state).toBe('active');
    expect(paid.passCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await seatsOf(s.route.id))?.sold).toBe(1);

    const pdf = await asStudent('/api/v1/transport/mine/pass.pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Transport pass');
    expect(text).toContain(s.route.name);
    expect(text).toContain('Market square');
    expect(text).toContain(paid.passCode);
    expect(text).toContain(`/dashboard/transport-admin/passes/${paid.passCode}`);

    const asAdmin = await clientFor(t.app, s.admin.email ?? '');
    const checked = await asAdmin(
      `/api/v1/transport/passes/${paid.passCode}?routeId=${s.route.id}`,
    );
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      valid: true,
      verdict: 'valid',
      route: { id: s.route.id },
      stop: 'Market square',
      matricNumber: s.student.userOrgId,
    });
    const other = await s.addRoute();
    const wrong = (
      await asAdmin(`/api/v1/transport/passes/${paid.passCode}?routeId=${other.id}`)
    ).json();
    expect(wrong).toMatchObject({ valid: false, verdict: 'wrong_route' });
    const audits = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, paid.id));
    const actions = audits.map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining(['transport.subscribed', 'transport.pass_printed']),
    );
    expect(actions.filter((a) => a === 'transport.pass_checked')).toHaveLength(2);
  });

  it('refuses the transport fee to anyone not holding a seat on its route, and after the time to pay', async () => {
    const s = await transportSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    const checkout = (feeId: string) =>
      asStudent({ method: 'POST', url: '/api/v1/payments/checkout', payload: { feeId } });
    const none = await checkout(s.route.fee.id);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('transport_subscription_required');

    const other = await s.addRoute();
    await subscribe(asStudent, other.id, other.stops[0]?.id ?? '');
    const wrongRoute = await checkout(s.route.fee.id);
    expect(wrongRoute.json().code).toBe('transport_subscription_required');

    await t.database.db
      .update(transportSubscriptions)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(transportSubscriptions.studentId, s.student.id));
    const lapsed = await checkout(other.fee.id);
    expect(lapsed.statusCode).toBe(409);
    expect(lapsed.json().code).toBe('transport_subscription_lapsed');
  });

  it('gives back an unpaid seat when its time runs out, and mails the student', async () => {
    const s = await transportSchool(t.database.db, { seats: 1 });
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    await subscribe(asStudent, s.route.id, s.route.stops[0]?.id ?? '');
    const rival = await s.addStudent();
    const asRival = await clientFor(t.app, rival.email ?? '');
    const full = await subscribe(asRival, s.route.id, s.route.stops[0]?.id ?? '');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('transport_route_full');

    await t.database.db
      .update(transportSubscriptions)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(transportSubscriptions.studentId, s.student.id));
    await lapseUnpaidSeats(t.app.services);
    const mine = (await asStudent('/api/v1/transport/mine')).json().subscription;
    expect(mine.state).toBe('lapsed');
    expect((await seatsOf(s.route.id))?.sold).toBe(0);
    const mail = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, s.student.email ?? ''));
    expect(mail.map((m) => m.subject)).toContain('Your transport seat was given back');
    expect((await subscribe(asRival, s.route.id, s.route.stops[0]?.id ?? '')).statusCode).toBe(201);
  });

  it('lets a student cancel within the window: unpaid at once, paid as a refund due', async () => {
    const s = await transportSchool(t.database.db, { settings: { cancelWithinDays: 7 } });
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    const cancel = () => asStudent({ method: 'POST', url: '/api/v1/transport/mine/cancel' });
    await subscribe(asStudent, s.route.id, s.route.stops[0]?.id ?? '');
    expect((await cancel()).statusCode).toBe(204);
    expect((await asStudent('/api/v1/transport/mine')).json().subscription.state).toBe('cancelled');
    expect((await seatsOf(s.route.id))?.sold).toBe(0);

    // A second student, so that their one subscription is the latest one they see.
    const payer = await s.addStudent();
    const asPayer = await clientFor(t.app, payer.email ?? '');
    const cancelPaid = () => asPayer({ method: 'POST', url: '/api/v1/transport/mine/cancel' });
    await subscribe(asPayer, s.route.id, s.route.stops[0]?.id ?? '');
    await payInFull(asPayer, s.route.fee.id);
    const [sub] = await t.database.db
      .select()
      .from(transportSubscriptions)
      .where(eq(transportSubscriptions.studentId, payer.id))
      .orderBy(desc(transportSubscriptions.createdAt))
      .limit(1);
    await t.database.db
      .update(transportSubscriptions)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * HOUR) })
      .where(eq(transportSubscriptions.id, sub?.id ?? ''));
    const late = await cancelPaid();
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('transport_cancel_window_closed');

    await t.database.db
      .update(transportSubscriptions)
      .set({ createdAt: new Date(Date.now() - 6 * 24 * HOUR) })
      .where(eq(transportSubscriptions.id, sub?.id ?? ''));
    expect((await cancelPaid()).statusCode).toBe(204);
    const after = (await asPayer('/api/v1/transport/mine')).json().subscription;
    expect(after.state).toBe('refund_due');
    expect((await seatsOf(s.route.id))?.sold).toBe(0);
  });

  it('refuses another school’s route, a stop of another route, and a closed window', async () => {
    const s = await transportSchool(t.database.db);
    const elsewhere = await transportSchool(t.database.db);
    const asStudent = await clientFor(t.app, s.student.email ?? '');
    const foreign = await subscribe(
      asStudent,
      elsewhere.route.id,
      elsewhere.route.stops[0]?.id ?? '',
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('transport_route_not_found');
    const mixed = await subscribe(asStudent, s.route.id, elsewhere.route.stops[0]?.id ?? '');
    expect(mixed.json().code).toBe('transport_stop_not_found');
    expect((await seatsOf(elsewhere.route.id))?.sold).toBe(0);

    const closed = await transportSchool(t.database.db, {
      settings: { closesAt: new Date(Date.now() - HOUR) },
    });
    const asLate = await clientFor(t.app, closed.student.email ?? '');
    const page = (await asLate('/api/v1/transport/mine')).json();
    expect(page.blockers.map((b: { code: string }) => b.code)).toEqual(['closed']);
    const refused = await subscribe(asLate, closed.route.id, closed.route.stops[0]?.id ?? '');
    expect(refused.json().code).toBe('transport_closed');
  });
});
