import type { TBedChoice, THostelApplicationRow, TPlaceStudent } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { hostelStudent } from '@/modules/hostels/student/hostel-student.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { violatesUnique } from '@/platform/crud/unique-violation.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { adminSession } from './admin-session.ts';
import { hostelApplicationRow } from './applications-list.service.ts';
import { auditedPlace, lockApplication, takeBed } from './bed-target.ts';

/** The database's last word on a race: a bed or a student's place taken meanwhile. */
export async function refusingDoubles<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violatesUnique(error, 'hostel_applications_bed_key'))
      throw new AppError('hostel_bed_taken');
    if (violatesUnique(error, 'hostel_applications_student_key')) {
      throw new AppError('hostel_student_has_place');
    }
    throw error;
  }
}

const allocatable = ['pending', 'awaiting_bed', 'held'] as const;

/**
 * The admin gives an application a bed: a ballot's pending one, a paid one waiting for a bed,
 * or a hold (confirmed as it is, or in another bed). The bed is taken under its hostel's lock
 * after the application row is locked, in the order payment follows.
 */
export async function allocateApplication(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  id: string,
  input: TBedChoice,
): Promise<THostelApplicationRow> {
  const scope = await adminSession(ctx.db, actor);
  await refusingDoubles(() =>
    inTransaction(ctx.db, async (tx) => {
      const app = await lockApplication(tx, scope, id);
      if (!(allocatable as readonly string[]).includes(app.state)) {
        throw new AppError('hostel_application_wrong_state');
      }
      const own = app.state === 'held' ? app.bedSpaceId : null;
      const bed = await takeBed(tx, scope, app, input.bedSpaceId, own);
      const now = new Date();
      await tx
        .update(hostelApplications)
        .set({
          state: 'allocated',
          ...bed,
          allocatedAt: now,
          heldUntil: null,
          endedAt: null,
          verificationCode: newVerificationCode(),
          updatedAt: now,
        })
        .where(eq(hostelApplications.id, app.id));
      await recordAudit(tx, audit, {
        action: 'hostel.allocated_by_admin',
        entityType: 'hostel_application',
        entityId: app.id,
        before: auditedPlace(app),
        after: auditedPlace({ state: 'allocated', ...bed }),
      });
    }),
  );
  return hostelApplicationRow(ctx, scope, id);
}

/** The admin places an enrolled student who has not applied, by matric number or id. */
export async function placeStudent(
  ctx: ServiceContext,
  actor: Actor,
  audit: AuditContext,
  input: TPlaceStudent,
): Promise<THostelApplicationRow> {
  const scope = await adminSession(ctx.db, actor);
  const [user] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schoolId, scope.schoolId),
        input.studentId
          ? eq(users.id, input.studentId)
          : eq(users.userOrgId, input.studentMatric ?? ''),
      ),
    );
  const student = user ? await hostelStudent(ctx.db, scope.schoolId, user.id) : null;
  if (!student) throw new AppError('hostel_student_not_found');
  const gender = student.gender;
  if (!gender) throw new AppError('hostel_student_gender_missing');
  const id = await refusingDoubles(() =>
    inTransaction(ctx.db, async (tx) => {
      const bed = await takeBed(tx, scope, { ...student, gender }, input.bedSpaceId);
      const now = new Date();
      const [row] = await tx
        .insert(hostelApplications)
        .values({
          schoolId: scope.schoolId,
          sessionId: scope.session.id,
          studentId: student.studentId,
          enrollmentId: student.enrollmentId,
          gender,
          level: student.level,
          levelGroup: student.levelGroup,
          state: 'allocated',
          ...bed,
          allocatedAt: now,
          verificationCode: newVerificationCode(),
        })
        .returning({ id: hostelApplications.id });
      if (!row) throw new AppError('hostel_student_has_place');
      await recordAudit(tx, audit, {
        action: 'hostel.placed_by_admin',
        entityType: 'hostel_application',
        entityId: row.id,
        before: null,
        after: { ...auditedPlace({ state: 'allocated', ...bed }), studentId: student.studentId },
      });
      return row.id;
    }),
  );
  return hostelApplicationRow(ctx, scope, id);
}
