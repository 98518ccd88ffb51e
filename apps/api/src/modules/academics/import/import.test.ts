import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { coursePrerequisites, courses } from '@/modules/academics/courses.tables.ts';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let hos: Awaited<ReturnType<typeof clientFor>>;
let schoolId: string;
const api = '/api/v1/academics';

beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
  hos = await clientFor(
    t.app,
    (await createUser(t.database.db, { schoolId, roles: ['hos'] })).email ?? '',
  );
  await hos({
    method: 'POST',
    url: `${api}/faculties`,
    payload: { name: 'Faculty of Science', code: 'SCI' },
  });
  await hos({
    method: 'POST',
    url: `${api}/programme-types`,
    payload: { name: 'B.Sc.', durationLevels: 4 },
  });
});

const csv = (text: string) => ({
  bytes: Buffer.from(text),
  filename: 'upload.csv',
  contentType: 'text/csv',
});
const upload = (kind: string, file: ReturnType<typeof csv>, dryRun: boolean) =>
  hos({ method: 'POST', url: `${api}/import/${kind}?dryRun=${dryRun}`, ...multipartBody(file) });

describe('importing departments, programmes and courses', () => {
  it('a dry run lists every bad row by line and column and writes nothing', async () => {
    const file = csv(
      [
        'Name,Code,Faculty',
        'Computer Science,CSC,SCI',
        'Mathematics,MTH,Faculty of Science',
        'Physics,,SCI',
        'Chemistry,CHM,ENG',
        'Statistics,CSC,SCI',
        'Biochemistry,1X,SCI',
      ].join('\r\n'),
    );
    const res = await upload('departments', file, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dryRun: true, rows: 6, valid: 2, imported: 0 });
    expect(res.json().problems).toEqual([
      { line: 4, column: 'Code', reason: 'This column is empty.' },
      { line: 5, column: 'Faculty', reason: 'No faculty has the code or name “ENG”.' },
      { line: 6, column: 'Code', reason: 'Line 2 of this file has the same code.' },
      { line: 7, column: 'Code', reason: '2 to 10 letters and digits, e.g. CSC.' },
    ]);
    const list = (await hos(`${api}/departments?limit=100`)).json();
    expect(list.total).toBe(0);
    // Nothing is written while any row is wrong, even without dryRun.
    expect((await upload('departments', file, false)).json().imported).toBe(0);
    expect((await hos(`${api}/departments?limit=100`)).json().total).toBe(0);
  });

  it('a clean file is written in one go, and audited', async () => {
    const res = await upload(
      'departments',
      csv('name,code,faculty\nComputer Science,CSC,SCI\nMathematics,MTH,SCI\n'),
      false,
    );
    expect(res.json()).toMatchObject({ imported: 2, valid: 2, problems: [] });
    const again = await upload(
      'departments',
      csv('name,code,faculty\nComputer Science,CSC,SCI\n'),
      true,
    );
    expect(again.json().problems).toContainEqual({
      line: 2,
      column: 'Code',
      reason: 'The code CSC is already used by a department.',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.schoolId, schoolId), eq(auditLog.action, 'departments.import')));
    expect(audit[0]?.after).toEqual({ rows: 2 });
  });

  it('programmes come from XLSX too', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Programmes');
    sheet.addRow(['Name', 'Code', 'Department', 'Type', 'Min units', 'Max units']);
    sheet.addRow(['Computer Science', 'BSCCSC', 'CSC', 'B.Sc.', 15, 24]);
    sheet.addRow(['Mathematics', 'BSCMTH', 'MTH', 'B.Sc.', 30, 24]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const file = {
      bytes,
      filename: 'programmes.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    const dry = (await upload('programmes', file, true)).json();
    expect(dry.problems).toEqual([
      { line: 3, column: 'Min units', reason: 'The minimum cannot be above the maximum.' },
    ]);
    const fixed = new ExcelJS.Workbook();
    fixed.addWorksheet('P').addRows([
      ['Name', 'Code', 'Department', 'Type'],
      ['Computer Science', 'BSCCSC', 'CSC', 'B.Sc.'],
    ]);
    const ok = await upload(
      'programmes',
      { ...file, bytes: Buffer.from(await fixed.xlsx.writeBuffer()) },
      false,
    );
    expect(ok.json().imported).toBe(1);
  });

  it('courses link prerequisites within the file and the school', async () => {
    const file = csv(
      [
        'Code,Title,Units,Level,Semester,Department,Category,Prerequisites',
        'csc101,Introduction to Computing,3,100,1,CSC,core,',
        'CSC 201,Programming I,3,200,1,CSC,,CSC 101',
        'CSC 202,Programming II,3,200,2,CSC,elective,CSC201;CSC 999',
      ].join('\n'),
    );
    const dry = (await upload('courses', file, true)).json();
    expect(dry.problems).toEqual([
      { line: 4, column: 'Prerequisites', reason: 'No course CSC 999 in the school or this file.' },
    ]);
    const fixed = csv(
      [
        'Code,Title,Units,Level,Semester,Department,Category,Prerequisites',
        'csc101,Introduction to Computing,3,100,1,CSC,core,',
        'CSC 201,Programming I,3,200,1,CSC,,CSC 101',
      ].join('\n'),
    );
    expect((await upload('courses', fixed, false)).json().imported).toBe(2);
    const [programming] = await t.database.db
      .select()
      .from(courses)
      .where(and(eq(courses.schoolId, schoolId), eq(courses.code, 'CSC 201')));
    const links = await t.database.db
      .select()
      .from(coursePrerequisites)
      .where(eq(coursePrerequisites.courseId, programming?.id ?? ''));
    expect(links).toHaveLength(1);
  });

  it('names a missing column and offers a template', async () => {
    const res = await upload('courses', csv('Code,Title\nCSC 301,Algorithms\n'), true);
    expect(res.json().problems.map((p: { column: string }) => p.column)).toEqual([
      'Units',
      'Level',
      'Semester',
      'Department',
    ]);
    const template = await hos(`${api}/import/courses/template.csv`);
    expect(template.body.split('\r\n')[0]).toBe(
      '\uFEFFCode,Title,Units,Level,Semester,Department,Category,Prerequisites',
    );
  });
});
