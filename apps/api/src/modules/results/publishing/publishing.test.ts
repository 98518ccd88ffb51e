import {
  type Attempt,
  cgpa,
  formatGradePoint,
  type GradingScheme,
  gpa,
  nigerianFivePointScheme,
  type RetakePolicy,
} from '@campusflow/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/modules/identity/identity.tables.ts';
import { scoreSheets, scores, semesterResults } from '@/modules/results/results.tables.ts';
import { mailOutbox } from '@/platform/mail/mail.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { csvRows, xlsxRows } from '@/test/export-files.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { type Mark, publishingSchool } from '@/test/publishing-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { recomputeStandings } from './standings.ts';

const t = useTestApp();

/**
 * Four students over two semesters (the earlier one published), each counted by a scheme:
 * A by all attempts (CORE failed then passed, EL1 ABS, PRE blank), B by the best attempt,
 * C by the latest (EL1 blank), D by all attempts and on probation. REQ's sheet this semester
 * is only submitted: not ready, not counted.
 */
async function twoSemesters() {
  const s = await publishingSchool(t);
  const c = s.courses;
  const [b, cc, d] = [await s.addStudent(), await s.addStudent(), await s.addStudent()];
  const best = await s.scheme('best_attempt');
  const latest = await s.scheme('latest_attempt');
  const students = {
    A: { id: s.enrollment.id, scheme: null, policy: 'all_attempts' },
    B: { id: b.enrollmentId, scheme: best, policy: 'best_attempt' },
    C: { id: cc.enrollmentId, scheme: latest, policy: 'latest_attempt' },
    D: { id: d.enrollmentId, scheme: null, policy: 'all_attempts' },
  } as const;
  type Who = keyof typeof students;
  const line = (who: Who, mark: Mark): [string, Mark, string | null] => [
    students[who].id,
    mark,
    students[who].scheme,
  ];
  await s.sheet(c.core.id, s.earlier, 'published', [line('A', 20), line('B', 55), line('C', 65)]);
  await s.sheet(c.req.id, s.earlier, 'published', [line('A', 65), line('B', 75), line('C', 42)]);
  await s.sheet(c.el2.id, s.earlier, 'published', [line('D', 30)]);
  await s.sheet(c.core.id, s.current, 'hod_approved', [
    line('A', 72),
    line('B', 42),
    line('C', 47),
    line('D', 41),
  ]);
  await s.sheet(c.el1.id, s.current, 'hod_approved', [
    line('A', 'ABS'),
    line('B', 60),
    line('C', null),
    line('D', 35),
  ]);
  await s.sheet(c.pre.id, s.current, 'hod_approved', [line('A', null), line('B', 50)]);
  await s.sheet(c.req.id, s.current, 'submitted', [line('C', 70)]);
  const thisSemester = [c.core, c.el1, c.pre];
  for (const who of Object.keys(students) as Who[]) {
    await s.registered(students[who].id, thisSemester);
  }

  // The same attempts as the domain sees them: ABS is 0, a blank line is no attempt.
  const attempts: Record<Who, Attempt[]> = { A: [], B: [], C: [], D: [] };
  const add = (who: Who, course: { code: string; units: number }, sequence: number, mark: Mark) => {
    if (mark === null) return;
    attempts[who].push({
      courseCode: course.code,
      units: course.units,
      sequence,
      score: mark === 'ABS' ? 0 : mark,
    });
  };
  add('A', c.core, 1, 20);
  add('A', c.req, 1, 65);
  add('A', c.core, 2, 72);
  add('A', c.el1, 2, 'ABS');
  add('B', c.core, 1, 55);
  add('B', c.req, 1, 75);
  add('B', c.core, 2, 42);
  add('B', c.el1, 2, 60);
  add('B', c.pre, 2, 50);
  add('C', c.core, 1, 65);
  add('C', c.req, 1, 42);
  add('C', c.core, 2, 47);
  add('D', c.el2, 1, 30);
  add('D', c.core, 2, 41);
  add('D', c.el1, 2, 35);
  const expected = (who: Who) => {
    const scheme: GradingScheme = {
      ...nigerianFivePointScheme,
      retakePolicy: students[who].policy as RetakePolicy,
    };
    return {
      semester: gpa(
        attempts[who].filter((a) => a.sequence === 2),
        scheme,
      ),
      cumulative: cgpa(attempts[who], scheme),
    };
  };
  const url = `/api/v1/results/departments/${s.departmentId}`;
  return { ...s, students, expected, url, userOfD: d.id };
}

