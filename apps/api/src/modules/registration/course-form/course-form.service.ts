import type { TCourseFormCheck } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { and, eq } from 'drizzle-orm';
import { departmentsHeadedBy } from '@/modules/academics/academics.queries.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { loadRegistrationContext } from '@/modules/registration/registration-context.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireDuty } from '@/platform/access/duties.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { maskName, publicCheckUrl } from '@/platform/http/public-check.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import { renderCourseForm } from '@/platform/pdf/course-form-pdf.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type ApprovedCourseForm, isApproved, readCourseForm } from './course-form-data.ts';

/** Where anyone can check a course form: the public page of the web app. */
export const courseFormCheckUrl = (ctx: ServiceContext, code: string) =>
  publicCheckUrl(ctx.config, 'course-forms', code);

const categoryLabels = {
  compulsory: 'Compulsory',
  elective: 'Elective',
  carry_over: 'Carry-over',
} as const;

const semesterNames: Record<number, string> = {
  1: 'First semester',
  2: 'Second semester',
  3: 'Third semester',
};

/** The course form as a PDF, and the name it is saved under. */
async function courseFormPdf(ctx: ServiceContext, form: ApprovedCourseForm) {
  const [logo, photo] = await Promise.all([
    schoolImageBytes(ctx, form.schoolId, form.logoFileId),
    schoolImageBytes(ctx, form.schoolId, form.passportFileId),
  ]);
  const matric = form.matricNumber ?? '—';
  const bytes = await renderCourseForm({
    schoolName: form.schoolName,
    schoolAddress: form.schoolAddress ?? '',
    logo,
    photo,
    fields: [
      ['Session', form.sessionName],
      ['Semester', semesterNames[form.semester] ?? `Semester ${form.semester}`],
      ['Student', form.studentName],
      ['Matric number', matric],
      ['Programme', form.programmeName],
      ['Department', form.departmentName],
      ['Level', `${form.level} level`],
    ],
    courses: form.courses.map((c) => [
      c.code,
      c.title,
      String(c.units),
      categoryLabels[c.category],
    ]),
    totalUnits: form.totalUnits,
    state: 'Approved',
    approval: `Approved by ${form.reviewerName ?? 'the head of department'} on ${formatDate(form.reviewedAt)}`,
    code: form.verificationCode,
    checkUrl: courseFormCheckUrl(ctx, form.verificationCode),
  });
  const filename = `course-form-${fileSafe(matric)}-${fileSafe(form.sessionName)}-sem${form.semester}.pdf`;
  return { bytes, filename };
}

/** The student's course form for the semester they register for, once the HOD approved it. */
export async function myCourseFormPdf(ctx: ServiceContext, actor: Actor, now = new Date()) {
  const schoolId = requireSchool(actor);
  // A student not enrolled has no registration, so no form yet: the same answer, not a 403
  // (their role may ask; the registration page says why they cannot register).
  const c = await loadRegistrationContext(ctx.db, schoolId, actor.userId, now);
  const form = c.registration
    ? await readCourseForm(ctx.db, eq(courseRegistrations.id, c.registration.id))
    : null;
  if (!form || !isApproved(form)) throw new AppError('course_form_not_approved');
  return courseFormPdf(ctx, form);
}

/** The course form of a registration of a department the actor heads; 404 for any other. */
export async function reviewedCourseFormPdf(
  ctx: ServiceContext,
  actor: Actor,
  registrationId: string,
) {
  const schoolId = requireSchool(actor);
  const form = await readCourseForm(
    ctx.db,
    and(eq(courseRegistrations.id, registrationId), eq(courseRegistrations.schoolId, schoolId)),
  );
  if (!form) throw new AppError('not_found');
  await requireDuty(
    ctx.db,
    actor,
    departmentsHeadedBy,
    { requested: [form.departmentId] },
    { code: 'not_found' },
  );
  if (!isApproved(form)) {
    throw new AppError('course_form_not_approved', {
      detail: 'The course form is available once the registration is approved.',
    });
  }
  return courseFormPdf(ctx, form);
}

/**
 * The public check of a course form by its code. Only the current code of an approved
 * registration answers: a change after approval clears it, so the old paper no longer verifies.
 */
export async function checkCourseForm(
  ctx: ServiceContext,
  code: string,
): Promise<TCourseFormCheck> {
  const form = await readCourseForm(
    ctx.db,
    and(eq(courseRegistrations.verificationCode, code), eq(courseRegistrations.state, 'approved')),
  );
  if (!form || !isApproved(form)) throw new AppError('course_form_not_found');
  return {
    code: form.verificationCode,
    schoolName: form.schoolName,
    studentName: maskName(form.studentName),
    matricNumber: form.matricNumber ?? '',
    programmeName: form.programmeName,
    level: form.level,
    sessionName: form.sessionName,
    semester: form.semester,
    courses: form.courses.map(({ code, title, units }) => ({ code, title, units })),
    totalUnits: form.totalUnits,
    approvedAt: form.reviewedAt.toISOString(),
    approvedBy: form.reviewerName ?? '',
  };
}
