import type { TMyRegistration, TRegistration, TWaitlistPlace } from '@campusflow/contracts';
import { prerequisitesMet } from '@campusflow/domain';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import {
  type Blocker,
  loadRegistrationContext,
  type Offer,
  type RegistrationContext,
} from './registration-context.ts';
import { waitlistPlaces } from './waitlist/waitlist-places.ts';

/** Preselected when nothing is saved: the compulsory courses (and carry-overs) the student may take. */
export const preselected = (offer: readonly Offer[], passed: ReadonlySet<string>) =>
  offer.filter((o) => o.compulsory && prerequisitesMet(o, passed)).map((o) => o.courseId);

const day = (d: Date) => d.toISOString().slice(0, 10);
const feeNames: Record<string, string> = { late_registration: 'late registration', other: 'other' };

/** The sentence the page shows for a reason registration is closed. */
export function blockerMessage(blocker: Blocker): string {
  switch (blocker.code) {
    case 'not_enrolled':
      return 'Course registration is for enrolled students. Accept your admission offer and get your matric number first.';
    case 'no_period':
      return 'No course registration period is set for your programme and level this session yet.';
    case 'not_yet_open':
      return `Course registration opens on ${day(blocker.period.opensAt)}.`;
    case 'closed':
      return `Course registration closed on ${day(blocker.period.lateClosesAt ?? blocker.period.closesAt)}.`;
    case 'passport_missing':
      return 'Upload your passport photo before registering your courses.';
    case 'fees_unpaid':
      return `Pay your ${blocker.feeTypes.map((t) => feeNames[t] ?? t).join(' and ')} fee before registering your courses.`;
  }
}

export function registrationView(
  row: NonNullable<RegistrationContext['registration']>,
): TRegistration {
  return {
    id: row.id,
    state: row.state,
    returnReason: row.returnReason,
    totalUnits: row.totalUnits,
    courseIds: [...row.courseIds].sort(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const waitlistOf = (place: TWaitlistPlace | undefined) =>
  place ? { position: place.position, heldUntil: place.heldUntil } : null;

/** The student's registration page: state, period, the proposal, and why it is closed. */
export async function myRegistration(
  ctx: ServiceContext,
  actor: Actor,
  now = new Date(),
): Promise<TMyRegistration> {
  const schoolId = requireSchool(actor);
  const c = await loadRegistrationContext(ctx.db, schoolId, actor.userId, now);
  const chosen = new Set(c.registration?.courseIds ?? preselected(c.offer, c.passed));
  const places =
    c.student && c.period
      ? await waitlistPlaces(ctx.db, {
          schoolId,
          enrollmentId: c.student.enrollmentId,
          semesterId: c.period.semesterId,
        })
      : new Map();
  return {
    blockers: c.blockers.map((b) => ({
      code: b.code,
      message: blockerMessage(b),
      ...(b.code === 'fees_unpaid' ? { feeTypes: b.feeTypes } : {}),
    })),
    period: c.period
      ? {
          id: c.period.id,
          semesterId: c.period.semesterId,
          semester: c.period.semester,
          opensAt: c.period.opensAt.toISOString(),
          closesAt: c.period.closesAt.toISOString(),
          lateClosesAt: c.period.lateClosesAt?.toISOString() ?? null,
          lateFeeKobo: c.period.lateFeeKobo,
          window: c.period.window,
        }
      : null,
    registration: c.registration ? registrationView(c.registration) : null,
    proposal:
      c.student && c.period
        ? {
            level: c.student.level,
            minUnits: c.student.minUnits,
            maxUnits: c.student.maxUnits,
            courses: c.offer.map((o) => ({
              courseId: o.courseId,
              code: o.code,
              title: o.title,
              units: o.units,
              category: o.carryOver ? 'carry_over' : o.compulsory ? 'compulsory' : 'elective',
              waitlist: waitlistOf(places.get(o.courseId)),
              chosen: chosen.has(o.courseId),
              prerequisites: o.prerequisites,
              prerequisitesMet: prerequisitesMet(o, c.passed),
              seatsTaken: o.seatsTaken,
              capacity: o.capacity,
            })),
          }
        : null,
  };
}
