import type { TAddCurriculumItem, TCurriculum, TCurriculumSemester } from '@campusflow/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { courses, curriculumItems } from '@/modules/academics/courses.tables.ts';
import { programmes, programmeTypes } from '@/modules/academics/structure.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

async function programmeOf(db: DbOrTx, schoolId: string, programmeId: string) {
  const [row] = await db
    .select({
      id: programmes.id,
      name: programmes.name,
      minUnits: programmes.minUnits,
      maxUnits: programmes.maxUnits,
      durationLevels: programmeTypes.durationLevels,
      levelStep: programmeTypes.levelStep,
    })
    .from(programmes)
    .innerJoin(programmeTypes, eq(programmeTypes.id, programmes.programmeTypeId))
    .where(and(eq(programmes.id, programmeId), eq(programmes.schoolId, schoolId)));
  if (!row)
    throw new AppError('not_found', {
      detail: 'This programme was not found.',
      errors: [{ field: 'programmeId', message: 'Choose a programme of your school.' }],
    });
  return {
    ...row,
    levels: Array.from({ length: row.durationLevels }, (_, i) => row.levelStep * (i + 1)),
  };
}

/** Totals of one semester against the programme's limits, with warnings in plain words. */
export function semesterSummary(
  semester: number,
  items: TCurriculumSemester['items'],
  limits: { minUnits: number; maxUnits: number },
): TCurriculumSemester {
  const totalUnits = items.reduce((sum, i) => sum + i.units, 0);
  const compulsoryUnits = items
    .filter((i) => i.category !== 'elective')
    .reduce((sum, i) => sum + i.units, 0);
  const warnings: string[] = [];
  if (compulsoryUnits > limits.maxUnits) {
    warnings.push(
      `The compulsory courses come to ${compulsoryUnits} units, above the maximum of ${limits.maxUnits}.`,
    );
  }
  if (items.length > 0 && totalUnits < limits.minUnits) {
    warnings.push(
      `All the courses come to ${totalUnits} units, below the minimum of ${limits.minUnits}: students cannot reach it.`,
    );
  }
  return { semester, items, totalUnits, compulsoryUnits, ...limits, warnings };
}

export async function getCurriculum(
  ctx: ServiceContext,
  actor: Actor,
  programmeId: string,
  level: number,
): Promise<TCurriculum> {
  const schoolId = requireSchool(actor);
  const programme = await programmeOf(ctx.db, schoolId, programmeId);
  const rows = await ctx.db
    .select({
      id: curriculumItems.id,
      semester: curriculumItems.semester,
      category: curriculumItems.category,
      courseId: courses.id,
      code: courses.code,
      title: courses.title,
      units: courses.units,
    })
    .from(curriculumItems)
    .innerJoin(courses, eq(courses.id, curriculumItems.courseId))
    .where(
      and(
        eq(curriculumItems.programmeId, programmeId),
        eq(curriculumItems.level, level),
        eq(curriculumItems.schoolId, schoolId),
      ),
    )
    .orderBy(asc(curriculumItems.semester), asc(courses.code));
  const semesters = [1, 2, ...(rows.some((r) => r.semester === 3) ? [3] : [])].map((semester) =>
    semesterSummary(
      semester,
      rows.filter((r) => r.semester === semester).map(({ semester: _s, ...item }) => item),
      programme,
    ),
  );
  return { programmeId, programmeName: programme.name, level, levels: programme.levels, semesters };
}

export async function addCurriculumItem(
  ctx: ServiceContext,
  actor: Actor,
  input: TAddCurriculumItem,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  return inTransaction(ctx.db, async (tx) => {
    const programme = await programmeOf(tx, schoolId, input.programmeId);
    if (!programme.levels.includes(input.level)) {
      const message = `${programme.name} has levels ${programme.levels.join(', ')}.`;
      throw fieldError('body.level', message);
    }
    const [course] = await tx
      .select()
      .from(courses)
      .where(and(eq(courses.id, input.courseId), eq(courses.schoolId, schoolId)));
    if (!course) {
      throw new AppError('reference_not_found', {
        errors: [{ field: 'body.courseId', message: 'Choose a course of your school.' }],
      });
    }
    if (course.status === 'archived') {
      throw new AppError('conflict', { detail: `${course.code} is archived; restore it first.` });
    }
    let id = '';
    try {
      const [row] = await tx
        .insert(curriculumItems)
        .values({ ...input, schoolId, category: input.category ?? course.category })
        .returning({ id: curriculumItems.id });
      id = row?.id ?? '';
    } catch (error) {
      rethrowUniqueViolation(error, {
        curriculum_items_slot_course_key: {
          field: 'courseId',
          message: `${course.code} is already in this semester of the curriculum.`,
        },
      });
    }
    await recordAudit(tx, audit, {
      action: 'curriculum.add',
      entityType: 'programme',
      entityId: input.programmeId,
      after: { level: input.level, semester: input.semester, course: course.code, itemId: id },
    });
    return id;
  });
}

export async function removeCurriculumItem(
  ctx: ServiceContext,
  actor: Actor,
  itemId: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const [removed] = await tx
      .delete(curriculumItems)
      .where(and(eq(curriculumItems.id, itemId), eq(curriculumItems.schoolId, schoolId)))
      .returning();
    if (!removed)
      throw new AppError('not_found', { detail: 'This curriculum entry was not found.' });
    await recordAudit(tx, audit, {
      action: 'curriculum.remove',
      entityType: 'programme',
      entityId: removed.programmeId,
      before: { level: removed.level, semester: removed.semester, courseId: removed.courseId },
    });
  });
}
