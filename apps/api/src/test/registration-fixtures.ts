import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { registrationPeriods, semesters } from '@/modules/academics/calendar.tables.ts';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import { fees } from '@/modules/payments/fees.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

function one<T>(row: T | undefined): T {
  if (!row) throw new Error('fixture insert returned nothing');
  return row;
}

/**
 * A school where a 100-level student may register this semester: a period open now (from a
 * day ago to a day ahead), a first semester whose curriculum has two compulsory 6-unit courses
 * (CORE, REQ), two 6-unit electives (EL1, EL2, the second with `capacity`) and a 3-unit
 * elective needing a course not yet passed (PRE). Programme units 15 to `maxUnits` (24).
 * The tuition fee is archived unless `feeGate`, so the fee gate asks nothing by default.
 */
export async function registrationSchool(
  db: Db,
  options: { capacity?: number; maxUnits?: number; feeGate?: boolean } = {},
) {
  const s = await paymentSchool(db);
  const tag = uniqueTag().slice(0, 6);
  const [programme] = await db
    .update(programmes)
    .set({ minUnits: 15, maxUnits: options.maxUnits ?? 24 })
    .where(eq(programmes.id, s.programme.id))
    .returning();
  if (!options.feeGate) {
    await db.update(fees).set({ status: 'archived' }).where(eq(fees.id, s.tuition.id));
  }
  await db.update(users).set({ passportFileId: randomUUID() }).where(eq(users.id, s.student.id));
  const semester = one(
    (
      await db
        .insert(semesters)
        .values({ schoolId: s.schoolId, sessionId: s.session.id, sequence: 1 })
        .returning()
    )[0],
  );
  const now = Date.now();
  const period = one(
    (
      await db
        .insert(registrationPeriods)
        .values({
          schoolId: s.schoolId,
          sessionId: s.session.id,
          semesterId: semester.id,
          opensAt: new Date(now - DAY),
          closesAt: new Date(now + DAY),
        })
        .returning()
    )[0],
  );
  const departmentId = one(programme).departmentId;
  const course = async (
    code: string,
    units: number,
    category: 'core' | 'required' | 'elective' | null,
    capacity: number | null = null,
  ) => {
    const row = one(
      (
        await db
          .insert(courses)
          .values({
            schoolId: s.schoolId,
            departmentId,
            code: `${code} ${tag}`,
            title: `${code} course`,
            units,
            level: 100,
            semester: 1,
            capacity,
          })
          .returning()
      )[0],
    );
    if (category) {
      await db.insert(curriculumItems).values({
        schoolId: s.schoolId,
        programmeId: s.programme.id,
        level: 100,
        semester: 1,
        courseId: row.id,
        category,
      });
    }
    return row;
  };
  const c = {
    core: await course('CORE', 6, 'core'),
    req: await course('REQ', 6, 'required'),
    el1: await course('EL1', 6, 'elective'),
    el2: await course('EL2', 6, 'elective', options.capacity ?? null),
    pre: await course('PRE', 3, 'elective'),
    earlier: await course('ERL', 3, null),
  };
  await db
    .insert(coursePrerequisites)
    .values({ schoolId: s.schoolId, courseId: c.pre.id, prerequisiteId: c.earlier.id });

  /** Another enrolled 100-level student of the programme, with a matric number and passport. */
  const addStudent = async () => {
    const student = await createUser(db, {
      schoolId: s.schoolId,
      roles: ['student'],
      userOrgId: `MAT/${uniqueTag()}`,
    });
    await db.update(users).set({ passportFileId: randomUUID() }).where(eq(users.id, student.id));
    const [enrollment] = await db
      .insert(enrollments)
      .values({
        schoolId: s.schoolId,
        studentId: student.id,
        programmeId: s.programme.id,
        entryYear: 2026,
        currentLevel: 100,
      })
      .returning({ id: enrollments.id });
    return { ...student, enrollmentId: one(enrollment).id };
  };
  return { ...s, semester, period, courses: c, addStudent };
}
