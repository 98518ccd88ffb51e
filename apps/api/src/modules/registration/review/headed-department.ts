import { and, eq } from 'drizzle-orm';
import { departmentsHeadedBy } from '@/modules/academics/academics.queries.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

export const notAmongYours = 'This department is not among the departments you head.';

/**
 * The department, checked to be one of the actor's school that the actor heads. Any other
 * (another head's, another school's, none at all) is `not_found`: a head learns nothing of a
 * department that is not theirs.
 */
export async function headedDepartment(db: DbOrTx, actor: Actor, departmentId: string) {
  const schoolId = requireSchool(actor);
  await requireDuty(
    db,
    actor,
    departmentsHeadedBy,
    { requested: [departmentId] },
    { code: 'not_found', detail: notAmongYours },
  );
  const [department] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.schoolId, schoolId)));
  if (!department) throw new AppError('not_found', { detail: notAmongYours });
  return { schoolId, department };
}
