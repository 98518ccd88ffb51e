import type { THostelApplicationState } from '@campusflow/contracts';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import type { hostelSchool } from './hostel-fixtures.ts';

type HostelSchool = Awaited<ReturnType<typeof hostelSchool>>;

/**
 * Puts a new student of the school in a bed with an application in `state` (allocated:
 * occupied, held: an unpaid hold; vacated: a past resident), written directly.
 */
export async function studentInBed(
  db: Db,
  s: HostelSchool,
  bed: { id: string; hostelId: string },
  state: THostelApplicationState = 'allocated',
) {
  const student = await s.addStudent();
  const [application] = await db
    .insert(hostelApplications)
    .values({
      schoolId: s.schoolId,
      sessionId: s.session.id,
      studentId: student.id,
      enrollmentId: student.enrollmentId,
      gender: 'male',
      level: 100,
      levelGroup: 'first_year',
      state,
      hostelId: bed.hostelId,
      bedSpaceId: bed.id,
      heldUntil: state === 'held' ? new Date(Date.now() + 3_600_000) : null,
      allocatedAt: state === 'allocated' ? new Date() : null,
    })
    .returning();
  if (!application) throw new Error('fixture insert returned nothing');
  return application;
}
