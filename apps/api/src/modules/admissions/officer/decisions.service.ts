import type {
  TApplication,
  TBulkDecisionInput,
  TBulkDecisionResult,
  TDecisionInput,
  TPermission,
} from '@campusflow/contracts';
import {
  type ApplicationFacts,
  offerTransition,
  rejectTransition,
  type StageSettings,
  screeningTransition,
  type Transition,
} from '@campusflow/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { admissionOfferings, applications } from '@/modules/admissions/admissions.tables.ts';
import { refreshAggregate } from '@/modules/admissions/applications/aggregate.ts';
import { applicationView } from '@/modules/admissions/applications/application-view.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { recordDecision } from './decision-log.ts';
import { applicationProgramme, quotaStages } from './officer-queue.service.ts';

type Action = TDecisionInput['action'];

/** Screening is the screening officer's; offers and rejections the admission officer's. */
const permissionOf: Record<Action, TPermission> = {
  screening_pass: 'admissions:screen:school',
  screening_fail: 'admissions:screen:school',
  offer: 'admissions:decide:school',
  reject: 'admissions:decide:school',
};

/** Refuses what the actor's role may not decide, and a failure or rejection without a reason. */
function checkDecision(actor: Actor, input: TDecisionInput): void {
  if (!can(actor, permissionOf[input.action])) throw new AppError('forbidden');
  if ((input.action === 'reject' || input.action === 'screening_fail') && !input.reason) {
    const message =
      input.action === 'reject' ? 'Give the reason for rejecting.' : 'Write the screening remarks.';
    throw fieldError('body.reason', message);
  }
}

function allowed(transition: Transition) {
  if (!transition.ok) throw new AppError('admission_stage', { detail: transition.reason });
  return transition.stage;
}

/** The offering an offer is made under, locked so that two offers cannot overfill its quota. */
async function lockedOffering(tx: Tx, schoolId: string, sessionId: string, programmeId: string) {
  const [offering] = await tx
    .select({ quota: admissionOfferings.quota, name: programmes.name })
    .from(admissionOfferings)
    .innerJoin(programmes, eq(programmes.id, admissionOfferings.programmeId))
    .where(
      and(
        eq(admissionOfferings.schoolId, schoolId),
        eq(admissionOfferings.sessionId, sessionId),
        eq(admissionOfferings.programmeId, programmeId),
      ),
    )
    .for('update', { of: admissionOfferings });
  if (!offering) {
    const message = 'Choose a programme offered for admission this session.';
    throw fieldError('body.programmeId', message);
  }
  return offering;
}

async function checkQuota(
  tx: Tx,
  where: { schoolId: string; sessionId: string; programmeId: string; enrollmentId: string },
) {
  const offering = await lockedOffering(tx, where.schoolId, where.sessionId, where.programmeId);
  if (offering.quota === 0) return;
  const [taken] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(enrollments)
    .innerJoin(applications, eq(applications.enrollmentId, enrollments.id))
    .where(
      and(
        eq(enrollments.schoolId, where.schoolId),
        eq(applications.sessionId, where.sessionId),
        inArray(enrollments.stage, [...quotaStages]),
        eq(applicationProgramme, where.programmeId),
        ne(enrollments.id, where.enrollmentId),
      ),
    );
  if ((taken?.n ?? 0) >= offering.quota) {
    throw new AppError('admission_stage', {
      detail: `The quota of ${offering.name} (${offering.quota}) is filled.`,
    });
  }
}

