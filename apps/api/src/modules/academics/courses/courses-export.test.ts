import { describe, expect, it } from 'vitest';
import { courses } from '@/modules/academics/courses.tables.ts';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { expectExportsMatchList } from '@/test/export-files.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const api = '/api/v1/academics/courses';

describe('the courses export', () => {
  it('holds the courses the list shows, with its filters and sorts', async () => {
    const s = await academicSchool(t.database.db);
    const other = await academicSchool(t.database.db);
    const csc = s.unit('CSC').department;
    await t.database.db.insert(courses).values(
      Array.from({ length: 8 }, (_, i) => ({
        schoolId: s.schoolId,
        departmentId: csc,
        code: `CSC ${301 + i}`,
        title: `Topic ${i % 3}`,
        units: 2 + (i % 2),
        level: 300,
        semester: 1 + (i % 2),
        status: i === 7 ? ('archived' as const) : ('active' as const),
      })),
    );
    const { client } = await t.person(s.schoolId, 'hos');
    for (const [filters, total] of [
      [`departmentId=${csc}`, 8],
      [`departmentId=${csc}&sort=-units`, 8],
      ['sort=title&level=300', 7],
      ['status=all&q=CSC 3', 8],
      [`departmentId=${other.unit('CSC').department}`, 0],
    ] as const) {
      const r = await expectExportsMatchList<{ code: string }>({
        client,
        listUrl: `${api}?${filters}`,
        exportPath: api,
        column: 'Code',
        keyOf: (c) => c.code,
        expected: { total },
      });
      expect(r.header).toEqual([
        'Code',
        'Title',
        'Units',
        'Level',
        'Semester',
        'Category',
        'Capacity',
        'Department',
        'Prerequisites',
        'Status',
      ]);
      expect(r.xlsxHeader).toEqual(r.header);
      expect(r.csvKeys, filters).toEqual(r.keys);
      expect(r.xlsxKeys, filters).toEqual(r.keys);
    }
  });

  it('is refused to roles without the academics permission', async () => {
    const s = await academicSchool(t.database.db);
    const { client } = await t.person(s.schoolId, 'student');
    for (const format of ['csv', 'xlsx']) {
      expect((await client(`${api}.${format}`)).statusCode).toBe(403);
    }
  });
});
