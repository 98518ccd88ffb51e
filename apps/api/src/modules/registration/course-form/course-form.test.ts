import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { pdfImages, pdfText } from '@/test/pdf-text.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// The course form a student prints once the HOD approves, and its public check by code
// (issue 14, "Course form PDF"; docs/domain.md, "Course registration and results").

const t = useTestApp();
const myForm = '/api/v1/registration/mine/course-form.pdf';
const check = (code: string) =>
  t.app.inject(`/api/v1/registration/course-forms/${encodeURIComponent(code)}`);

/** A head of `departmentId`, signed in. */
async function headOf(schoolId: string, departmentId: string) {
  const hod = await createUser(t.database.db, { schoolId, roles: ['hod'], name: 'Ngozi Eze' });
  await t.database.db
    .insert(staffAssignments)
    .values({ schoolId, userId: hod.id, kind: 'hod', departmentId });
  return { hod, client: await t.clientOf(hod.email ?? '') };
}

/**
 * A student who submitted CORE, REQ and EL1 (18 units), with a passport photograph, and the
 * head of their department.
 */
async function submitted() {
  const s = await registrationSchool(t.database.db);
  const student = await t.clientOf(s.student.email ?? '');
  const photo = await student({
    method: 'PUT',
    url: '/api/v1/me/passport',
    ...multipartBody({
      bytes: silhouettePng(200, [30, 80, 160]),
      filename: 'me.png',
      contentType: 'image/png',
    }),
  });
  expect(photo.statusCode).toBe(200);
  const courseIds = [s.courses.core.id, s.courses.req.id, s.courses.el1.id];
  const res = await student({
    method: 'POST',
    url: '/api/v1/registration/mine/submit',
    payload: { courseIds },
  });
  expect(res.statusCode).toBe(200);
  const registrationId: string = res.json().id;
  const head = await headOf(s.schoolId, s.programme.departmentId);
  return { s, student, registrationId, head };
}

/**
 * The HOD's approval, written straight to the row with the fields the HOD's API writes
 * (review.test.ts proves it does), at a fixed time: 23:30 UTC is the next day in Lagos, which
 * the printed date must show.
 */
async function approve(registrationId: string, hodId: string) {
  const code = newVerificationCode();
  await t.database.db
    .update(courseRegistrations)
    .set({
      state: 'approved',
      reviewedBy: hodId,
      reviewedAt: new Date('2026-11-24T23:30:00Z'),
      verificationCode: code,
    })
    .where(eq(courseRegistrations.id, registrationId));
  return code;
}

async function approved() {
  const a = await submitted();
  const code = await approve(a.registrationId, a.head.hod.id);
  return { ...a, code };
}

