import { describe, expect, it } from 'vitest';
import { expectExportsMatchList } from '@/test/export-files.ts';
import { reviewSchool } from '@/test/review-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

/** A department with registrations in each state: five submitted (two then approved), two drafts. */
async function department() {
  const s = await reviewSchool(t);
  const students = [
    s.student,
    ...(await Promise.all([1, 2, 3, 4, 5, 6].map(() => s.addStudent()))),
  ];
  const submitted: string[] = [];
  for (const student of students.slice(0, 5)) submitted.push(await s.submitted(student));
  for (const student of students.slice(5)) await s.drafted(student);
  const dept = `/api/v1/registration/departments/${s.departmentId}`;
  const approved = await s.hod({
    method: 'POST',
    url: `${dept}/approve`,
    payload: { registrationIds: submitted.slice(0, 2) },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { s, dept };
}

describe('the registrations export (the head of department’s queue)', () => {
  it('holds the registrations the list shows with the same filters, in its order', async () => {
    const { s, dept } = await department();
    for (const [filters, total] of [
      ['', 7],
      ['state=submitted', 3],
      ['level=100&state=approved', 2],
    ] as const) {
      const r = await expectExportsMatchList<{ matricNumber: string }>({
        client: s.hod,
        listUrl: `${dept}/registrations?${filters}`,
        exportPath: `${dept}/registrations`,
        column: 'Matric number',
        keyOf: (row) => row.matricNumber,
        expected: { total },
      });
      expect(r.header.slice(0, 3)).toEqual(['Student', 'Matric number', 'Programme']);
      expect(r.xlsxHeader).toEqual(r.header);
      expect(r.csvKeys, filters).toEqual(r.keys);
      expect(r.xlsxKeys, filters).toEqual(r.keys);
    }
  });

  it('is the head’s own department only, and refused to roles without the review', async () => {
    const { s, dept } = await department();
    const other = await s.otherDepartment();
    expect((await other.hod(`${dept}/registrations.csv`)).statusCode).toBe(404);
    const { client } = await t.person(s.schoolId, 'teacher');
    expect((await client(`${dept}/registrations.xlsx`)).statusCode).toBe(403);
  });
});

describe('the students export (a course roster)', () => {
  it('holds the students the roster list shows, searched the same way', async () => {
    const { s } = await department();
    const course = `/api/v1/academics/courses/${s.courses.core.id}`;
    for (const [filters, total] of [
      ['', 2],
      [`q=${encodeURIComponent(s.student.userOrgId ?? '')}`, 1],
    ] as const) {
      const r = await expectExportsMatchList<{ userOrgID: string }>({
        client: s.hod,
        listUrl: `${course}/students?${filters}`,
        exportPath: `${course}/roster`,
        column: 'Matric number',
        keyOf: (row) => row.userOrgID,
        expected: { total },
      });
      expect(r.header).toEqual([
        'Matric number',
        'Name',
        'Programme',
        'Level',
        'Category',
        'E-mail',
        'Phone',
      ]);
      expect(r.csvKeys, filters).toEqual(r.keys);
      expect(r.xlsxKeys, filters).toEqual(r.keys);
    }
    const { client } = await t.person(s.schoolId, 'student');
    expect((await client(`${course}/roster.xlsx`)).statusCode).toBe(403);
  });
});
