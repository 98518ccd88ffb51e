import type { TScoreSheet } from '@campusflow/contracts';
import { departmentsHeadedBy } from '@/modules/academics/academics.queries.ts';
import { type SheetRow, sheetById } from '@/modules/results/sheets/course-sheet.ts';
import { sheetStudents, sheetView } from '@/modules/results/sheets/sheet-lines.ts';
import { moveSheet } from '@/modules/results/sheets/sheet-transitions.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const notYours = 'This score sheet was not found among your departments’ courses.';

/** The sheet, if its course's department is one the actor heads; else `not_found`. */
async function headedSheet(db: DbOrTx, actor: Actor, sheetId: string): Promise<SheetRow> {
  const sheet = await sheetById(db, requireSchool(actor), sheetId);
  await requireDuty(
    db,
    actor,
    departmentsHeadedBy,
    { requested: [sheet.departmentId] },
    { code: 'not_found', detail: notYours },
  );
  return sheet;
}

/**
 * A sheet for those who review it: the HOD of its course's department, or the school's exam
 * officer (who sees every sheet of the school).
 */
export async function reviewSheet(
  ctx: ServiceContext,
  actor: Actor,
  sheetId: string,
): Promise<TScoreSheet> {
  const sheet = can(actor, 'results:publish:school')
    ? await sheetById(ctx.db, requireSchool(actor), sheetId)
    : await headedSheet(ctx.db, actor, sheetId);
  return sheetView(sheet, await sheetStudents(ctx.db, sheet), false);
}

/** The HOD approves a submitted sheet: it goes on to the exam officer. */
export async function approveSheet(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  sheetId: string,
): Promise<TScoreSheet> {
  await headedSheet(ctx.db, actor, sheetId);
  const moved = await moveSheet(ctx.db, actor, audit, sheetId, 'approve');
  return sheetView(moved, await sheetStudents(ctx.db, moved), false);
}

/**
 * Sends a sheet back to the lecturer as a draft, with the reason: the HOD a submitted sheet of
 * their department, the exam officer an approved one.
 */
export async function returnSheet(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  sheetId: string,
  reason: string,
): Promise<TScoreSheet> {
  const officer = can(actor, 'results:publish:school');
  if (!officer) await headedSheet(ctx.db, actor, sheetId);
  const moved = await moveSheet(ctx.db, actor, audit, sheetId, 'return', {
    reason,
    allowedFrom: officer ? ['hod_approved'] : ['submitted'],
  });
  return sheetView(moved, await sheetStudents(ctx.db, moved), false);
}
