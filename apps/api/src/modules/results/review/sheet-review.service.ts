import type { TScoreSheet } from '@campusflow/contracts';
import { sheetStudents, sheetView } from '@/modules/results/sheets/sheet-lines.ts';
import { moveSheet } from '@/modules/results/sheets/sheet-transitions.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { headedSheet, reviewableSheet } from './review-access.ts';

/**
 * A sheet for those who review it: the HOD of its course's department, or the school's exam
 * officer (who sees every sheet of the school).
 */
export async function reviewSheet(
  ctx: ServiceContext,
  actor: Actor,
  sheetId: string,
): Promise<TScoreSheet> {
  const sheet = await reviewableSheet(ctx.db, actor, sheetId);
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
