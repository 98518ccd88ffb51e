import { and, asc, eq } from 'drizzle-orm';
import { courses } from '@/modules/academics/courses.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { courseRegistrationItems } from './registration.tables.ts';

/** A registration's courses with their units and category, by code (the HOD's view, the form). */
export function registeredCourses(db: DbOrTx, schoolId: string, registrationId: string) {
  return db
    .select({
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courseRegistrationItems.units,
      category: courseRegistrationItems.category,
    })
    .from(courseRegistrationItems)
    .innerJoin(courses, eq(courses.id, courseRegistrationItems.courseId))
    .where(
      and(
        eq(courseRegistrationItems.registrationId, registrationId),
        eq(courseRegistrationItems.schoolId, schoolId),
      ),
    )
    .orderBy(asc(courses.code));
}
