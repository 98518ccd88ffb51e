import type {
  TCreateStaffAssignment,
  TStaffAssignment,
  TStaffAssignmentQuery,
} from '@campusflow/contracts';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/calendar/current-session.ts';
import { academicSessions } from '@/modules/academics/calendar.tables.ts';
import { courses } from '@/modules/academics/courses.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments, faculties } from '@/modules/academics/structure.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { type AuditContext, recordAudit } from '@/platform/audit/audit.ts';
import { rethrowUniqueViolation } from '@/platform/crud/unique-violation.ts';
import { paginate } from '@/platform/db/paginate.ts';
import { type DbOrTx, inTransaction } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';
import type { ServiceContext } from '@/platform/service-context.ts';

const columns = {
  assignment: staffAssignments,
  userName: users.name,
  userOrgId: users.userOrgId,
  departmentName: departments.name,
  facultyName: faculties.name,
  courseCode: courses.code,
  courseTitle: courses.title,
  sessionName: academicSessions.name,
};

function selectAssignments(db: DbOrTx) {
  return db
    .select(columns)
    .from(staffAssignments)
    .innerJoin(users, eq(users.id, staffAssignments.userId))
    .leftJoin(departments, eq(departments.id, staffAssignments.departmentId))
    .leftJoin(faculties, eq(faculties.id, staffAssignments.facultyId))
    .leftJoin(courses, eq(courses.id, staffAssignments.courseId))
    .leftJoin(academicSessions, eq(academicSessions.id, staffAssignments.sessionId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAssignments>['execute']>>[number];

function toAssignment(row: Row): TStaffAssignment {
  const a = row.assignment;
  return {
    id: a.id,
    kind: a.kind,
    userId: a.userId,
    userName: row.userName,
    userOrgID: row.userOrgId,
    departmentId: a.departmentId,
    departmentName: row.departmentName,
    facultyId: a.facultyId,
    facultyName: row.facultyName,
    courseId: a.courseId,
    courseCode: row.courseCode,
    courseTitle: row.courseTitle,
    sessionId: a.sessionId,
    sessionName: row.sessionName,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function listAssignments(
  ctx: ServiceContext,
  actor: Actor,
  query: TStaffAssignmentQuery,
) {
  const filters: (SQL | undefined)[] = [
    eq(staffAssignments.schoolId, requireSchool(actor)),
    query.kind ? eq(staffAssignments.kind, query.kind) : undefined,
    query.departmentId ? eq(staffAssignments.departmentId, query.departmentId) : undefined,
    query.courseId ? eq(staffAssignments.courseId, query.courseId) : undefined,
    query.sessionId ? eq(staffAssignments.sessionId, query.sessionId) : undefined,
    query.userId ? eq(staffAssignments.userId, query.userId) : undefined,
  ];
  const where = and(...filters);
  return paginate(
    query,
    selectAssignments(ctx.db)
      .where(where)
      .orderBy(asc(staffAssignments.kind), asc(users.name), asc(staffAssignments.id)),
    ctx.db.$count(staffAssignments, where),
    toAssignment,
  );
}

const roleFor = {
  hod: ['hod'],
  teacher: ['teacher', 'hod'],
  exam_officer: ['examOfficer'],
} as const;
const roleNames = {
  hod: 'head of department',
  teacher: 'lecturer',
  exam_officer: 'examinations officer',
} as const;

async function inSchool(
  tx: DbOrTx,
  table: typeof departments | typeof faculties | typeof courses | typeof academicSessions,
  id: string,
  schoolId: string,
  field: string,
  noun: string,
) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.schoolId, schoolId)));
  if (!row) {
    const message = `Choose a ${noun} of your school.`;
    throw new AppError('reference_not_found', {
      detail: message,
      errors: [{ field: `body.${field}`, message }],
    });
  }
}

export async function createAssignment(
  ctx: ServiceContext,
  actor: Actor,
  input: TCreateStaffAssignment,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  const id = await inTransaction(ctx.db, async (tx) => {
    const held = await tx
      .select({ role: userRoles.role })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(
        and(
          eq(userRoles.userId, input.userId),
          eq(users.schoolId, schoolId),
          eq(users.status, 'active'),
        ),
      );
    if (held.length === 0) {
      throw new AppError('reference_not_found', {
        errors: [
          { field: 'body.userId', message: 'Choose an active member of staff of your school.' },
        ],
      });
    }
    if (!held.some((h) => (roleFor[input.kind] as readonly string[]).includes(h.role))) {
      const message = `This person is not a ${roleNames[input.kind]}. Give them the role under Users first.`;
      throw fieldError('body.userId', message);
    }
    const values: typeof staffAssignments.$inferInsert = {
      schoolId,
      kind: input.kind,
      userId: input.userId,
      assignedBy: actor.userId,
    };
    if (input.kind === 'hod') {
      await inSchool(tx, departments, input.departmentId, schoolId, 'departmentId', 'department');
      values.departmentId = input.departmentId;
    } else if (input.kind === 'teacher') {
      await inSchool(tx, courses, input.courseId, schoolId, 'courseId', 'course');
      const sessionId = input.sessionId ?? (await findCurrentSession(tx, schoolId))?.id;
      if (!sessionId) throw new AppError('no_current_session');
      await inSchool(tx, academicSessions, sessionId, schoolId, 'sessionId', 'session');
      values.courseId = input.courseId;
      values.sessionId = sessionId;
    } else if (input.facultyId) {
      await inSchool(tx, faculties, input.facultyId, schoolId, 'facultyId', 'faculty');
      values.facultyId = input.facultyId;
    }
    try {
      const [row] = await tx
        .insert(staffAssignments)
        .values(values)
        .returning({ id: staffAssignments.id });
      const [created] = await selectAssignments(tx).where(eq(staffAssignments.id, row?.id ?? ''));
      if (!created) throw new Error('assignment insert returned nothing');
      await recordAudit(tx, audit, {
        action: 'staff.assign',
        entityType: 'staff_assignment',
        entityId: created.assignment.id,
        after: toAssignment(created),
      });
      return created.assignment.id;
    } catch (error) {
      rethrowUniqueViolation(error, {
        staff_assignments_one_hod_key: {
          field: 'departmentId',
          message: 'This department already has a head. Remove that assignment first.',
        },
        staff_assignments_teacher_key: {
          field: 'userId',
          message: 'This lecturer already teaches this course in this session.',
        },
        staff_assignments_one_exam_officer_key: {
          field: 'facultyId',
          message: 'There is already an examinations officer for this faculty (or school).',
        },
      });
    }
  });
  const [row] = await selectAssignments(ctx.db).where(eq(staffAssignments.id, id));
  if (!row) throw new AppError('not_found');
  return toAssignment(row);
}

export async function deleteAssignment(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  audit: AuditContext,
) {
  const schoolId = requireSchool(actor);
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await selectAssignments(tx).where(
      and(eq(staffAssignments.id, id), eq(staffAssignments.schoolId, schoolId)),
    );
    if (!row) throw new AppError('not_found', { detail: 'This assignment was not found.' });
    await tx.delete(staffAssignments).where(eq(staffAssignments.id, id));
    await recordAudit(tx, audit, {
      action: 'staff.unassign',
      entityType: 'staff_assignment',
      entityId: id,
      before: toAssignment(row),
    });
  });
}
