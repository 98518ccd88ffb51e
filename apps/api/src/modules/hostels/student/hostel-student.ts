import { levelGroupOf } from '@campusflow/domain';
import { desc, eq } from 'drizzle-orm';
import { enrolledStudentCondition } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

/**
 * The enrolled student (with a matric number) as hostel allocation sees them: gender, level and
 * the level's quota group, in one statement; null for anyone else.
 */
export async function hostelStudent(db: DbOrTx, schoolId: string, studentId: string) {
  const [row] = await db
    .select({
      enrollmentId: enrollments.id,
      programmeId: enrollments.programmeId,
      level: enrollments.currentLevel,
      gender: users.gender,
      email: users.email,
      name: users.name,
      matricNumber: users.userOrgId,
      levelStep: programmeTypes.levelStep,
      durationLevels: programmeTypes.durationLevels,
    })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.studentId))
    .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .where(enrolledStudentCondition(schoolId, studentId))
    .orderBy(desc(enrollments.createdAt))
    .limit(1);
  if (!row) return null;
  return { ...row, studentId, levelGroup: levelGroupOf(row.level, row) };
}

export type HostelStudent = NonNullable<Awaited<ReturnType<typeof hostelStudent>>>;
