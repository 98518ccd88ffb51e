import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { resultDocuments } from '@/modules/results/results.tables.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { pdfText } from '@/test/pdf-text.ts';
import { twoPublishedSemesters } from '@/test/student-results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

// Statements of result and transcripts (issue 15, "Documents"): each download issues a code
// whose public check shows what was issued, frozen, and nothing more.

const t = useTestApp();
const statement = (semesterId: string) => `/api/v1/results/mine/statements/${semesterId}`;
const transcript = '/api/v1/results/mine/transcript';
const check = (code: string) =>
  t.app.inject(`/api/v1/results/documents/${encodeURIComponent(code)}`);

/** The documents issued to an enrollment, oldest first. */
const issued = (enrollmentId: string) =>
  t.database.db
    .select()
    .from(resultDocuments)
    .where(eq(resultDocuments.enrollmentId, enrollmentId))
    .orderBy(resultDocuments.issuedAt);

describe('the statement of result', () => {
  it('prints one published semester, its GPA and CGPA, and a fresh code to check', async () => {
    const { s, c, student } = await twoPublishedSemesters(t);
    const res = await student(statement(s.terms.y1s1.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const matric = (s.student.userOrgId ?? '').replace('/', '-');
    expect(res.headers['content-disposition']).toContain(
      `statement-of-result-${matric}-2024-2025-Regular-sem1.pdf`,
    );
    const [row] = await issued(s.enrollment.id);
    expect(row).toMatchObject({
      kind: 'statement',
      schoolId: s.schoolId,
      semesterId: s.terms.y1s1.id,
      facts: {
        name: s.student.name,
        programme: s.programme.name,
        matricNumber: s.student.userOrgId,
        cgpa: '2.87',
        semester: '2024/2025 Regular, first semester',
      },
    });
    const code = row?.code ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Statement of result');
    expect(text).toContain(`Student ${s.student.name}`);
    expect(text).toContain(`Matric number ${s.student.userOrgId}`);
    expect(text).toContain(`Programme ${s.programme.name}`);
    expect(text).toContain('2024/2025 Regular, first semester');
    expect(text).toContain(`${c.mth.code} ${c.mth.title} 3 A 5`);
    expect(text).toContain(`${c.bio.code} ${c.bio.title} 1 ABS 0`);
    expect(text).toContain('Total units 8');
    expect(text).toContain('GPA 2.87');
    expect(text).toContain('CGPA 2.87');
    expect(text).not.toContain(c.gst.code);
    expect(text).toContain(code);
    expect(text).toContain(`/verify/${code}`);

    // Each download is a new issue with its own code.
    await student(statement(s.terms.y1s1.id));
    const codes = (await issued(s.enrollment.id)).map((d) => d.code);
    expect(new Set(codes).size).toBe(2);
  });

  it('is refused for a semester not published, another school’s, or unknown (404)', async () => {
    const { s, student } = await twoPublishedSemesters(t);
    const other = await twoPublishedSemesters(t);
    for (const id of [s.terms.y2s1.id, other.s.terms.y1s1.id, crypto.randomUUID()]) {
      const res = await student(statement(id));
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ code: 'results_not_published' });
    }
    expect(await issued(s.enrollment.id)).toEqual([]);
    expect((await student(statement('not-an-id'))).statusCode).toBe(400);
  });
});

describe('the transcript', () => {
  it('prints every published semester and the CGPA; the class of degree in final year', async () => {
    const { s, c, student } = await twoPublishedSemesters(t);
    const before = await pdfText((await student(transcript)).rawPayload);
    expect(before).toContain('Transcript');
    expect(before).toContain('2024/2025 Regular, first semester');
    expect(before).toContain('2024/2025 Regular, second semester');
    expect(before).toContain(`${c.chm.code} ${c.chm.title} 2 F 0`);
    expect(before).toContain(`${c.chm.code} ${c.chm.title} 2 C 3`);
    expect(before).toContain('GPA 3.60');
    expect(before).toContain('Cumulative units 13');
    expect(before).toContain('CGPA 3.15');
    expect(before).not.toContain('Class of degree');
    expect(before).not.toContain('2025/2026');

    await t.database.db
      .update(enrollments)
      .set({ currentLevel: 400 })
      .where(eq(enrollments.id, s.enrollment.id));
    const res = await student(transcript);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('transcript-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Class of degree Second Class Lower');
    const rows = await issued(s.enrollment.id);
    expect(rows.map((r) => [r.kind, r.semesterId, r.facts.cgpa])).toEqual([
      ['transcript', null, '3.15'],
      ['transcript', null, '3.15'],
    ]);
    expect(text).toContain(`/verify/${rows[1]?.code}`);
  });

  it('is refused with nothing published, and to anyone but a student', async () => {
    const { s } = await twoPublishedSemesters(t);
    const classmate = await t.person(s.schoolId, 'student');
    const res = await classmate.client(transcript);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'results_not_published' });
    for (const role of ['teacher', 'hod', 'examOfficer', 'accountant', 'admin'] as const) {
      const { client } = await t.person(s.schoolId, role);
      for (const url of ['/api/v1/results/mine', transcript, statement(s.terms.y1s1.id)]) {
        expect((await client(url)).statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await t.app.inject(transcript)).statusCode).toBe(401);
  });
});

describe('the public check of a result document', () => {
  it('answers only what was issued, frozen, without signing in', async () => {
    const { s, student } = await twoPublishedSemesters(t);
    await student(statement(s.terms.y1s2.id));
    await student(transcript);
    const [stmt, tran] = await issued(s.enrollment.id);
    const [first, last] = s.student.name.split(' ');
    const common = {
      schoolName: s.school.name,
      name: `${first} ${last?.[0]}.`,
      programme: s.programme.name,
      matricNumber: s.student.userOrgId,
      cgpa: '3.15',
    };
    const a = await check(stmt?.code.toLowerCase() ?? '');
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({
      code: stmt?.code,
      kind: 'statement',
      ...common,
      semester: '2024/2025 Regular, second semester',
      issuedAt: stmt?.issuedAt.toISOString(),
    });
    // Frozen: what happens to the student later does not change what was issued.
    await t.database.db
      .update(enrollments)
      .set({ currentLevel: 400 })
      .where(eq(enrollments.id, s.enrollment.id));
    const b = await check(tran?.code ?? '');
    expect(b.json()).toEqual({
      code: tran?.code,
      kind: 'transcript',
      ...common,
      semester: null,
      issuedAt: tran?.issuedAt.toISOString(),
    });
  });

  it('says no such document for an unknown code (404), and refuses what is not a code', async () => {
    const res = await check(newVerificationCode());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'result_document_not_found',
      detail: 'No statement of result or transcript has this code.',
    });
    for (const bad of ['ABCD-EFGH', "'; drop table--"]) {
      expect((await check(bad)).statusCode, bad).toBe(400);
    }
  });
});
