import type {
  TApplicationUpdate,
  TBioData,
  TDocumentKind,
  TMyApplication,
} from '@campusflow/contracts';
import { missingPartLabels } from '@campusflow/contracts';
import { canWithdraw, isLgaOf, isNigerianState } from '@campusflow/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { recordDecision } from '@/modules/admissions/officer/decision-log.ts';
import {
  openOfferingIds,
  requireCurrentSession,
} from '@/modules/admissions/officer/offerings.service.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { AuditContext } from '@/platform/audit/audit.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import { files } from '@/platform/files/files.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { admissionFees } from './admission-fees.ts';
import { refreshAggregate } from './aggregate.ts';
import {
  applicationRow,
  applicationView,
  checkOlevel,
  missingParts,
  offeringFor,
} from './application-view.ts';

const MAX_OTHER_DOCUMENTS = 5;

/** The state of origin must be one of the 36 states or the FCT, the LGA one of its own. */
function checkPlaces(bio: TBioData) {
  if (bio.stateOfOrigin && !isNigerianState(bio.stateOfOrigin)) {
    throw fieldError('body.bioData.stateOfOrigin', 'Choose a state of origin from the list.');
  }
  if (bio.stateOfOrigin && bio.lga && !isLgaOf(bio.stateOfOrigin, bio.lga)) {
    throw fieldError('body.bioData.lga', 'Choose a local government area of your state of origin.');
  }
}

/** The actor's newest application at their school (any stage), or null. */
export async function myApplicationId(db: DbOrTx, actor: Actor): Promise<string | null> {
  const [row] = await db
    .select({ id: applications.enrollmentId })
    .from(applications)
    .where(
      and(
        eq(applications.schoolId, requireSchool(actor)),
        eq(applications.applicantId, actor.userId),
      ),
    )
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function myApplication(ctx: ServiceContext, actor: Actor): Promise<TMyApplication> {
  const id = await myApplicationId(ctx.db, actor);
  return {
    application: id ? await applicationView(ctx.db, requireSchool(actor), id, 'applicant') : null,
  };
}

/** The actor's draft, locked for the change; refuses once it is submitted. */
async function lockedDraft(tx: DbOrTx, actor: Actor) {
  const id = await myApplicationId(tx, actor);
  if (!id) throw new AppError('application_not_found');
  const [enrollment] = await tx
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), eq(enrollments.schoolId, requireSchool(actor))))
    .for('update');
  if (!enrollment) throw new AppError('application_not_found');
  if (enrollment.stage !== 'draft') throw new AppError('application_locked');
  return enrollment;
}

async function entryLevel(db: DbOrTx, programmeId: string, mode: 'utme' | 'direct_entry') {
  const [row] = await db
    .select({ step: programmeTypes.levelStep, levels: programmeTypes.durationLevels })
    .from(programmes)
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .where(eq(programmes.id, programmeId));
  const step = row?.step ?? 100;
  return mode === 'direct_entry' && (row?.levels ?? 1) > 1 ? step * 2 : step;
}

/**
 * Starts an application to a programme open this session, or answers the one the applicant
 * already has (a person applies once per session; withdrawn or rejected ones may start again).
 */
export async function startApplication(
  ctx: ServiceContext,
  actor: Actor,
  firstChoiceId: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const session = await requireCurrentSession(tx, schoolId);
    await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.userId)).for('update');
    const [existing] = await tx
      .select({ id: applications.enrollmentId })
      .from(applications)
      .innerJoin(enrollments, eq(enrollments.id, applications.enrollmentId))
      .where(
        and(
          eq(applications.schoolId, schoolId),
          eq(applications.applicantId, actor.userId),
          eq(applications.sessionId, session.id),
          ne(enrollments.stage, 'withdrawn'),
          ne(enrollments.stage, 'rejected'),
        ),
      );
    if (existing) return existing.id;
    const open = await openOfferingIds(tx, schoolId, session.id, [firstChoiceId]);
    if (!open.has(firstChoiceId)) throw new AppError('admission_not_open');
    const [year] = await tx
      .select({ startYear: academicYears.startYear })
      .from(academicSessions)
      .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
      .where(eq(academicSessions.id, session.id));
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        schoolId,
        studentId: actor.userId,
        programmeId: firstChoiceId,
        entryYear: year?.startYear ?? new Date().getFullYear(),
        currentLevel: await entryLevel(tx, firstChoiceId, 'utme'),
        stage: 'draft',
      })
      .returning({ id: enrollments.id });
    if (!enrollment) throw new AppError('internal');
    await tx.insert(applications).values({
      enrollmentId: enrollment.id,
      schoolId,
      sessionId: session.id,
      applicantId: actor.userId,
    });
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId: enrollment.id,
      kind: 'started',
      from: 'draft',
      to: 'draft',
    });
    return enrollment.id;
  });
  return applicationView(ctx.db, schoolId, id, 'applicant');
}

