import type { THostelLevelGroup } from '@campusflow/contracts';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

// The hostel ballot (docs/domain.md, "Hostel and transport"): a seeded, reproducible draw. Its
// seed and result are published, so anyone can re-run it with this file (or by hand: every
// key is a plain SHA-256) and check that nobody was moved up the list.

/** How the draw works, in one sentence, as the published result states it. */
export const ballotAlgorithm =
  'Each application gets the key SHA-256(seed + ":" + application id) in hexadecimal; applications are ranked by key (ties by id) and, in rank order, each takes the next free bed of the first hostel of its preferences (or of any hostel of its gender, in name order) that has a bed and room in its level group’s quota, else it is unsuccessful.';

export type BallotApplication = {
  id: string;
  gender: 'male' | 'female';
  levelGroup: THostelLevelGroup;
  /** Hostel ids in the student's order; empty: any hostel of their gender. */
  preferences: readonly string[];
};

export type BallotHostel = {
  id: string;
  gender: 'male' | 'female';
  /** Its free available beds, in the order they are filled. */
  beds: readonly { id: string }[];
  /** The places left in each level group's quota. */
  caps: Record<THostelLevelGroup, number>;
};

export type BallotOutcome = {
  applicationId: string;
  /** 1 draws first. */
  rank: number;
  key: string;
  outcome: 'held' | 'unsuccessful';
  hostelId?: string;
  bedSpaceId?: string;
};

/** An application's key: the hex SHA-256 of `seed:applicationId`. */
export const ballotKey = (seed: string, applicationId: string): string =>
  bytesToHex(sha256(utf8ToBytes(`${seed}:${applicationId}`)));

const byKeyThenId = (a: { key: string; id: string }, b: { key: string; id: string }) => {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  if (a.id === b.id) return 0;
  return a.id < b.id ? -1 : 1;
};

/** The applications in draw order, each with its key and rank (1 first). */
export function ballotOrder<A extends { id: string }>(
  seed: string,
  applications: readonly A[],
): { application: A; key: string; rank: number }[] {
  return applications
    .map((application) => ({
      application,
      id: application.id,
      key: ballotKey(seed, application.id),
    }))
    .sort(byKeyThenId)
    .map(({ application, key }, i) => ({ application, key, rank: i + 1 }));
}

/**
 * Draws the ballot: in rank order, each application takes the next free bed of the first
 * hostel it may fill (its preferences in order, or every hostel of its gender in the order
 * given) that has a bed left and room in the application's level-group quota; otherwise it is
 * unsuccessful. Pure: the same seed, applications and hostels always give the same result.
 */
export function drawBallot(input: {
  seed: string;
  applications: readonly BallotApplication[];
  hostels: readonly BallotHostel[];
}): BallotOutcome[] {
  const state = new Map(
    input.hostels.map((h) => [h.id, { hostel: h, nextBed: 0, caps: { ...h.caps } }]),
  );
  const byGender = (gender: BallotApplication['gender']) =>
    input.hostels.filter((h) => h.gender === gender).map((h) => h.id);
  return ballotOrder(input.seed, input.applications).map(({ application, key, rank }) => {
    const candidates = application.preferences.length
      ? application.preferences
      : byGender(application.gender);
    for (const hostelId of candidates) {
      const s = state.get(hostelId);
      if (!s || s.hostel.gender !== application.gender) continue;
      const bed = s.hostel.beds[s.nextBed];
      if (!bed || s.caps[application.levelGroup] <= 0) continue;
      s.nextBed += 1;
      s.caps[application.levelGroup] -= 1;
      return {
        applicationId: application.id,
        rank,
        key,
        outcome: 'held' as const,
        hostelId,
        bedSpaceId: bed.id,
      };
    }
    return { applicationId: application.id, rank, key, outcome: 'unsuccessful' as const };
  });
}
