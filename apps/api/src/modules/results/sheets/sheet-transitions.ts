import type { TScoreSheetState } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { scoreSheets } from '@/modules/results/results.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { type SheetRow, sheetById } from './course-sheet.ts';

export type SheetAction = 'submit' | 'approve' | 'return' | 'publish';

/** From which states each action moves a sheet, and to which. */
const moves: Record<
  SheetAction,
  { from: readonly TScoreSheetState[]; to: TScoreSheetState; audited: string }
> = {
  submit: { from: ['draft'], to: 'submitted', audited: 'results.sheet.submitted' },
  approve: { from: ['submitted'], to: 'hod_approved', audited: 'results.sheet.approved' },
  return: { from: ['submitted', 'hod_approved'], to: 'draft', audited: 'results.sheet.returned' },
  publish: { from: ['hod_approved'], to: 'published', audited: 'results.sheet.published' },
};

/**
 * Moves a sheet one step of its chain under its row lock, recording who and when, and audits
 * it. Who may take the step is the caller's to check (the lecturer, the HOD of the course's
 * department, the exam officer); this only knows the chain. `reason` is a return's.
 * `results_sheet_wrong_state` when the sheet is not where the action starts.
 */
export async function moveSheet(
  db: DbOrTx,
  actor: Actor,
  audit: AuditContext,
  sheetId: string,
  action: SheetAction,
  options: { reason?: string; allowedFrom?: readonly TScoreSheetState[]; now?: Date } = {},
): Promise<SheetRow> {
  const schoolId = requireSchool(actor);
  const now = options.now ?? new Date();
  return inTransaction(db, async (tx) => {
    const sheet = await sheetById(tx, schoolId, sheetId, true);
    const move = moves[action];
    const from = options.allowedFrom ?? move.from;
    if (!from.includes(sheet.state)) throw new AppError('results_sheet_wrong_state');
    const by = actor.userId;
    const set = {
      state: move.to,
      updatedAt: now,
      ...(action === 'submit'
        ? { submittedBy: by, submittedAt: now, returnReason: null }
        : action === 'approve'
          ? { hodApprovedBy: by, hodApprovedAt: now }
          : action === 'publish'
            ? { publishedBy: by, publishedAt: now }
            : {
                returnReason: options.reason ?? null,
                returnedBy: by,
                returnedAt: now,
                hodApprovedBy: null,
                hodApprovedAt: null,
              }),
    };
    await tx.update(scoreSheets).set(set).where(eq(scoreSheets.id, sheet.id));
    await recordAudit(tx, audit, {
      action: move.audited,
      entityType: 'score_sheet',
      entityId: sheet.id,
      before: { state: sheet.state },
      after: { state: move.to, ...(options.reason ? { reason: options.reason } : {}) },
    });
    return sheetById(tx, schoolId, sheet.id);
  });
}