/** Saves part of a draft (the wizard saves each step as it goes). */
export async function updateApplication(
  ctx: ServiceContext,
  actor: Actor,
  input: TApplicationUpdate,
) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const enrollment = await lockedDraft(tx, actor);
    const row = await applicationRow(tx, schoolId, enrollment.id);
    if (!row) throw new AppError('application_not_found');
    const app = row.application;
    const firstChoiceId = input.firstChoiceId ?? enrollment.programmeId;
    const secondChoiceId =
      input.secondChoiceId === undefined ? app.secondChoiceId : input.secondChoiceId;
    const entryMode = input.entryMode ?? app.entryMode;
    const wanted = [firstChoiceId, ...(secondChoiceId ? [secondChoiceId] : [])];
    const changedChoice = input.firstChoiceId !== undefined || input.secondChoiceId !== undefined;
    if (changedChoice) {
      const open = await openOfferingIds(tx, schoolId, app.sessionId, wanted);
      if (!open.has(firstChoiceId))
        throw fieldError('body.firstChoiceId', 'This programme is not open for application.');
      if (secondChoiceId && !open.has(secondChoiceId)) {
        throw fieldError('body.secondChoiceId', 'This programme is not open for application.');
      }
    }
    if (secondChoiceId && secondChoiceId === firstChoiceId) {
      throw fieldError('body.secondChoiceId', 'Choose a second choice different from the first.');
    }
    const bioData = input.bioData ? { ...app.bioData, ...input.bioData } : app.bioData;
    if (input.bioData) checkPlaces(bioData);
    const sittings = input.olevelSittings ?? app.olevelSittings;
    const offering = await offeringFor(tx, schoolId, app.sessionId, firstChoiceId);
    await tx
      .update(enrollments)
      .set({
        programmeId: firstChoiceId,
        currentLevel: await entryLevel(tx, firstChoiceId, entryMode),
        updatedAt: new Date(),
      })
      .where(eq(enrollments.id, enrollment.id));
    await tx
      .update(applications)
      .set({
        secondChoiceId,
        entryMode,
        bioData,
        stateOfOrigin: bioData.stateOfOrigin ?? null,
        jambNo: input.jambNo ?? app.jambNo,
        utmeScore: input.utmeScore ?? app.utmeScore,
        utmeSubjects: input.utmeSubjects ?? app.utmeSubjects,
        olevelSittings: sittings,
        olevelMeets: checkOlevel(sittings, offering).meets,
        previousInstitutions: input.previousInstitutions ?? app.previousInstitutions,
        updatedAt: new Date(),
      })
      .where(eq(applications.enrollmentId, enrollment.id));
    return enrollment.id;
  });
  return applicationView(ctx.db, schoolId, id, 'applicant');
}

/** Attaches one of the applicant's own uploaded documents under a kind (replacing that kind). */
export async function attachDocument(
  ctx: ServiceContext,
  actor: Actor,
  input: { kind: TDocumentKind; fileId: string },
) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const enrollment = await lockedDraft(tx, actor);
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(
        and(
          eq(files.id, input.fileId),
          eq(files.schoolId, schoolId),
          eq(files.ownerUserId, actor.userId),
          eq(files.purpose, 'document'),
        ),
      );
    if (!file) throw fieldError('body.fileId', 'Upload the document first.');
    const [app] = await tx
      .select({ documents: applications.documents })
      .from(applications)
      .where(eq(applications.enrollmentId, enrollment.id));
    const current = (app?.documents ?? []).filter((d) => d.fileId !== input.fileId);
    const kept = input.kind === 'other' ? current : current.filter((d) => d.kind !== input.kind);
    if (
      input.kind === 'other' &&
      kept.filter((d) => d.kind === 'other').length >= MAX_OTHER_DOCUMENTS
    ) {
      throw fieldError('body.kind', `At most ${MAX_OTHER_DOCUMENTS} other documents.`);
    }
    await tx
      .update(applications)
      .set({
        documents: [...kept, { kind: input.kind, fileId: input.fileId }],
        updatedAt: new Date(),
      })
      .where(eq(applications.enrollmentId, enrollment.id));
    return enrollment.id;
  });
  return applicationView(ctx.db, schoolId, id, 'applicant');
}

