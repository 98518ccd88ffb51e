import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userRoles } from '@/modules/identity/identity.tables.ts';
import { sendWeeklySummaries } from '@/modules/reports/weekly-summary.job.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

// Monday 30 November 2026, 08:00 in Lagos, and the Monday before seven.
const mondayMorning = new Date('2026-11-30T07:00:00Z');
const tooEarly = new Date('2026-11-30T05:30:00Z');

async function summariesTo(addresses: string[]) {
  return t.database.db
    .select({ to: mailOutbox.toAddress, subject: mailOutbox.subject, text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.template, 'weekly_summary'), inArray(mailOutbox.toAddress, addresses)),
    );
}

describe('the weekly summary e-mail', () => {
  it('is sent once a week, from Monday seven o’clock, to each subscriber with their home’s figures', async () => {
    const school = await t.school();
    const accountant = await t.person(school.id, 'accountant');
    const manager = await t.person(school.id, 'manager');
    const quiet = await t.person(school.id, 'admin');
    for (const { client } of [accountant, manager]) {
      const on = await client({
        method: 'PUT',
        url: '/api/v1/reports/weekly-summary',
        payload: { subscribed: true },
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toMatchObject({ available: true, subscribed: true });
    }
    const state = await quiet.client('/api/v1/reports/weekly-summary');
    expect(state.json()).toMatchObject({ role: 'admin', available: true, subscribed: false });
    const addresses = [accountant, manager, quiet].map((p) => p.user.email ?? '');

    expect(await sendWeeklySummaries(t.app.services, tooEarly)).toBe(0);
    expect(await summariesTo(addresses)).toHaveLength(0);

    expect(await sendWeeklySummaries(t.app.services, mondayMorning)).toBeGreaterThanOrEqual(2);
    const sent = await summariesTo(addresses);
    expect(sent.map((m) => m.to).sort()).toEqual(
      [accountant, manager].map((p) => p.user.email).sort(),
    );
    const toAccountant = sent.find((m) => m.to === accountant.user.email);
    expect(toAccountant?.subject).toContain('2026-W49');
    expect(toAccountant?.text).toContain('Bank transfers to confirm');
    expect(sent.find((m) => m.to === manager.user.email)?.text).toContain('Admissions');

    // Later the same week: nothing more.
    await sendWeeklySummaries(t.app.services, new Date('2026-12-02T10:00:00Z'));
    expect(await summariesTo(addresses)).toHaveLength(2);
  });

  it('stops when the officer switches it off or no longer holds the role', async () => {
    const school = await t.school();
    const leaving = await t.person(school.id, 'bursar');
    const stopping = await t.person(school.id, 'examOfficer');
    for (const { client } of [leaving, stopping]) {
      await client({
        method: 'PUT',
        url: '/api/v1/reports/weekly-summary',
        payload: { subscribed: true },
      });
    }
    const off = await stopping.client({
      method: 'PUT',
      url: '/api/v1/reports/weekly-summary',
      payload: { subscribed: false },
    });
    expect(off.json()).toMatchObject({ subscribed: false });
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, leaving.user.id));
    await sendWeeklySummaries(t.app.services, new Date('2026-12-07T09:00:00Z'));
    expect(await summariesTo([leaving.user.email ?? '', stopping.user.email ?? ''])).toHaveLength(
      0,
    );
  });

  it('is refused to a role whose home has no summary', async () => {
    const school = await t.school();
    const student = await t.person(school.id, 'student');
    const state = await student.client('/api/v1/reports/weekly-summary');
    expect(state.json()).toMatchObject({ available: false, subscribed: false });
    const on = await student.client({
      method: 'PUT',
      url: '/api/v1/reports/weekly-summary',
      payload: { subscribed: true },
    });
    expect(on.statusCode).toBe(409);
    expect(on.json().code).toBe('weekly_summary_unavailable');
  });
});
