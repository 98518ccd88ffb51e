import * as z from 'zod/mini';
import { ZAdmissionStage } from './admissions.ts';
import { ZPaymentMode } from './payments.ts';
import { ZScoreSheetState } from './results.ts';
import { ZFeeType } from './settings.ts';

// The figures of the accountant's, bursar's, admin's, exam officer's and admission officer's
// homes (issue 18). Counts and kobo only: the pages put them in words.

const count = z.int().check(z.gte(0));
/** Kobo. */
const kobo = z.int();
const ZSessionRef = z.nullable(z.object({ id: z.uuid(), name: z.string() }));

const ZTakings = z.object({
  payments: count,
  amount: kobo,
  byType: z.array(z.object({ type: ZFeeType, payments: count, amount: kobo })),
});

/** The accounts office's home: what came in, what waits for review, where it settled. */
export const ZAccountsReport = z.object({
  session: ZSessionRef,
  /** Confirmed among today's checkouts (the ledger's day), whatever the session. */
  today: ZTakings,
  /** Confirmed this session. */
  thisSession: ZTakings,
  /** This session’s confirmed money per day of the checkout (UTC, the ledger’s day), 30 days. */
  byDay: z.array(z.object({ day: z.iso.date(), payments: count, amount: kobo })),
  toReview: z.object({
    /** Bank transfers waiting for the accounts office to confirm or reject. */
    transfers: z.object({ payments: count, amount: kobo }),
    /** Payments the gateway settled for another amount or currency: still pending. */
    mismatches: count,
    /** Confirmed payments of something already paid: one of the two is to refund. */
    refunds: z.object({ payments: count, amount: kobo }),
  }),
  /** This session's confirmed money by the account it settled into. */
  settlements: z.array(
    z.object({
      mode: ZPaymentMode,
      /** The school account (card payments settle into its gateway sub-account). */
      account: z.nullable(
        z.object({ bankName: z.string(), accountNumber: z.string(), accountName: z.string() }),
      ),
      payments: count,
      amount: kobo,
    }),
  ),
});
export type TAccountsReport = z.infer<typeof ZAccountsReport>;

/** The school administrator's home: how people sign in (accounts are `/users/counts`). */
export const ZSignInsReport = z.object({
  /** The last 30 days (Lagos), days with none included. */
  byDay: z.array(z.object({ day: z.iso.date(), succeeded: count, failed: count })),
  last7Days: z.object({ succeeded: count, failed: count }),
});
export type TSignInsReport = z.infer<typeof ZSignInsReport>;

/** The admission officer's queue: the session's applications by stage. */
export const ZAdmissionsQueueReport = z.object({
  session: ZSessionRef,
  byStage: z.array(z.object({ stage: ZAdmissionStage, applications: count })),
  /** Submitted or past screening and the entrance exam, with no decision yet. */
  awaitingDecision: count,
});
export type TAdmissionsQueueReport = z.infer<typeof ZAdmissionsQueueReport>;

/** The exam officer's queues: score sheets by state, corrections, entrance exams to score. */
export const ZExamsQueueReport = z.object({
  session: ZSessionRef,
  sheets: z.object({ total: count, byState: z.record(ZScoreSheetState, count) }),
  /** Corrections of published results waiting for the exam officer. */
  corrections: count,
  entranceExams: z.object({ exams: count, candidates: count, unscored: count }),
});
export type TExamsQueueReport = z.infer<typeof ZExamsQueueReport>;