export async function detachDocument(ctx: ServiceContext, actor: Actor, fileId: string) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const enrollment = await lockedDraft(tx, actor);
    const [app] = await tx
      .select({ documents: applications.documents })
      .from(applications)
      .where(eq(applications.enrollmentId, enrollment.id));
    await tx
      .update(applications)
      .set({
        documents: (app?.documents ?? []).filter((d) => d.fileId !== fileId),
        updatedAt: new Date(),
      })
      .where(eq(applications.enrollmentId, enrollment.id));
    return enrollment.id;
  });
  return applicationView(ctx.db, schoolId, id, 'applicant');
}

/**
 * Submits a complete draft whose application fee is paid: the form locks, the JAMB number and
 * UTME score go onto the profile (spec: jambNo, aggregate), and the applicant is told by e-mail.
 */
export async function submitApplication(ctx: ServiceContext, actor: Actor, audit: AuditContext) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const enrollment = await lockedDraft(tx, actor);
    const row = await applicationRow(tx, schoolId, enrollment.id);
    if (!row) throw new AppError('application_not_found');
    const open = await openOfferingIds(tx, schoolId, row.application.sessionId, [
      enrollment.programmeId,
    ]);
    if (!open.has(enrollment.programmeId)) throw new AppError('admission_not_open');
    const fees = await admissionFees(tx, {
      schoolId,
      sessionId: row.application.sessionId,
      programmeId: enrollment.programmeId,
      level: enrollment.currentLevel,
      studentId: actor.userId,
    });
    const feePaid = enrollment.applicationPayment === 'paid' || !!fees.application?.paid;
    if (fees.application && !feePaid) throw new AppError('application_fee_unpaid');
    const missing = missingParts(row, false, true);
    if (missing.length > 0) {
      // The codes are for the page (it names each part in its own place); the detail for people.
      throw new AppError('application_incomplete', {
        detail: `The application is not complete yet. Still needed: ${missing.map((m) => missingPartLabels[m]).join(', ')}.`,
        missing,
      });
    }
    const jambNo = row.application.jambNo;
    if (jambNo) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.schoolId, schoolId), eq(users.jambNo, jambNo), ne(users.id, actor.userId)),
        );
      if (taken)
        throw fieldError('body.jambNo', 'This JAMB number is already used by another applicant.');
    }
    await tx
      .update(users)
      .set({
        jambNo: jambNo ?? undefined,
        aggregate: row.application.utmeScore ?? undefined,
        updatedAt: new Date(),
      })
      .where(eq(users.id, actor.userId));
    await tx
      .update(applications)
      .set({ submittedAt: new Date(), updatedAt: new Date() })
      .where(eq(applications.enrollmentId, enrollment.id));
    await refreshAggregate(tx, schoolId, enrollment.id);
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId: enrollment.id,
      kind: 'submitted',
      from: 'draft',
      to: 'submitted',
    });
    return enrollment.id;
  });
  void ctx.mailer.kick();
  return applicationView(ctx.db, schoolId, id, 'applicant');
}

/** The applicant withdraws their application (audited); nothing after acceptance. */
export async function withdrawApplication(ctx: ServiceContext, actor: Actor, audit: AuditContext) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const appId = await myApplicationId(tx, actor);
    if (!appId) throw new AppError('application_not_found');
    const [enrollment] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.id, appId), eq(enrollments.schoolId, schoolId)))
      .for('update');
    if (!enrollment) throw new AppError('application_not_found');
    if (!canWithdraw(enrollment.stage)) {
      throw new AppError('admission_stage', {
        detail: 'This application can no longer be withdrawn.',
      });
    }
    await recordDecision(tx, ctx, audit, {
      schoolId,
      enrollmentId: appId,
      kind: 'withdrawn',
      from: enrollment.stage,
      to: 'withdrawn',
    });
    return appId;
  });
  void ctx.mailer.kick();
  return applicationView(ctx.db, schoolId, id, 'applicant');
}