/** One decision on one application, inside the caller's transaction. */
async function decideOne(
  tx: Tx,
  ctx: ServiceContext,
  actor: Actor,
  schoolId: string,
  enrollmentId: string,
  input: TDecisionInput,
  stages: StageSettings,
  audit: AuditContext,
): Promise<void> {
  // Lock the enrollment first: two officers deciding at once are served one after the other.
  const [enrollment] = await tx
    .select({ stage: enrollments.stage, programmeId: enrollments.programmeId })
    .from(enrollments)
    .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.schoolId, schoolId)))
    .for('update');
  const [app] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.enrollmentId, enrollmentId), eq(applications.schoolId, schoolId)));
  if (!enrollment || !app || enrollment.stage === 'draft') {
    throw new AppError('application_not_found');
  }
  const facts: ApplicationFacts = {
    stage: enrollment.stage,
    screeningResult: app.screeningResult,
    examScored: app.examPercent !== null || enrollment.stage === 'entrance_exam',
  };
  const now = new Date();
  const reason = input.reason || null;
  const from = enrollment.stage;
  const where = and(
    eq(applications.enrollmentId, enrollmentId),
    eq(applications.schoolId, schoolId),
  );

  if (input.action === 'screening_pass' || input.action === 'screening_fail') {
    const passed = input.action === 'screening_pass';
    const to = allowed(screeningTransition(facts, passed, stages));
    // A rejection of the admission officer is theirs to reverse, not screening's.
    if (from === 'rejected' && app.screeningResult !== 'failed') {
      throw new AppError('admission_stage', {
        detail:
          'The admission officer rejected this application; only a new admission decision can change it.',
      });
    }
    const result = passed ? 'passed' : 'failed';
    if (to === from && app.screeningResult === result && input.score === undefined) {
      throw new AppError('admission_stage', {
        detail: passed
          ? 'This application has already passed screening.'
          : 'This application has already failed screening.',
      });
    }
    await tx
      .update(applications)
      .set({
        screeningResult: result,
        screeningScore: input.score ?? app.screeningScore,
        screeningRemarks: reason,
        screenedBy: actor.userId,
        screenedAt: now,
        updatedAt: now,
      })
      .where(where);
    await refreshAggregate(tx, schoolId, enrollmentId);
    const kind = passed ? 'screening_passed' : 'screening_failed';
    await recordDecision(tx, ctx, audit, { schoolId, enrollmentId, kind, from, to, reason });
    return;
  }

  if (input.action === 'offer') {
    const to = allowed(offerTransition(facts, stages));
    const programmeId = input.programmeId ?? enrollment.programmeId;
    if (from === 'offered' && (app.offeredProgrammeId ?? enrollment.programmeId) === programmeId) {
      throw new AppError('admission_stage', {
        detail: 'This applicant already holds an offer of this programme.',
      });
    }
    await checkQuota(tx, { schoolId, sessionId: app.sessionId, programmeId, enrollmentId });
    await tx
      .update(applications)
      .set({
        offeredProgrammeId: programmeId,
        decisionReason: reason,
        decidedBy: actor.userId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(where);
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId,
      kind: 'offered',
      from,
      to,
      reason,
    });
    return;
  }

  const to = allowed(rejectTransition(facts));
  await tx
    .update(applications)
    .set({
      offeredProgrammeId: null,
      decisionReason: reason,
      decidedBy: actor.userId,
      decidedAt: now,
      updatedAt: now,
    })
    .where(where);
  await recordDecision(tx, ctx, audit, {
    schoolId,
    enrollmentId,
    kind: 'rejected',
    from,
    to,
    reason,
  });
}

/** Screens, offers or rejects one application; answers the application as it now stands. */
export async function decideApplication(
  ctx: ServiceContext,
  actor: Actor,
  enrollmentId: string,
  input: TDecisionInput,
  audit: AuditContext,
): Promise<TApplication> {
  const schoolId = requireSchool(actor);
  checkDecision(actor, input);
  await inTransaction(ctx.db, async (tx) => {
    const { settings } = await loadSchoolSettings(tx, schoolId);
    await decideOne(tx, ctx, actor, schoolId, enrollmentId, input, settings.admissionStages, audit);
  });
  void ctx.mailer.kick();
  return applicationView(ctx.db, schoolId, enrollmentId, 'officer');
}

/**
 * The same decision on many applications, each in its own transaction: one refusal is
 * reported with its reason and does not undo the others.
 */
export async function decideMany(
  ctx: ServiceContext,
  actor: Actor,
  input: TBulkDecisionInput,
  audit: AuditContext,
): Promise<TBulkDecisionResult> {
  const schoolId = requireSchool(actor);
  checkDecision(actor, input);
  const { settings } = await loadSchoolSettings(ctx.db, schoolId);
  let done = 0;
  const failed: TBulkDecisionResult['failed'] = [];
  for (const id of new Set(input.ids)) {
    try {
      await inTransaction(ctx.db, (tx) =>
        decideOne(tx, ctx, actor, schoolId, id, input, settings.admissionStages, audit),
      );
      done += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ id, reason: error.message });
    }
  }
  if (done > 0) void ctx.mailer.kick();
  return { done, failed };
}