describe('publishing a department’s results', () => {
  it('publishes the approved sheets and computes every GPA and CGPA exactly as the domain does', async () => {
    const s = await twoSemesters();
    await t.database.db
      .update(users)
      .set({ name: "Dee O'Neil <b>" })
      .where(eq(users.id, s.userOfD));
    const res = await s.officer.client({
      method: 'POST',
      url: `${s.url}/publish`,
      payload: { semesterId: s.semester.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out.published.map((x: { code: string }) => x.code).sort()).toEqual(
      [s.courses.core.code, s.courses.el1.code, s.courses.pre.code].sort(),
    );
    expect(out.notReady.map((x: { code: string }) => x.code)).toEqual([s.courses.req.code]);
    expect(out.students).toBe(4);

    const rows = await t.database.db
      .select()
      .from(semesterResults)
      .where(eq(semesterResults.semesterId, s.semester.id));
    const byId = new Map(rows.map((r) => [r.enrollmentId, r]));
    for (const who of ['A', 'B', 'C', 'D'] as const) {
      const row = byId.get(s.students[who].id);
      const want = s.expected(who);
      expect(row, who).toMatchObject({
        units: want.semester.totalUnits,
        qualityPoints: want.semester.qualityPoints,
        cumulativeUnits: want.cumulative.totalUnits,
        cumulativeQualityPoints: want.cumulative.qualityPoints,
      });
    }
    // Worked by hand: A 54/24, B (best: CORE C) 81/21, C (latest: CORE D) 18/12 = 1.50, D 6/18.
    expect(byId.get(s.students.A.id)).toMatchObject({
      cumulativeQualityPoints: 54,
      probation: false,
    });
    expect(byId.get(s.students.B.id)).toMatchObject({
      cumulativeQualityPoints: 81,
      cumulativeUnits: 21,
    });
    expect(byId.get(s.students.C.id)).toMatchObject({
      cumulativeQualityPoints: 18,
      probation: false,
    });
    expect(byId.get(s.students.D.id)).toMatchObject({ cumulativeUnits: 18, probation: true });

    const sheets = await t.database.db
      .select({ id: scoreSheets.id, state: scoreSheets.state, by: scoreSheets.publishedBy })
      .from(scoreSheets)
      .where(
        inArray(
          scoreSheets.id,
          out.published.map((x: { id: string }) => x.id),
        ),
      );
    expect(sheets.every((x) => x.state === 'published' && x.by === s.officer.user.id)).toBe(true);
    const [first] = out.published;
    expect(await auditRowsOf(t.database.db, 'results.sheet.published', first.id)).toHaveLength(1);

    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.schoolId, s.schoolId), eq(mailOutbox.template, 'results.published')),
      );
    expect(mails).toHaveLength(4);
    expect(mails[0]?.textBody).toContain('have been published');
    const dee = mails.find((m) => m.textBody.startsWith("Dear Dee O'Neil <b>,"));
    expect(dee?.htmlBody).toContain('<p>Dear Dee O&#39;Neil &#60;b&#62;,</p>');
    expect(dee?.subject).toMatch(/: results for .*, semester 1 published$/);

    // Twice: refused, nothing changes, nobody is mailed again.
    const again = await s.officer.client({ method: 'POST', url: `${s.url}/publish`, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'results_nothing_to_publish' });
    expect(again.json().detail).toContain(s.courses.req.code);
    const after = await t.database.db
      .select()
      .from(semesterResults)
      .where(eq(semesterResults.semesterId, s.semester.id));
    expect(after.map((r) => r.cumulativeQualityPoints).sort()).toEqual(
      rows.map((r) => r.cumulativeQualityPoints).sort(),
    );
    const mailsAfter = await t.database.db
      .select()
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.schoolId, s.schoolId), eq(mailOutbox.template, 'results.published')),
      );
    expect(mailsAfter).toHaveLength(4);
  });

  it('recomputes every later standing when an earlier published line changes (the amendment path)', async () => {
    const s = await twoSemesters();
    await s.officer.client({ method: 'POST', url: `${s.url}/publish`, payload: {} });
    // A's failed CORE of the earlier semester becomes a D (2 points): 12 more quality points
    // in that semester and, counting every attempt, in the cumulative after this one.
    const [earlierCore] = await t.database.db
      .select({ id: scoreSheets.id })
      .from(scoreSheets)
      .where(
        and(eq(scoreSheets.courseId, s.courses.core.id), eq(scoreSheets.semesterId, s.earlier.id)),
      );
    await t.database.db
      .update(scores)
      .set({ ca: 30, exam: 15, total: 45, grade: 'D', points: 2 })
      .where(
        and(eq(scores.sheetId, earlierCore?.id ?? ''), eq(scores.enrollmentId, s.students.A.id)),
      );
    const written = await recomputeStandings(t.database.db, s.schoolId, [s.students.A.id]);
    expect(written).toBe(2);
    const rows = await t.database.db
      .select()
      .from(semesterResults)
      .where(eq(semesterResults.enrollmentId, s.students.A.id));
    const bySemester = new Map(rows.map((r) => [r.semesterId, r]));
    expect(bySemester.get(s.earlier.id)).toMatchObject({
      qualityPoints: 36,
      cumulativeQualityPoints: 36,
    });
    expect(bySemester.get(s.semester.id)).toMatchObject({
      cumulativeQualityPoints: s.expected('A').cumulative.qualityPoints + 12,
      cumulativeUnits: s.expected('A').cumulative.totalUnits,
    });
  });

  it('shows the broadsheet as a preview before publishing and as published after', async () => {
    const s = await twoSemesters();
    const read = () =>
      s.officer.client({
        method: 'GET',
        url: `${s.url}/broadsheet?semesterId=${s.semester.id}&level=100`,
      });
    const before = await read();
    expect(before.statusCode, before.body).toBe(200);
    const preview = before.json();
    expect(preview.preview).toBe(true);
    expect(preview.levels).toEqual([100]);
    expect(preview.readyStudents).toBe(4);
    expect(preview.courses.map((c: { code: string }) => c.code)).toEqual(
      [s.courses.core.code, s.courses.el1.code, s.courses.pre.code].sort(),
    );
    const rowOf = (b: { rows: { enrollmentId: string }[] }, id: string) =>
      b.rows.find((r) => r.enrollmentId === id) as Record<string, unknown>;
    const a = s.expected('A');
    expect(rowOf(preview, s.students.A.id)).toMatchObject({
      gpa: a.semester.gpa,
      cgpa: a.cumulative.gpa,
      carryOvers: [s.courses.el1.code],
      remarks: `Pass; carry-over: ${s.courses.el1.code}`,
    });

    await s.officer.client({ method: 'POST', url: `${s.url}/publish`, payload: {} });
    const published = (await read()).json();
    expect(published.preview).toBe(false);
    expect(
      published.sheets.find((x: { code: string }) => x.code === s.courses.req.code),
    ).toMatchObject({
      state: 'submitted',
    });
    for (const who of ['A', 'B', 'C', 'D'] as const) {
      const want = s.expected(who);
      expect(rowOf(published, s.students[who].id), who).toMatchObject({
        gpa: want.semester.gpa,
        cgpa: want.cumulative.gpa,
      });
    }
    expect(rowOf(published, s.students.D.id)).toMatchObject({
      probation: true,
      carryOvers: [s.courses.el1.code, s.courses.el2.code].sort(),
    });
    const cell = (rowOf(published, s.students.A.id).cells as { grade: string | null }[]).map(
      (x) => x.grade,
    );
    expect(cell).toEqual(['A', 'ABS', null]);

    const pdf = await s.officer.client({ method: 'GET', url: `${s.url}/broadsheet.pdf?level=100` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`Broadsheet: ${published.department.name}: 100 level`);
    expect(text).toContain(s.courses.el1.code);
    expect(text).toContain(formatGradePoint(s.expected('A').cumulative.gpa));
    // The exports hold the rows the page shows, in its order, with its columns.
    const csv = csvRows(await s.officer.client(`${s.url}/broadsheet.csv?level=100`));
    const xlsx = await s.officer.client(`${s.url}/broadsheet.xlsx?level=100`);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    const sheet = await xlsxRows(xlsx);
    const matrics = published.rows.map((r: { matricNumber: string | null }) => r.matricNumber);
    expect(csv.slice(1).map((r) => r[0])).toEqual(matrics);
    expect(sheet.slice(1).map((r) => r[0])).toEqual(matrics);
    expect(csv[0]).toEqual([
      'Matric number',
      'Name',
      ...published.courses.map((c: { code: string; units: number }) => `${c.code} (${c.units})`),
      'GPA',
      'CGPA',
      'Remarks',
    ]);
    expect(sheet[0]).toEqual(csv[0]);
  });
});

