import type { TAmendment, TRequestAmendment } from '@campusflow/contracts';
import { checkScore, scoreOutcome } from '@campusflow/domain';
import { and, eq, inArray, or } from 'drizzle-orm';
import {
  coursesTaughtBy,
  departmentsHeadedBy,
  loadSchoolSettings,
} from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { recomputeStandings } from '@/modules/results/publishing/standings.ts';
import { resultAmendments, scoreSheets, scores } from '@/modules/results/results.tables.ts';
import { type SheetRow, sheetById } from '@/modules/results/sheets/course-sheet.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { amendmentById, amendmentRows } from './amendment-rows.ts';

const notYours = 'This published result was not found among your courses.';
const officer = (actor: Actor) => can(actor, 'results:publish:school');

async function heads(db: DbOrTx, actor: Actor, departmentId: string) {
  const headed = await departmentsHeadedBy(db, actor, { requested: [departmentId] });
  return headed.has(departmentId);
}

/** The lecturer of the sheet's course in its session, or the head of its department. */
async function mayRequest(db: DbOrTx, actor: Actor, sheet: SheetRow) {
  const taught = await coursesTaughtBy(db, actor, {
    requested: [sheet.courseId],
    sessionId: sheet.sessionId,
  });
  return taught.has(sheet.courseId) || (await heads(db, actor, sheet.departmentId));
}

/** A line as the amendment records it, graded by the student's scheme. */
async function gradedLine(
  db: DbOrTx,
  schoolId: string,
  enrollmentId: string,
  line: { ca: number | null; exam: number | null; absent: boolean },
) {
  const [{ settings }, [enrollment]] = await Promise.all([
    loadSchoolSettings(db, schoolId),
    db
      .select({ entryYear: enrollments.entryYear })
      .from(enrollments)
      .where(eq(enrollments.id, enrollmentId)),
  ]);
  const scheme = (await schoolSchemes(db, settings))(enrollment?.entryYear ?? 0);
  return { scheme, outcome: scoreOutcome(line, scheme.scheme) };
}

/**
 * Asks to correct one student's published line, with the reason: the old and new lines are
 * kept. Only the course's lecturer (in the sheet's session) or the department's head may ask;
 * one open request per line at a time.
 */
export async function requestAmendment(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  sheetId: string,
  input: TRequestAmendment,
): Promise<TAmendment> {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetById(tx, schoolId, sheetId, true);
    if (!(await mayRequest(tx, actor, sheet))) {
      throw new AppError('not_found', { detail: notYours });
    }
    if (sheet.state !== 'published') throw new AppError('results_amendment_not_published');
    const problems = checkScore(input, sheet);
    if (problems.length) {
      throw new AppError('results_score_invalid', {
        errors: problems.map((p) => ({ field: `body.${p.field}`, message: p.message })),
      });
    }
    const [current] = await tx
      .select()
      .from(scores)
      .where(and(eq(scores.sheetId, sheet.id), eq(scores.enrollmentId, input.enrollmentId)));
    if (!current) throw new AppError('results_student_not_on_sheet');
    const before = {
      ca: current.ca,
      exam: current.exam,
      absent: current.absent,
      grade: current.grade,
    };
    const { outcome } = await gradedLine(tx, schoolId, input.enrollmentId, input);
    const after = { ca: input.ca, exam: input.exam, absent: input.absent, grade: outcome.grade };
    if (before.ca === after.ca && before.exam === after.exam && before.absent === after.absent) {
      throw new AppError('results_amendment_unchanged');
    }
    const [row] = await tx
      .insert(resultAmendments)
      .values({
        schoolId,
        sheetId: sheet.id,
        enrollmentId: input.enrollmentId,
        before,
        after,
        reason: input.reason,
        requestedBy: actor.userId,
      })
      .onConflictDoNothing()
      .returning({ id: resultAmendments.id });
    if (!row) throw new AppError('results_amendment_open');
    await recordAudit(tx, audit, {
      action: 'results.amendment.requested',
      entityType: 'result_amendment',
      entityId: row.id,
      after: {
        sheetId: sheet.id,
        enrollmentId: input.enrollmentId,
        before,
        after,
        reason: input.reason,
      },
    });
    return row.id;
  });
  return (await amendmentById(ctx.db, schoolId, id)) as TAmendment;
}

/**
 * Moves an amendment on: the head of the sheet's department approves a request; the exam
 * officer approves one the head approved, which applies it to the published line (graded
 * again by the student's scheme) and recomputes the student's GPA and CGPA, in one
 * transaction. Audited with the old and new lines.
 */
