import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BallotApplication,
  type BallotHostel,
  ballotKey,
  ballotOrder,
  drawBallot,
} from './hostel-ballot.ts';

const groups = ['first_year', 'final_year', 'others'] as const;
const hostelIds = ['h-a', 'h-b', 'h-c', 'h-d'];

/** Up to four hostels of either gender, with unique bed ids and some quota room each. */
const hostelsArb = fc
  .tuple(
    ...hostelIds.map((id) =>
      fc.record({
        id: fc.constant(id),
        gender: fc.constantFrom('male' as const, 'female' as const),
        beds: fc.integer({ min: 0, max: 6 }),
        caps: fc.record({
          first_year: fc.nat(4),
          final_year: fc.nat(4),
          others: fc.nat(4),
        }),
      }),
    ),
  )
  .map((hs): BallotHostel[] =>
    hs.map((h) => ({
      ...h,
      beds: Array.from({ length: h.beds }, (_, i) => ({ id: `${h.id}-bed-${i}` })),
    })),
  );

const applicationsArb = fc.uniqueArray(
  fc.record({
    id: fc.uuid(),
    gender: fc.constantFrom('male' as const, 'female' as const),
    levelGroup: fc.constantFrom(...groups),
    preferences: fc.uniqueArray(fc.constantFrom(...hostelIds), { maxLength: 3 }),
  }),
  { selector: (a) => a.id, maxLength: 40 },
);

const seedArb = fc.string({ minLength: 1, maxLength: 40 });

describe('the hostel ballot', () => {
  it('keys an application by the hex SHA-256 of seed:id, as any SHA-256 tool computes it', () => {
    // echo -n 'seed-2026:8d1f0c1e-0000-4000-8000-000000000001' | sha256sum
    expect(ballotKey('seed-2026', '8d1f0c1e-0000-4000-8000-000000000001')).toBe(
      '64d18dc3c9ed7014debe09731a36da68e21a3acc048a9791affb97e04d599cfa',
    );
    expect(ballotKey('ab', 'c')).not.toBe(ballotKey('a', 'bc'));
  });

  it('is reproducible: the same seed and inputs give the same result, in any input order', () => {
    fc.assert(
      fc.property(seedArb, applicationsArb, hostelsArb, (seed, applications, hostels) => {
        const first = drawBallot({ seed, applications, hostels });
        const again = drawBallot({ seed, applications: [...applications].reverse(), hostels });
        expect(again).toEqual(first);
      }),
    );
  });

  it('never gives one bed twice, never exceeds a cap, and always matches gender', () => {
    fc.assert(
      fc.property(seedArb, applicationsArb, hostelsArb, (seed, applications, hostels) => {
        const result = drawBallot({ seed, applications, hostels });
        const held = result.filter((r) => r.outcome === 'held');
        const beds = held.map((r) => r.bedSpaceId);
        expect(new Set(beds).size).toBe(beds.length);
        const byId = new Map(applications.map((a) => [a.id, a]));
        for (const hostel of hostels) {
          const inHostel = held.filter((r) => r.hostelId === hostel.id);
          for (const r of inHostel) {
            expect(hostel.beds.map((b) => b.id)).toContain(r.bedSpaceId);
            expect(byId.get(r.applicationId)?.gender).toBe(hostel.gender);
          }
          for (const group of groups) {
            const taken = inHostel.filter((r) => byId.get(r.applicationId)?.levelGroup === group);
            expect(taken.length).toBeLessThanOrEqual(hostel.caps[group]);
          }
        }
        expect(result.map((r) => r.rank)).toEqual(result.map((_, i) => i + 1));
      }),
    );
  });

  it('leaves nobody unsuccessful while a hostel they may fill has a bed and quota room', () => {
    fc.assert(
      fc.property(seedArb, applicationsArb, hostelsArb, (seed, applications, hostels) => {
        const result = drawBallot({ seed, applications, hostels });
        const byId = new Map(applications.map((a) => [a.id, a]));
        const held = result.filter((r) => r.outcome === 'held');
        for (const r of result.filter((x) => x.outcome === 'unsuccessful')) {
          const a = byId.get(r.applicationId) as BallotApplication;
          const allowed = a.preferences.length
            ? a.preferences
            : hostels.filter((h) => h.gender === a.gender).map((h) => h.id);
          for (const hostel of hostels.filter(
            (h) => allowed.includes(h.id) && h.gender === a.gender,
          )) {
            const inHostel = held.filter((x) => x.hostelId === hostel.id);
            const sameGroup = inHostel.filter(
              (x) => byId.get(x.applicationId)?.levelGroup === a.levelGroup,
            );
            const full = inHostel.length >= hostel.beds.length;
            expect(full || sameGroup.length >= hostel.caps[a.levelGroup]).toBe(true);
          }
        }
      }),
    );
  });

  it('ranks by key, ties by id, and a different seed permutes the order', () => {
    const ids = Array.from({ length: 30 }, (_, i) => ({ id: `application-${i}` }));
    fc.assert(
      fc.property(seedArb, seedArb, (a, b) => {
        fc.pre(a !== b);
        const first = ballotOrder(a, ids);
        const keys = first.map((r) => r.key);
        expect(keys).toEqual([...keys].sort());
        const second = ballotOrder(b, ids);
        expect(second.map((r) => r.application.id).sort()).toEqual(ids.map((x) => x.id).sort());
        expect(second.map((r) => r.application.id)).not.toEqual(first.map((r) => r.application.id));
      }),
    );
  });

  it('fills a hostel in bed order, preferences first, and stops at the quota', () => {
    const hostels: BallotHostel[] = [
      {
        id: 'h-a',
        gender: 'male',
        beds: [{ id: 'a1' }, { id: 'a2' }],
        caps: { first_year: 1, final_year: 2, others: 2 },
      },
      {
        id: 'h-b',
        gender: 'male',
        beds: [{ id: 'b1' }],
        caps: { first_year: 1, final_year: 1, others: 1 },
      },
    ];
    const applications: BallotApplication[] = ['x', 'y', 'z'].map((id) => ({
      id,
      gender: 'male',
      levelGroup: 'first_year',
      preferences: [],
    }));
    const result = drawBallot({ seed: 's', applications, hostels });
    const held = result.filter((r) => r.outcome === 'held');
    expect(held.map((r) => r.bedSpaceId)).toEqual(['a1', 'b1']);
    expect(result[2]?.outcome).toBe('unsuccessful');

    const onlyB = drawBallot({
      seed: 's',
      applications: [{ id: 'x', gender: 'male', levelGroup: 'others', preferences: ['h-b'] }],
      hostels,
    });
    expect(onlyB[0]).toMatchObject({ outcome: 'held', hostelId: 'h-b', bedSpaceId: 'b1' });
  });
});
