import { and, eq, type SQL } from 'drizzle-orm';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import {
  bedSpaces,
  hostelApplications,
  hostelBlocks,
  hostelRooms,
  hostels,
} from '@/modules/hostels/hostels.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { payments } from '@/modules/payments/payments.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/** Everything an allocation slip prints, of the allocated application `where` picks. */
export async function readAllocationSlip(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db
    .select({
      schoolId: hostelApplications.schoolId,
      code: hostelApplications.verificationCode,
      allocatedAt: hostelApplications.allocatedAt,
      level: hostelApplications.level,
      studentName: users.name,
      matricNumber: users.userOrgId,
      passportFileId: users.passportFileId,
      programmeName: programmes.name,
      sessionName: academicSessions.name,
      hostel: hostels.name,
      block: hostelBlocks.name,
      room: hostelRooms.number,
      floor: hostelRooms.floor,
      bed: bedSpaces.label,
      amountPaid: payments.amount,
      paymentReference: payments.reference,
      schoolName: schools.name,
      schoolAddress: schools.address,
      logoFileId: schools.logoFileId,
    })
    .from(hostelApplications)
    .innerJoin(users, eq(users.id, hostelApplications.studentId))
    .innerJoin(enrollments, eq(enrollments.id, hostelApplications.enrollmentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(academicSessions, eq(academicSessions.id, hostelApplications.sessionId))
    .innerJoin(bedSpaces, eq(bedSpaces.id, hostelApplications.bedSpaceId))
    .innerJoin(hostels, eq(hostels.id, bedSpaces.hostelId))
    .innerJoin(hostelBlocks, eq(hostelBlocks.id, bedSpaces.blockId))
    .innerJoin(hostelRooms, eq(hostelRooms.id, bedSpaces.roomId))
    .innerJoin(schools, eq(schools.id, hostelApplications.schoolId))
    .leftJoin(payments, eq(payments.id, hostelApplications.paymentId))
    .where(and(eq(hostelApplications.state, 'allocated'), where))
    .limit(1);
  if (!row?.code || !row.allocatedAt) return null;
  return { ...row, code: row.code, allocatedAt: row.allocatedAt };
}

export type AllocationSlipData = NonNullable<Awaited<ReturnType<typeof readAllocationSlip>>>;

/** "Kings Hall, Block A, room 101 (floor 1), bed B". */
export const slipPlace = (s: AllocationSlipData) =>
  `${s.hostel}, ${s.block}, room ${s.room} (floor ${s.floor}), bed ${s.bed}`;