export async function approveAmendment(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  amendmentId: string,
  now = new Date(),
): Promise<TAmendment> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const a = await lockedAmendment(tx, actor, schoolId, amendmentId);
    if (officer(actor) && a.state === 'hod_approved') {
      const { scheme, outcome } = await gradedLine(tx, schoolId, a.enrollmentId, a.after);
      await tx
        .update(scores)
        .set({
          ca: a.after.ca,
          exam: a.after.exam,
          absent: a.after.absent,
          total: outcome.total,
          grade: outcome.grade,
          points: outcome.points,
          schemeId: scheme.schemeId,
          updatedBy: actor.userId,
          updatedAt: now,
        })
        .where(and(eq(scores.sheetId, a.sheetId), eq(scores.enrollmentId, a.enrollmentId)));
      await tx
        .update(resultAmendments)
        .set({ state: 'approved', officerBy: actor.userId, officerAt: now, updatedAt: now })
        .where(eq(resultAmendments.id, a.id));
      await recomputeStandings(tx, schoolId, [a.enrollmentId]);
      await recordAudit(tx, audit, {
        action: 'results.amended',
        entityType: 'score',
        entityId: `${a.sheetId}:${a.enrollmentId}`,
        before: a.before,
        after: { ...a.after, amendmentId: a.id },
      });
    } else if (!officer(actor) && a.state === 'requested') {
      await tx
        .update(resultAmendments)
        .set({ state: 'hod_approved', hodBy: actor.userId, hodAt: now, updatedAt: now })
        .where(eq(resultAmendments.id, a.id));
      await recordAudit(tx, audit, {
        action: 'results.amendment.hod_approved',
        entityType: 'result_amendment',
        entityId: a.id,
      });
    } else {
      throw new AppError('results_amendment_wrong_state');
    }
  });
  return (await amendmentById(ctx.db, schoolId, amendmentId)) as TAmendment;
}

/** Refuses an open amendment with a reason (the head while requested; the officer either step). */
export async function rejectAmendment(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  amendmentId: string,
  reason: string,
  now = new Date(),
): Promise<TAmendment> {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const a = await lockedAmendment(tx, actor, schoolId, amendmentId);
    const open = officer(actor) ? ['requested', 'hod_approved'] : ['requested'];
    if (!open.includes(a.state)) throw new AppError('results_amendment_wrong_state');
    await tx
      .update(resultAmendments)
      .set({
        state: 'rejected',
        rejectionReason: reason,
        ...(officer(actor)
          ? { officerBy: actor.userId, officerAt: now }
          : { hodBy: actor.userId, hodAt: now }),
        updatedAt: now,
      })
      .where(eq(resultAmendments.id, a.id));
    await recordAudit(tx, audit, {
      action: 'results.amendment.rejected',
      entityType: 'result_amendment',
      entityId: a.id,
      after: { reason },
    });
  });
  return (await amendmentById(ctx.db, schoolId, amendmentId)) as TAmendment;
}

/** The amendment under its row lock, if the actor reviews it (officer, or its head); else 404. */
async function lockedAmendment(tx: DbOrTx, actor: Actor, schoolId: string, id: string) {
  const [a] = await tx
    .select()
    .from(resultAmendments)
    .where(and(eq(resultAmendments.id, id), eq(resultAmendments.schoolId, schoolId)))
    .for('update');
  const sheet = a ? await sheetById(tx, schoolId, a.sheetId) : null;
  if (!a || !sheet || (!officer(actor) && !(await heads(tx, actor, sheet.departmentId)))) {
    throw new AppError('not_found', { detail: 'This correction was not found.' });
  }
  return a;
}

/**
 * The amendments the actor deals with: the exam officer every one of the school, a head
 * those of their departments, a lecturer those they asked for.
 */
export async function listAmendments(
  ctx: ServiceContext,
  actor: Actor,
  state: 'requested' | 'hod_approved' | 'approved' | 'rejected' | 'open' | 'all',
): Promise<{ items: TAmendment[] }> {
  const schoolId = requireSchool(actor);
  const byState =
    state === 'all'
      ? undefined
      : state === 'open'
        ? inArray(resultAmendments.state, ['requested', 'hod_approved'])
        : eq(resultAmendments.state, state);
  let mine = undefined as ReturnType<typeof or>;
  if (!officer(actor)) {
    const headed = [...(await departmentsHeadedBy(ctx.db, actor, {}))];
    mine = or(
      eq(resultAmendments.requestedBy, actor.userId),
      headed.length ? inArray(scoreSheets.departmentId, headed) : undefined,
    );
  }
  return {
    items: await amendmentRows(ctx.db, and(eq(resultAmendments.schoolId, schoolId), byState, mine)),
  };
}