describe('publishing cannot', () => {
  it('be done by anyone but the exam officer, nor for another school, nor with nothing approved', async () => {
    const s = await publishingSchool(t);
    await s.sheet(s.courses.core.id, s.current, 'draft', [[s.enrollment.id, 50, null]]);
    const url = `/api/v1/results/departments/${s.departmentId}`;
    for (const role of ['student', 'teacher', 'hod', 'hos', 'accountant'] as const) {
      const { client } = await t.person(s.schoolId, role);
      const res = await client({ method: 'POST', url: `${url}/publish`, payload: {} });
      expect(res.statusCode, role).toBe(403);
      const sheet = await client({ method: 'GET', url: `${url}/broadsheet` });
      expect(sheet.statusCode, role).toBe(403);
      for (const format of ['csv', 'xlsx']) {
        expect((await client(`${url}/broadsheet.${format}`)).statusCode, role).toBe(403);
      }
    }
    const other = await publishingSchool(t);
    const cross = await other.officer.client({
      method: 'POST',
      url: `${url}/publish`,
      payload: {},
    });
    expect(cross.statusCode).toBe(404);
    const crossRead = await other.officer.client({ method: 'GET', url: `${url}/broadsheet.pdf` });
    expect(crossRead.statusCode).toBe(404);
    const wrongSemester = await s.officer.client({
      method: 'POST',
      url: `${url}/publish`,
      payload: { semesterId: other.semester.id },
    });
    expect(wrongSemester.statusCode).toBe(404);

    const nothing = await s.officer.client({ method: 'POST', url: `${url}/publish`, payload: {} });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'results_nothing_to_publish' });
    expect(nothing.json().detail).toContain(s.courses.core.code);
  });
});
