import type { TRegistration } from '@campusflow/contracts';
import { checkRegistration } from '@campusflow/domain';
import type { AuditEntry } from '@/platform/audit/audit.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { preselected, registrationView } from './my-registration.service.ts';
import type { courseRegistrationItems, courseRegistrations } from './registration.tables.ts';
import type { RegistrationContext } from './registration-context.ts';
import { blockerError, problemError } from './registration-errors.ts';

export type SaveInput = { courseIds: readonly string[] | undefined; submit: boolean };

/** What a save writes, worked out from what was read; applied by either way of saving. */
export type SavePlan = {
  /** The registration row as it will be (its id is new when none was saved). */
  registration: typeof courseRegistrations.$inferInsert & { id: string; updatedAt: Date };
  /** The `updated_at` of the registration read, or null when none was saved. */
  readUpdatedAt: Date | null;
  /** True when a registration was saved before (it is updated, not inserted). */
  existing: boolean;
  added: string[];
  dropped: string[];
  items: (typeof courseRegistrationItems.$inferInsert)[];
  audit: AuditEntry;
  codeOf: (courseId: string) => string;
  view: TRegistration;
};

/**
 * Checks the student's choice against what registration read and works out the writes, or
 * throws the problem the student sees. `unchanged` when saving what is already saved (or
 * submitting what is already submitted): nothing is written. Any change returns the
 * registration to draft or submits it: a change after approval goes to the HOD again.
 */
export function planSave(
  c: RegistrationContext,
  input: SaveInput,
  o: { schoolId: string; newId: () => string; now: Date },
): { unchanged: TRegistration } | SavePlan {
  const [blocker] = c.blockers;
  if (blocker) throw blockerError(blocker);
  if (!c.student || !c.session || !c.period) throw new AppError('registration_closed');
  const { student, session, period, offer } = c;
  const { schoolId, now } = o;
  const previous = c.registration?.courseIds ?? [];
  const chosen = [
    ...new Set(input.courseIds ?? (c.registration ? previous : preselected(offer, c.passed))),
  ];
  const check = checkRegistration({
    offered: offer,
    chosen,
    passed: c.passed,
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
    return { unchanged: registrationView(c.registration) };
  }

  const byId = new Map(offer.map((o) => [o.courseId, o]));
  const added = chosen.filter((id) => !previous.includes(id));
  const dropped = previous.filter((id) => !chosen.includes(id));
  const registration = {
    id: c.registration?.id ?? o.newId(),
    schoolId: schoolId,
    enrollmentId: student.enrollmentId,
    sessionId: session.id,
    semesterId: period.semesterId,
    state,
    totalUnits: check.totalUnits,
    maxUnits: student.maxUnits,
    departmentId: student.departmentId,
    level: student.level,
    // A changed registration is no longer the approved one: its course form no longer checks.
    verificationCode: null,
    submittedAt: input.submit ? now : null,
    returnReason: input.submit ? null : (c.registration?.returnReason ?? null),
    createdAt: c.registration?.createdAt ?? now,
    updatedAt: now,
  } as const;
  return {
    registration,
    readUpdatedAt: c.registration?.updatedAt ?? null,
    existing: Boolean(c.registration),
    added,
    dropped,
    items: added.map((courseId) => {
      const course = byId.get(courseId);
      return {
        registrationId: registration.id,
        schoolId: schoolId,
        courseId,
        units: course?.units ?? 0,
        category: course?.carryOver
          ? ('carry_over' as const)
          : course?.compulsory
            ? ('compulsory' as const)
            : ('elective' as const),
      };
    }),
    audit: {
      action: input.submit ? 'registration.submitted' : 'registration.saved',
      entityType: 'course_registration',
      entityId: registration.id,
      before: c.registration
        ? {
            state: c.registration.state,
            courseIds: previous,
            totalUnits: c.registration.totalUnits,
          }
        : undefined,
      after: { state, courseIds: chosen, totalUnits: check.totalUnits },
    },
    codeOf: (id) => byId.get(id)?.code ?? id,
    view: registrationView({
      ...registration,
      reviewedAt: c.registration?.reviewedAt ?? null,
      reviewedBy: c.registration?.reviewedBy ?? null,
      courseIds: chosen,
    }),
  };
}
