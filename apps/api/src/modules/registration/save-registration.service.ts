import type { TRegistration } from '@campusflow/contracts';
import { checkRegistration, type RegistrationProblem } from '@campusflow/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { LOCK_NAMESPACE, lockKeys } from '@/platform/db/advisory-lock.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import {
  blockerMessage,
  passed,
  preselected,
  registrationView,
} from './my-registration.service.ts';
import { courseRegistrationItems, courseRegistrations } from './registration.tables.ts';
import { type Blocker, loadRegistrationContext } from './registration-context.ts';
import { changeSeats } from './seats.ts';

export function blockerError(blocker: Blocker): AppError {
  const detail = blockerMessage(blocker);
  switch (blocker.code) {
    case 'not_enrolled':
      return new AppError('registration_not_enrolled', { detail });
    case 'passport_missing':
      return new AppError('registration_passport_missing', { detail });
    case 'fees_unpaid':
      return new AppError('registration_fees_unpaid', { detail, missing: blocker.feeTypes });
    default:
      return new AppError('registration_closed', { detail });
  }
}

export function problemError(problem: RegistrationProblem): AppError {
  switch (problem.kind) {
    case 'not_offered':
      return new AppError('registration_course_not_offered');
    case 'prerequisite_missing':
      return new AppError('registration_prerequisite_missing', {
        detail: `${problem.codes.join(', ')} needs a course you have not passed yet.`,
      });
    case 'compulsory_missing':
      return new AppError('registration_compulsory_missing', {
        detail: `Include the compulsory ${problem.codes.join(', ')} before submitting.`,
      });
    case 'units_below_minimum':
      return new AppError('registration_units_below_minimum', {
        detail: `Your courses add up to ${problem.total} units; your programme requires at least ${problem.min}.`,
      });
    case 'units_above_maximum':
      return new AppError('registration_units_above_maximum', {
        detail: `Your courses add up to ${problem.total} units; your programme allows at most ${problem.max}.`,
      });
  }
}

/**
 * Saves the student's chosen courses for the semester as a draft, or submits them (one use
 * case, docs/domain.md "Course registration and results"). Under the student's advisory lock,
 * so two tabs take turns and the unit total is checked against what the other wrote; seats
 * are taken for added courses and given back for dropped ones in the same transaction. Saving
 * what is already saved (or submitting what is already submitted) changes nothing. Any change
 * returns the registration to draft: a change after approval goes to the HOD again. A dropped
 * seat on a course with a waiting list is held for the next in line, who is mailed after the
 * commit (decision 008).
 */
export async function saveMyRegistration(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: { courseIds: readonly string[] | undefined; submit: boolean },
  now = new Date(),
): Promise<TRegistration> {
  const schoolId = requireSchool(actor);
  const { view, held } = await inTransaction(ctx.db, async (tx) => {
    await lockKeys(tx, LOCK_NAMESPACE.courseRegistration, [`${schoolId}:${actor.userId}`]);
    const c = await loadRegistrationContext(tx, schoolId, actor.userId, now);
    const [blocker] = c.blockers;
    if (blocker) throw blockerError(blocker);
    if (!c.student || !c.session || !c.period) throw new AppError('registration_closed');
    const { student, session, period, offer } = c;
    const previous = c.registration?.courseIds ?? [];
    const chosen = [
      ...new Set(input.courseIds ?? (c.registration ? previous : preselected(offer))),
    ];
    const check = checkRegistration({
      offered: offer,
      chosen,
      passed,
      minUnits: student.minUnits,
      maxUnits: student.maxUnits,
      submitting: input.submit,
    });
    const [problem] = check.problems;
    if (problem) throw problemError(problem);

    const state = input.submit ? 'submitted' : 'draft';
    const same =
      c.registration &&
      previous.length === chosen.length &&
      chosen.every((id) => previous.includes(id));
    if (c.registration && same && c.registration.state === state) {
      return { view: registrationView(c.registration), held: 0 };
    }

    const byId = new Map(offer.map((o) => [o.courseId, o]));
    const added = chosen.filter((id) => !previous.includes(id));
    const dropped = previous.filter((id) => !chosen.includes(id));

    const values = {
      state,
      totalUnits: check.totalUnits,
      maxUnits: student.maxUnits,
      departmentId: student.departmentId,
      level: student.level,
      // A changed registration is no longer the approved one: its course form no longer checks.
      verificationCode: null,
      submittedAt: input.submit ? now : null,
      returnReason: input.submit ? null : (c.registration?.returnReason ?? null),
      updatedAt: now,
    } as const;
    const [row] = c.registration
      ? await tx
          .update(courseRegistrations)
          .set(values)
          .where(eq(courseRegistrations.id, c.registration.id))
          .returning()
      : await tx
          .insert(courseRegistrations)
          .values({
            ...values,
            schoolId,
            enrollmentId: student.enrollmentId,
            sessionId: session.id,
            semesterId: period.semesterId,
          })
          .returning();
    if (!row) throw new Error('course registration vanished');
    if (dropped.length) {
      await tx
        .delete(courseRegistrationItems)
        .where(
          and(
            eq(courseRegistrationItems.registrationId, row.id),
            inArray(courseRegistrationItems.courseId, dropped),
          ),
        );
    }
    if (added.length) {
      await tx.insert(courseRegistrationItems).values(
        added.map((courseId) => {
          const course = byId.get(courseId);
          return {
            registrationId: row.id,
            schoolId,
            courseId,
            units: course?.units ?? 0,
            category: course?.compulsory ? ('compulsory' as const) : ('elective' as const),
          };
        }),
      );
    }
    await recordAudit(tx, audit, {
      action: input.submit ? 'registration.submitted' : 'registration.saved',
      entityType: 'course_registration',
      entityId: row.id,
      before: c.registration
        ? {
            state: c.registration.state,
            courseIds: previous,
            totalUnits: c.registration.totalUnits,
          }
        : undefined,
      after: { state, courseIds: chosen, totalUnits: check.totalUnits },
    });
    // Seats last: the seat rows of popular courses are locked by everyone registering them,
    // so they are held only from here to the commit (a full course still rolls back it all).
    const { held } = await changeSeats(
      tx,
      ctx,
      { schoolId, semesterId: period.semesterId, enrollmentId: student.enrollmentId, now },
      { added, dropped },
      (id) => byId.get(id)?.code ?? id,
    );
    return { view: registrationView({ ...row, courseIds: chosen }), held };
  });
  // A dropped seat held for the next in line: their mail is in the outbox now.
  if (held) void ctx.mailer.kick();
  return view;
}
