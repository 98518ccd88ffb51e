import { ballotKey } from '@campusflow/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostelRules } from '@/modules/hostels/hostels.tables.ts';
import { ballotSchool } from '@/test/hostel-ballot-fixtures.ts';
import { payInFull } from '@/test/sandbox-pay.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

type Row = { applicationId: string; rank: number; key: string; outcome: string; mine: boolean };

describe('the published ballot result', () => {
  it('shows a student the seed, the method and every rank, with their own row flagged', async () => {
    const s = await ballotSchool(t.app, t.database.db, { beds: 2 });
    const me = await s.apply('own');
    for (let i = 0; i < 4; i++) await s.apply();
    const before = (await me.client('/api/v1/hostels/ballot/result')).json();
    expect(before).toMatchObject({ draw: null, mine: null, rows: { items: [], total: 0 } });
    expect((await me.client('/api/v1/hostels/ballot/result.csv')).json().code).toBe(
      'hostel_ballot_not_drawn',
    );
    await s.closeWindow();
    await s.draw('seed-of-the-day');

    const result = (await me.client('/api/v1/hostels/ballot/result?limit=100')).json();
    expect(result.draw).toMatchObject({
      seed: 'seed-of-the-day',
      total: 5,
      held: 2,
      unsuccessful: 3,
    });
    expect(result.draw.algorithm).toContain('SHA-256(seed + ":" + application id)');
    const rows: Row[] = result.rows.items;
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.filter((r) => r.mine).map((r) => r.applicationId)).toEqual([me.applicationId]);
    expect(result.mine).toMatchObject({ applicationId: me.applicationId, mine: true });
    for (const r of rows) expect(r.key).toBe(ballotKey('seed-of-the-day', r.applicationId));
    expect(rows.slice(0, 2).every((r) => r.outcome === 'held')).toBe(true);
    const matric = s.student.userOrgId ?? '';
    expect(result.mine.matricNumber).toBe(`${'*'.repeat(matric.length - 3)}${matric.slice(-3)}`);
    expect(result.mine.student).not.toBe(s.student.name);
    expect(JSON.stringify(result)).not.toContain(matric);

    const page = (await me.client('/api/v1/hostels/ballot/result?limit=2&page=2')).json();
    expect(page.rows).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(page.rows.items.map((r: Row) => r.rank)).toEqual([3, 4]);
    const byRank = (await me.client('/api/v1/hostels/ballot/result?q=4')).json();
    expect(byRank.rows.items.map((r: Row) => r.rank)).toContain(4);
    const lost = (await me.client('/api/v1/hostels/ballot/result?outcome=unsuccessful')).json();
    expect(lost.rows.total).toBe(3);

    const csv = await me.client('/api/v1/hostels/ballot/result.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('application_id,key,rank,level_group,outcome');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `${rows[0]?.applicationId},${rows[0]?.key},1,first_year,${rows[0]?.outcome}`,
    );
  });

  it('lets winners pay the hostel fee and get the bed; the unsuccessful cannot pay', async () => {
    const s = await ballotSchool(t.app, t.database.db, { beds: 1 });
    const a = await s.apply();
    const b = await s.apply();
    await s.closeWindow();
    await s.draw('pay-test');
    const result = (await a.client('/api/v1/hostels/ballot/result')).json();
    const winnerId = result.rows.items.find((r: Row) => r.outcome === 'held').applicationId;
    const [winner, loser] = winnerId === a.applicationId ? [a, b] : [b, a];

    const held = (await winner.client('/api/v1/hostels/mine')).json();
    expect(held.application).toMatchObject({ state: 'held', fee: { id: s.hostelFee.id } });
    expect(held.rules.ballot).toMatchObject({ seed: 'pay-test' });
    await payInFull(winner.client, s.hostelFee.id);
    const after = (await winner.client('/api/v1/hostels/mine')).json();
    expect(after.application).toMatchObject({ state: 'allocated', place: held.application.place });

    expect((await loser.client('/api/v1/hostels/mine')).json().application.state).toBe(
      'unsuccessful',
    );
    const refused = await loser.client({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      payload: { feeId: s.hostelFee.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hostel_hold_required');
    // The result still says who drew the bed after it is paid for.
    const later = (await a.client('/api/v1/hostels/ballot/result')).json();
    expect(later.draw).toMatchObject({ held: 1, unsuccessful: 1 });
  });
});

describe('what the ballot refuses', () => {
  it('another school’s admin cannot draw ours or read its result; a student cannot draw', async () => {
    const s = await ballotSchool(t.app, t.database.db);
    const applicant = await s.apply();
    await s.closeWindow();
    const other = await t.school();
    const { client: otherAdmin } = await t.person(other.id, 'hostelAdmin');
    const drawn = await otherAdmin({
      method: 'POST',
      url: '/api/v1/hostels/ballot/draw',
      payload: {},
    });
    expect(drawn.statusCode).toBe(409);
    expect(drawn.json().code).toBe('hostel_ballot_no_rules');
    const theirs = (await otherAdmin('/api/v1/hostels/ballot/result')).json();
    expect(theirs).toMatchObject({ draw: null, rows: { total: 0 } });
    expect((await otherAdmin('/api/v1/hostels/ballot')).json().refusal).toBe('no_rules');

    const asStudent = await applicant.client({
      method: 'POST',
      url: '/api/v1/hostels/ballot/draw',
      payload: {},
    });
    expect(asStudent.statusCode).toBe(403);
    expect((await applicant.client('/api/v1/hostels/ballot')).statusCode).toBe(403);

    const [rules] = await t.database.db
      .select()
      .from(hostelRules)
      .where(eq(hostelRules.schoolId, s.schoolId));
    expect(rules?.ballotDrawnAt).toBeNull();
  });
});
