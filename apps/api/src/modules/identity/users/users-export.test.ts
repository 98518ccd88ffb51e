import { describe, expect, it } from 'vitest';
import { expectExportsMatchList } from '@/test/export-files.ts';
import { createUser, uniqueTag } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

describe('the users export', () => {
  it('holds the users the list shows with the same filters, in CSV and XLSX', async () => {
    const school = await t.school();
    const other = await t.school();
    const tag = uniqueTag().toLowerCase();
    for (let i = 0; i < 7; i++) {
      await createUser(t.database.db, {
        schoolId: school.id,
        roles: i % 3 === 0 ? ['student'] : ['teacher'],
        name: `Export ${tag} ${String.fromCharCode(90 - i)}`,
      });
    }
    await createUser(t.database.db, {
      schoolId: other.id,
      roles: ['teacher'],
      name: `Export ${tag} elsewhere`,
    });
    const { client } = await t.person(school.id, 'admin');
    const r = await expectExportsMatchList<{ email: string }>({
      client,
      listUrl: `/api/v1/users?q=${tag}&roles=teacher`,
      exportPath: '/api/v1/users',
      column: 'E-mail',
      keyOf: (u) => u.email,
      expected: { total: 4 },
    });
    expect(r.header).toEqual([
      'Name',
      'E-mail',
      'Phone',
      'Matric or staff number',
      'JAMB number',
      'Gender',
      'Roles',
      'Status',
      'Invitation pending',
      'School',
      'Created',
    ]);
    expect(r.xlsxHeader).toEqual(r.header);
    expect(r.csvKeys).toEqual(r.keys);
    expect(r.xlsxKeys).toEqual(r.keys);
    expect(r.csv.slice(1).every((row) => row[6] === 'Lecturer')).toBe(true);
  });

  it('is refused to roles without the users permission', async () => {
    const school = await t.school();
    for (const role of ['teacher', 'student', 'accountant'] as const) {
      const { client } = await t.person(school.id, role);
      for (const format of ['csv', 'xlsx']) {
        expect((await client(`/api/v1/users.${format}`)).statusCode, role).toBe(403);
      }
    }
  });
});
