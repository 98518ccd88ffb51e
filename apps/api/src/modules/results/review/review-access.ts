import { and, eq } from 'drizzle-orm';
import { departmentsHeadedBy } from '@/modules/academics/academics.queries.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { type SheetRow, sheetById } from '@/modules/results/sheets/course-sheet.ts';
import { type Actor, can } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';

const notYourDepartment = 'This department is not among the departments you head.';
const notYourSheet = 'This score sheet was not found among your departments’ courses.';

/**
 * A department of the actor's school that the actor heads, in one statement over the actor's
 * duties. Another head's, another school's or an unknown one is `not_found`: a head learns
 * nothing of a department that is not theirs.
 */
export async function headedDepartment(db: DbOrTx, actor: Actor, departmentId: string) {
  const schoolId = requireSchool(actor);
  const [department] = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .innerJoin(
      staffAssignments,
      and(
        eq(staffAssignments.departmentId, departments.id),
        eq(staffAssignments.kind, 'hod'),
        eq(staffAssignments.userId, actor.userId),
      ),
    )
    .where(and(eq(departments.id, departmentId), eq(departments.schoolId, schoolId)))
    .limit(1);
  if (!department) throw new AppError('not_found', { detail: notYourDepartment });
  return { schoolId, department };
}

/** The sheet, if its course's department is one the actor heads; else `not_found`. */
export async function headedSheet(db: DbOrTx, actor: Actor, sheetId: string): Promise<SheetRow> {
  const sheet = await sheetById(db, requireSchool(actor), sheetId);
  await requireDuty(
    db,
    actor,
    departmentsHeadedBy,
    { requested: [sheet.departmentId] },
    { code: 'not_found', detail: notYourSheet },
  );
  return sheet;
}

/**
 * A sheet for those who review it: the HOD of its course's department, or the school's exam
 * officer (who sees every sheet of the school).
 */
export function reviewableSheet(db: DbOrTx, actor: Actor, sheetId: string): Promise<SheetRow> {
  return can(actor, 'results:publish:school')
    ? sheetById(db, requireSchool(actor), sheetId)
    : headedSheet(db, actor, sheetId);
}
