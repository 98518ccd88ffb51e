import * as z from 'zod/mini';
import { ZHostelAllocationMode, ZHostelGender, ZHostelLevelGroup } from './hostels.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

// The hostel ballot (issue 16): the admin's view and draw, and the published result that
// anyone in the school can check by re-running the draw from its seed.

/** Why the draw cannot run now (none: it can). */
export const ballotDrawRefusals = ['no_rules', 'not_ballot_mode', 'window_open', 'drawn'] as const;
export const ZBallotDrawRefusal = z.enum(ballotDrawRefusals);
export type TBallotDrawRefusal = z.infer<typeof ZBallotDrawRefusal>;

export const ZBallotCaps = z.object({
  firstYear: z.int(),
  finalYear: z.int(),
  others: z.int(),
});

/** The admin's ballot page: the window, who waits, what the draw can give, and what it gave. */
export const ZBallotState = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  rules: z.nullable(
    z.object({
      mode: ZHostelAllocationMode,
      opensAt: z.nullable(z.string()),
      closesAt: z.nullable(z.string()),
      holdHours: z.int(),
    }),
  ),
  /** Pending applications by gender and level group. */
  pending: z.array(
    z.object({ gender: ZHostelGender, levelGroup: ZHostelLevelGroup, count: z.int() }),
  ),
  /** Active hostels with their free beds and the places left in each quota. */
  hostels: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      gender: ZHostelGender,
      freeBeds: z.int(),
      caps: ZBallotCaps,
    }),
  ),
  draw: z.nullable(
    z.object({ seed: z.string(), drawnAt: z.string(), drawnBy: z.nullable(z.string()) }),
  ),
  outcomes: z.object({ held: z.int(), unsuccessful: z.int() }),
  /** Why "Run the draw" is refused now; null: it may run. */
  refusal: z.nullable(ZBallotDrawRefusal),
});
export type TBallotState = z.infer<typeof ZBallotState>;

export const ZRunBallot = z.object({
  /** A seed of the admin's choosing (a public lottery number); default 32 random hex digits. */
  seed: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
});
export type TRunBallot = z.infer<typeof ZRunBallot>;

export const ZBallotDrawn = z.object({
  seed: z.string(),
  drawnAt: z.string(),
  held: z.int(),
  unsuccessful: z.int(),
});
export type TBallotDrawn = z.infer<typeof ZBallotDrawn>;

export const ballotOutcomes = ['held', 'unsuccessful'] as const;
export const ZBallotOutcome = z.enum(ballotOutcomes);
export type TBallotOutcome = z.infer<typeof ZBallotOutcome>;

/** One application of the published result: masked, so the list names nobody in full. */
export const ZBallotResultRow = z.object({
  applicationId: z.uuid(),
  rank: z.int(),
  key: z.string(),
  /** "Adaeze O." */
  student: z.string(),
  /** "*******123": every character but the last three hidden. */
  matricNumber: z.string(),
  levelGroup: ZHostelLevelGroup,
  outcome: ZBallotOutcome,
  /** The caller's own application. */
  mine: z.boolean(),
});
export type TBallotResultRow = z.infer<typeof ZBallotResultRow>;

export const ZBallotResultQuery = z.extend(ZPageQuery, {
  /** A rank, the start of a key, or the last characters of a matric number. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  outcome: z.optional(ZBallotOutcome),
});
export type TBallotResultQuery = z.infer<typeof ZBallotResultQuery>;

export const ZBallotResult = z.object({
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  /** The session's allocation mode; null without rules (a page shows no ballot then). */
  mode: z.nullable(ZHostelAllocationMode),
  /** Null until the ballot is drawn. */
  draw: z.nullable(
    z.object({
      seed: z.string(),
      drawnAt: z.string(),
      /** How the draw works, in one sentence. */
      algorithm: z.string(),
      total: z.int(),
      held: z.int(),
      unsuccessful: z.int(),
    }),
  ),
  /** The caller's own row, wherever it falls in the list. */
  mine: z.nullable(ZBallotResultRow),
  rows: pageOf(ZBallotResultRow),
});
export type TBallotResult = z.infer<typeof ZBallotResult>;
