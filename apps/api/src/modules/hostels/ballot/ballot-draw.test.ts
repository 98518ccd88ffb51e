import { type BallotHostel, drawBallot, quotaCap } from '@campusflow/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostelApplications, hostelRules } from '@/modules/hostels/hostels.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { ballotSchool } from '@/test/hostel-ballot-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

const drawnRows = (schoolId: string) =>
  t.database.db
    .select()
    .from(hostelApplications)
    .where(
      and(eq(hostelApplications.schoolId, schoolId), isNotNull(hostelApplications.ballotRank)),
    );

describe('the hostel ballot draw', () => {
  it('holds exactly as many beds as there are, by gender, and the rest are unsuccessful', async () => {
    const s = await ballotSchool(t.app, t.database.db, { beds: 4 });
    const men = [];
    for (let i = 0; i < 6; i++) men.push(await s.apply({ gender: 'male' }));
    const women = [await s.apply({ gender: 'female' }), await s.apply({ gender: 'female' })];
    await s.closeWindow();

    const drawn = await s.draw();
    expect(drawn.statusCode).toBe(200);
    expect(drawn.json()).toMatchObject({ held: 6, unsuccessful: 2 });
    expect(drawn.json().seed).toMatch(/^[0-9a-f]{32}$/);

    const rows = await drawnRows(s.schoolId);
    const held = rows.filter((r) => r.state === 'held');
    const maleIds = new Set(men.map((m) => m.applicationId));
    expect(held.filter((r) => maleIds.has(r.id)).map((r) => r.hostelId)).toEqual(
      Array(4).fill(s.maleHall.id),
    );
    expect(held.filter((r) => !maleIds.has(r.id)).map((r) => r.hostelId)).toEqual(
      Array(2).fill(s.femaleHall.id),
    );
    expect(new Set(held.map((r) => r.bedSpaceId)).size).toBe(6);
    expect(rows.filter((r) => r.state === 'unsuccessful').every((r) => maleIds.has(r.id))).toBe(
      true,
    );
    expect(rows.map((r) => r.ballotRank).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    for (const r of held) {
      expect(r.feeId).toBe(s.hostelFee.id);
      const hours = ((r.heldUntil?.getTime() ?? 0) - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(47.9);
    }
    expect(women).toHaveLength(2);

    const [rules] = await t.database.db
      .select()
      .from(hostelRules)
      .where(eq(hostelRules.schoolId, s.schoolId));
    expect(rules).toMatchObject({ ballotSeed: drawn.json().seed, ballotDrawnBy: s.admin.id });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, s.schoolId), eq(auditLog.action, 'hostel.ballot_drawn')));
    expect(audits).toHaveLength(1);
    const mails = await t.database.db
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.schoolId, s.schoolId));
    const templates = mails.map((m) => m.template).filter((x) => x.startsWith('hostel_ballot'));
    expect(templates.filter((x) => x === 'hostel_ballot_held')).toHaveLength(6);
    expect(templates.filter((x) => x === 'hostel_ballot_unsuccessful')).toHaveLength(2);

    const state = (await s.asAdmin('/api/v1/hostels/ballot')).json();
    expect(state).toMatchObject({
      refusal: 'drawn',
      outcomes: { held: 6, unsuccessful: 2 },
      pending: [],
      draw: { seed: drawn.json().seed },
    });
  });

  it('keeps each level group within its quota of a hostel', async () => {
    const s = await ballotSchool(t.app, t.database.db, {
      beds: 4,
      rules: { quotaFirstYear: 50, quotaFinalYear: 25, quotaOthers: 100 },
    });
    for (let i = 0; i < 4; i++) await s.apply({ level: 100 });
    for (let i = 0; i < 2; i++) await s.apply({ level: 400 });
    await s.closeWindow();
    const before = (await s.asAdmin('/api/v1/hostels/ballot')).json();
    expect(before.refusal).toBeNull();
    expect(before.pending).toEqual([
      { gender: 'male', levelGroup: 'final_year', count: 2 },
      { gender: 'male', levelGroup: 'first_year', count: 4 },
    ]);
    const male = before.hostels.find((h: { id: string }) => h.id === s.maleHall.id);
    expect(male).toMatchObject({ freeBeds: 4, caps: { firstYear: 2, finalYear: 1, others: 4 } });

    expect((await s.draw()).json()).toMatchObject({ held: 3, unsuccessful: 3 });
    const held = (await drawnRows(s.schoolId)).filter((r) => r.state === 'held');
    expect(held.filter((r) => r.levelGroup === 'first_year')).toHaveLength(2);
    expect(held.filter((r) => r.levelGroup === 'final_year')).toHaveLength(1);
  });

  it('is reproducible from its seed: re-running the draw over the stored applications gives what was written', async () => {
    const s = await ballotSchool(t.app, t.database.db, {
      beds: 4,
      rules: { quotaFirstYear: 75, quotaFinalYear: 50, quotaOthers: 50 },
    });
    const annex = await s.addHostel('male', 2, `zz annex ${s.schoolId.slice(0, 6)}`);
    for (let i = 0; i < 4; i++) await s.apply({ level: 100 });
    for (let i = 0; i < 3; i++) await s.apply({ level: 200 }, [annex.id]);
    for (let i = 0; i < 2; i++) await s.apply({ level: 400, gender: 'female' });
    await s.closeWindow();
    const seed = 'Lotto 2026-11-21: 04 17 23 38 41';
    expect((await s.draw(seed)).statusCode).toBe(200);

    const [rules] = await t.database.db
      .select()
      .from(hostelRules)
      .where(eq(hostelRules.schoolId, s.schoolId));
    expect(rules?.ballotSeed).toBe(seed);
    const stored = await drawnRows(s.schoolId);
    const quotas = { firstYear: 75, finalYear: 50, others: 50 };
    const hostelAsDrawn = (h: typeof s.maleHall): BallotHostel => ({
      id: h.id,
      gender: h.gender,
      beds: h.beds,
      caps: {
        first_year: quotaCap(h.beds.length, quotas, 'first_year'),
        final_year: quotaCap(h.beds.length, quotas, 'final_year'),
        others: quotaCap(h.beds.length, quotas, 'others'),
      },
    });
    const rerun = drawBallot({
      seed: rules?.ballotSeed ?? '',
      applications: stored,
      hostels: [s.femaleHall, s.maleHall, annex]
        .sort((a, b) => (a.name < b.name ? -1 : 1))
        .map(hostelAsDrawn),
    });
    expect(
      rerun.map((r) => ({
        id: r.applicationId,
        rank: r.rank,
        state: r.outcome,
        hostelId: r.hostelId ?? null,
        bedSpaceId: r.bedSpaceId ?? null,
      })),
    ).toEqual(
      [...stored]
        .sort((a, b) => (a.ballotRank ?? 0) - (b.ballotRank ?? 0))
        .map((r) => ({
          id: r.id,
          rank: r.ballotRank,
          state: r.state,
          hostelId: r.hostelId,
          bedSpaceId: r.bedSpaceId,
        })),
    );
    // Three 200-level students asked for the annex only, where "others" may hold one of two
    // beds; the fourth first-year, past the main hall's quota of three, took the other.
    expect(
      stored
        .filter((r) => r.hostelId === annex.id)
        .map((r) => r.levelGroup)
        .sort(),
    ).toEqual(['first_year', 'others']);
    expect(stored.filter((r) => r.state === 'unsuccessful')).toHaveLength(2);
  });

  it('refuses a draw while the window is open, a second draw, and in first-come mode', async () => {
    const s = await ballotSchool(t.app, t.database.db);
    await s.apply();
    const open = await s.draw();
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('hostel_ballot_window_open');
    expect((await s.asAdmin('/api/v1/hostels/ballot')).json().refusal).toBe('window_open');

    await s.closeWindow();
    expect((await s.draw('first')).statusCode).toBe(200);
    const twice = await s.draw('second');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('hostel_ballot_already_drawn');
    const [rules] = await t.database.db
      .select()
      .from(hostelRules)
      .where(eq(hostelRules.schoolId, s.schoolId));
    expect(rules?.ballotSeed).toBe('first');

    const firstCome = await ballotSchool(t.app, t.database.db, {
      rules: { mode: 'first_come', closesAt: new Date(Date.now() - 1000) },
    });
    const refused = await firstCome.draw();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hostel_ballot_not_ballot_mode');
  });
});
