import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { scores } from '@/modules/results/results.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { multipartBody } from '@/test/multipart.ts';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
type Line = { enrollmentId: string; matricNumber: string; studentName: string };

const csv = (text: string) =>
  multipartBody({ bytes: Buffer.from(text), filename: 'scores.csv', contentType: 'text/csv' });

async function sheetOf(s: Awaited<ReturnType<typeof resultsSchool>>) {
  const res = await s.lecturer.client({ method: 'GET', url: s.sheetUrl });
  return res.json().lines as Line[];
}

describe('uploading a score sheet', () => {
  it('lists every problem of the dry run by kind, with counts, and writes nothing', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const [a, b, c] = (await sheetOf(s)) as [Line, Line, Line];
    // A student of the school who is not registered for the course.
    const stranger = await s.addStudent();
    const strangerMatric = stranger.userOrgId;
    const file = [
      'Matric Number,Name,CA,Exam',
      `${a.matricNumber},A,31,40`,
      `${b.matricNumber.toLowerCase()},B,20,ABS`,
      `${c.matricNumber},C,twenty,50`,
      `${a.matricNumber},A again,10,10`,
      'NOPE/1,Nobody,10,10',
      `${strangerMatric},Stranger,10,10`,
      `${c.matricNumber},C,,`,
    ].join('\n');
    const res = await s.lecturer.client({
      method: 'POST',
      url: `${s.sheetUrl}/upload?dryRun=true`,
      ...csv(file),
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({ kind: 'score_sheet', dryRun: true, rows: 7, imported: 0 });
    expect(report.problems).toEqual([
      {
        line: 2,
        column: 'ca',
        kind: 'above_maximum',
        reason: 'CA is out of 30: 31 is above it.',
      },
      { line: 4, column: 'ca', kind: 'not_a_number', reason: '“twenty” is not a number.' },
      {
        line: 5,
        column: 'matricNumber',
        kind: 'duplicate',
        reason: 'Line 2 of this file has the same matric number.',
      },
      {
        line: 6,
        column: 'matricNumber',
        kind: 'unknown_matric',
        reason: 'No student of the school has this matric number.',
      },
      {
        line: 7,
        column: 'matricNumber',
        kind: 'not_on_sheet',
        reason: 'This student is not registered for this course.',
      },
      {
        line: 8,
        column: 'matricNumber',
        kind: 'duplicate',
        reason: 'Line 4 of this file has the same matric number.',
      },
    ]);
    expect(report.counts).toMatchObject({
      above_maximum: 1,
      not_a_number: 1,
      duplicate: 2,
      unknown_matric: 1,
      not_on_sheet: 1,
    });
    // Only B's ABS line is fine.
    expect(report.lines).toEqual([
      expect.objectContaining({
        line: 3,
        enrollmentId: b.enrollmentId,
        absent: true,
        grade: 'ABS',
      }),
    ]);
    expect(
      await t.database.db.select().from(scores).where(eq(scores.schoolId, s.schoolId)),
    ).toEqual([]);

    // The same file applied: refused while any row has a problem, nothing written.
    const applied = await s.lecturer.client({
      method: 'POST',
      url: `${s.sheetUrl}/upload?dryRun=false`,
      ...csv(file),
    });
    expect(applied.json()).toMatchObject({ dryRun: false, imported: 0 });
    expect(
      await t.database.db.select().from(scores).where(eq(scores.schoolId, s.schoolId)),
    ).toEqual([]);
  });

  it('names a missing column', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const res = await s.lecturer.client({
      method: 'POST',
      url: `${s.sheetUrl}/upload?dryRun=true`,
      ...csv('matricNumber,ca\nX,1'),
    });
    expect(res.json().problems).toEqual([
      {
        line: 1,
        column: 'exam',
        kind: 'missing_column',
        reason: 'This column is missing from the header row.',
      },
    ]);
  });

  it('applies a clean XLSX file in one go, graded as the typed sheet is, and audits it', async () => {
    const s = await resultsSchool(t, { students: 3 });
    const [a, b, c] = (await sheetOf(s)) as [Line, Line, Line];
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet('scores');
    ws.addRows([
      ['matricNumber', 'name', 'ca', 'exam'],
      [a.matricNumber, 'A', 12.5, 57],
      [b.matricNumber, 'B', 10, 'abs'],
      [c.matricNumber, 'C', null, null],
    ]);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const upload = (dryRun: boolean) =>
      s.lecturer.client({
        method: 'POST',
        url: `${s.sheetUrl}/upload?dryRun=${dryRun}`,
        ...multipartBody({
          bytes,
          filename: 'scores.xlsx',
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        }),
      });
    const dry = (await upload(true)).json();
    expect(dry).toMatchObject({ problems: [], valid: 2, skipped: 1, imported: 0 });
    expect(dry.lines[0]).toMatchObject({ total: 69.5, grade: 'A' });
    const done = await upload(false);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ dryRun: false, imported: 2 });

    const sheet = (await s.lecturer.client({ method: 'GET', url: s.sheetUrl })).json();
    const byId = Object.fromEntries(
      sheet.lines.map((l: { enrollmentId: string }) => [l.enrollmentId, l]),
    );
    expect(byId[a.enrollmentId]).toMatchObject({ ca: 12.5, exam: 57, total: 69.5, grade: 'A' });
    expect(byId[b.enrollmentId]).toMatchObject({ absent: true, grade: 'ABS', status: 'absent' });
    expect(byId[c.enrollmentId]).toMatchObject({ status: 'blank' });
    expect(await auditRowsOf(t.database.db, 'results.sheet.uploaded', sheet.id)).toHaveLength(1);
  });

  it('is refused on a submitted sheet (409) and to a lecturer of another course (404)', async () => {
    const s = await resultsSchool(t, { students: 1 });
    const [a] = (await sheetOf(s)) as [Line];
    const file = `matricNumber,ca,exam\n${a.matricNumber},10,50`;
    const stranger = await t.person(s.schoolId, 'teacher');
    for (const url of [`${s.sheetUrl}/upload?dryRun=true`, `${s.sheetUrl}/template.csv`]) {
      const res = await stranger.client({
        method: url.includes('upload') ? 'POST' : 'GET',
        url,
        ...(url.includes('upload') ? csv(file) : {}),
      });
      expect(res.statusCode, url).toBe(404);
    }
    await s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` });
    for (const dryRun of [true, false]) {
      const res = await s.lecturer.client({
        method: 'POST',
        url: `${s.sheetUrl}/upload?dryRun=${dryRun}`,
        ...csv(file),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'results_sheet_locked' });
    }
  });
});

describe('the score sheet template', () => {
  it('lists the sheet’s students with empty CA and exam, as CSV and as XLSX', async () => {
    const s = await resultsSchool(t, { students: 2 });
    const lines = await sheetOf(s);
    const res = await s.lecturer.client({ method: 'GET', url: `${s.sheetUrl}/template.csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      `${s.course.code.replace(/\s+/g, '')}-scores.csv`,
    );
    expect(res.body.trim().split(/\r?\n/)).toEqual([
      'matricNumber,name,ca,exam',
      ...lines.map((l) => `${l.matricNumber},${l.studentName},,`),
    ]);

    const xlsx = await s.lecturer.client({ method: 'GET', url: `${s.sheetUrl}/template.xlsx` });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = book.worksheets[0];
    expect(ws?.getRow(2).getCell(1).value).toBe(lines[0]?.matricNumber);
    expect(ws?.rowCount).toBe(lines.length + 1);
  });
});
