import { academicSessions, academicYears } from '@/modules/academics/calendar.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createSchool, createUser, uniqueTag } from './fixtures.ts';

/** The row an insert returned; a fixture without it cannot go on. */
function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

type FeeSpec = Partial<typeof fees.$inferInsert>;

/**
 * A school ready to take payments: a current session, one programme, a 100-level student
 * enrolled in it, an accountant, and a tuition fee (N100,000) payable in two instalments.
 * Platform fee 2 % exclusive, the student bears the gateway fee.
 */
export async function paymentSchool(db: Db) {
  const tag = uniqueTag();
  const school = await createSchool(db, {
    platformFeeType: 'percentage',
    platformFeeValue: 200,
    platformFeeMode: 'exclusive',
    gatewayFee: 'student',
  });
  const schoolId = school.id;
  const [faculty] = await db
    .insert(faculties)
    .values({ schoolId, name: `Science ${tag}`, code: `F${tag.slice(0, 6)}` })
    .returning();
  const [department] = await db
    .insert(departments)
    .values({
      schoolId,
      facultyId: one(faculty).id,
      name: `Physics ${tag}`,
      code: `D${tag.slice(0, 6)}`,
    })
    .returning();
  const [type] = await db
    .insert(programmeTypes)
    .values({ schoolId, name: `B.Sc. ${tag}`, durationLevels: 4 })
    .returning();
  const [programme] = await db
    .insert(programmes)
    .values({
      schoolId,
      departmentId: one(department).id,
      programmeTypeId: one(type).id,
      name: `Physics ${tag}`,
      code: `P${tag.slice(0, 6)}`,
    })
    .returning();
  const [year] = await db
    .insert(academicYears)
    .values({ schoolId, startYear: 2026, label: '2026/2027' })
    .returning();
  const [session] = await db
    .insert(academicSessions)
    .values({ schoolId, academicYearId: one(year).id, name: '2026/2027 Regular', isCurrent: true })
    .returning();
  const student = await createUser(db, { schoolId, roles: ['student'], userOrgId: `MAT/${tag}` });
  const accountant = await createUser(db, { schoolId, roles: ['accountant'] });
  const [enrollment] = await db
    .insert(enrollments)
    .values({
      schoolId,
      studentId: student.id,
      programmeId: one(programme).id,
      entryYear: 2026,
      currentLevel: 100,
    })
    .returning();
  const addFee = async (spec: FeeSpec = {}) => {
    const [fee] = await db
      .insert(fees)
      .values({
        schoolId,
        sessionId: one(session).id,
        programmeId: one(programme).id,
        level: 100,
        type: 'tuition',
        name: `Tuition ${uniqueTag()}`,
        amount: 10_000_000,
        installmentsAllowed: true,
        installmentCount: 2,
        ...spec,
      })
      .returning();
    return one(fee);
  };
  const tuition = await addFee();
  return {
    school,
    schoolId,
    session: one(session),
    programme: one(programme),
    student,
    accountant,
    enrollment: one(enrollment),
    tuition,
    addFee,
  };
}