describe('the course form PDF', () => {
  it('prints the student, the courses and their total, the approval and the code', async () => {
    const { s, student, code } = await approved();
    const res = await student(myForm);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const matric = (s.student.userOrgId ?? '').replace('/', '-');
    expect(res.headers['content-disposition']).toContain(
      `course-form-${matric}-2026-2027-Regular-sem1.pdf`,
    );
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Course registration form');
    expect(text).toContain(`Student ${s.student.name}`);
    expect(text).toContain(`Matric number ${s.student.userOrgId}`);
    expect(text).toContain(`Programme ${s.programme.name}`);
    expect(text).toContain('Level 100 level');
    expect(text).toContain('Session 2026/2027 Regular');
    expect(text).toContain('Semester First semester');
    for (const c of [s.courses.core, s.courses.req, s.courses.el1]) {
      expect(text).toContain(
        `${c.code} ${c.title} 6 ${c === s.courses.el1 ? 'Elective' : 'Compulsory'}`,
      );
    }
    expect(text).not.toContain(s.courses.el2.code);
    expect(text).toContain('Total units 18');
    expect(text).toContain('State Approved');
    // 23:30 GMT on the 24th is the 25th in Lagos.
    expect(text).toContain('Approved by Ngozi Eze on 25 Nov 2026');
    expect(text).toContain(code);
    expect(text).toContain(`/course-forms/${code}`);
    // The passport photograph (no school logo was uploaded).
    expect(await pdfImages(res.rawPayload)).toEqual([{ width: 200, height: 200 }]);
  });

  it('is not there before the HOD approves or the student registers (409)', async () => {
    const { student } = await submitted();
    const res = await student(myForm);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'course_form_not_approved',
      detail:
        'Your course form is available once your head of department approves your registration.',
    });
    const s = await registrationSchool(t.database.db);
    const unregistered = await t.clientOf((await s.addStudent()).email ?? '');
    expect((await unregistered(myForm)).statusCode).toBe(409);
    // A student of the school who is not enrolled has no registration at all.
    const applicant = await createUser(t.database.db, { schoolId: s.schoolId, roles: ['student'] });
    const none = await (await t.clientOf(applicant.email ?? ''))(myForm);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'course_form_not_approved' });
  });

  it('is given to the head of the department, not to the head of another (404)', async () => {
    const { s, registrationId, head, code } = await approved();
    const url = `/api/v1/registration/review/${registrationId}/course-form.pdf`;
    const own = await head.client(url);
    expect(own.statusCode).toBe(200);
    const text = await pdfText(own.rawPayload);
    expect(text).toContain(code);
    expect(text).toContain(`Student ${s.student.name}`);
    const [department] = await t.database.db
      .select()
      .from(departments)
      .where(eq(departments.id, s.programme.departmentId));
    const [sibling] = await t.database.db
      .insert(departments)
      .values({
        schoolId: s.schoolId,
        facultyId: department?.facultyId ?? '',
        name: `Chemistry ${s.schoolId}`,
        code: `C${s.programme.code}`,
      })
      .returning();
    const other = await registrationSchool(t.database.db);
    for (const [schoolId, departmentId] of [
      [s.schoolId, sibling?.id ?? ''],
      [other.schoolId, other.programme.departmentId],
    ] as const) {
      const foreign = await headOf(schoolId, departmentId);
      const refused = await foreign.client(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it("is the student's own: another student of the school gets theirs, or none", async () => {
    const { s, student, registrationId } = await approved();
    const classmate = await t.clientOf((await s.addStudent()).email ?? '');
    expect((await classmate(myForm)).statusCode).toBe(409);
    // The HOD's copy is not a student's to take.
    const viaReview = await student(
      `/api/v1/registration/review/${registrationId}/course-form.pdf`,
    );
    expect(viaReview.statusCode).toBe(403);
  });

  it('tells the HOD that a registration not yet approved has no form (409)', async () => {
    const { registrationId, head } = await submitted();
    const res = await head.client(`/api/v1/registration/review/${registrationId}/course-form.pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'course_form_not_approved',
      detail: 'The course form is available once the registration is approved.',
    });
  });
});

describe('the public course form check', () => {
  it('gives the facts of the paper, the name masked, without signing in, in any case', async () => {
    const { s, code } = await approved();
    const res = await check(code.toLowerCase());
    expect(res.statusCode).toBe(200);
    const facts = res.json();
    expect(facts).toEqual({
      code,
      schoolName: s.school.name,
      studentName: `${s.student.name.split(' ')[0]} ${s.student.name.split(' ')[1]?.[0]}.`,
      matricNumber: s.student.userOrgId,
      programmeName: s.programme.name,
      level: 100,
      sessionName: '2026/2027 Regular',
      semester: 1,
      courses: [s.courses.core, s.courses.el1, s.courses.req]
        .map((c) => ({ code: c.code, title: c.title, units: 6 }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      totalUnits: 18,
      approvedAt: '2026-11-24T23:30:00.000Z',
      approvedBy: 'Ngozi Eze',
    });
  });

  it('no longer verifies a form changed after approval, nor an unknown code (404)', async () => {
    const { s, student, code } = await approved();
    const changed = await student({
      method: 'PUT',
      url: '/api/v1/registration/mine',
      payload: { courseIds: [s.courses.core.id, s.courses.req.id, s.courses.el2.id] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().state).toBe('draft');
    for (const gone of [code, newVerificationCode()]) {
      const res = await check(gone);
      expect(res.statusCode, gone).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'course_form_not_found',
        detail: 'No approved course form has this code.',
      });
    }
    expect((await student(myForm)).statusCode).toBe(409);
  });

  it('refuses what is not a code (400)', async () => {
    for (const bad of ['ABCD-EFGH', 'ABCD-EFGH-IJKL', "'; drop table--"]) {
      const res = await check(bad);
      expect(res.statusCode, bad).toBe(400);
    }
  });
});
