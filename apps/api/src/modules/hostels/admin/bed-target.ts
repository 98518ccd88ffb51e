import type { THostelLevelGroup } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import { findBedUnderLock } from '@/modules/hostels/beds/hold-bed.ts';
import { bedSpaces, hostelApplications, hostels } from '@/modules/hostels/hostels.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import type { AdminSession } from './admin-session.ts';

export type Application = typeof hostelApplications.$inferSelect;

/** The session's application of the school, locked for the change (first, as payment does). */
export async function lockApplication(tx: Tx, scope: AdminSession, id: string) {
  const [row] = await tx
    .select()
    .from(hostelApplications)
    .where(
      and(
        eq(hostelApplications.id, id),
        eq(hostelApplications.schoolId, scope.schoolId),
        eq(hostelApplications.sessionId, scope.session.id),
      ),
    )
    .for('update');
  if (!row) throw new AppError('hostel_admin_application_not_found');
  return row;
}

/**
 * Takes a given bed for a student under its hostel's lock (`findBedUnderLock`, no quota: the
 * admin decides; reserved beds allowed). The bed must be the school's and its hostel open to
 * the student's gender. `ownBedSpaceId`: the bed the application already holds, which it may
 * keep (a held bed allocated as it is).
 */
export async function takeBed(
  tx: Tx,
  scope: AdminSession,
  student: { gender: string; levelGroup: THostelLevelGroup },
  bedSpaceId: string,
  ownBedSpaceId: string | null = null,
) {
  const [bed] = await tx
    .select({ hostelId: bedSpaces.hostelId, gender: hostels.gender, status: hostels.status })
    .from(bedSpaces)
    .innerJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .where(and(eq(bedSpaces.id, bedSpaceId), eq(bedSpaces.schoolId, scope.schoolId)));
  if (bed?.status !== 'active') throw new AppError('hostel_bed_not_found');
  if (bed.gender !== student.gender) throw new AppError('hostel_wrong_gender');
  const found = await findBedUnderLock(tx, {
    schoolId: scope.schoolId,
    sessionId: scope.session.id,
    hostelId: bed.hostelId,
    levelGroup: student.levelGroup,
    quotaPercent: null,
    bedSpaceId,
    allowReserved: true,
  });
  const own = found.outcome === 'taken' && bedSpaceId === ownBedSpaceId;
  if (found.outcome === 'taken' && !own) throw new AppError('hostel_bed_taken');
  if (found.outcome !== 'ok' && !own) throw new AppError('hostel_bed_unavailable');
  return { hostelId: bed.hostelId, bedSpaceId };
}

/** What the audit log keeps of an application before and after a change. */
export const auditedPlace = (a: Pick<Application, 'state' | 'hostelId' | 'bedSpaceId'>) => ({
  state: a.state,
  hostelId: a.hostelId,
  bedSpaceId: a.bedSpaceId,
});
