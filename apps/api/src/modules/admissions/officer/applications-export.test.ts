import { describe, expect, it } from 'vitest';
import { admissionSchool } from '@/test/admission-fixtures.ts';
import { expectExportsMatchList } from '@/test/export-files.ts';
import { clientFor } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const api = '/api/v1/admissions/applications';

describe('the applications export', () => {
  it('holds the applications the list shows, with its filters and each of its sorts', async () => {
    const a = await admissionSchool(t.database.db);
    const b = await admissionSchool(t.database.db);
    const at = new Date('2026-05-01T08:00:00Z');
    for (let i = 0; i < 9; i++) {
      await a.addApplicant(i % 4 === 0 ? 'offered' : 'submitted', {
        // Ties and gaps: equal times, equal and missing aggregates.
        aggregate: i % 3 === 0 ? null : 50 + (i % 2) * 10,
        submittedAt: new Date(at.getTime() + Math.floor(i / 2) * 60_000),
      });
    }
    await a.addApplicant('draft');
    await b.addApplicant('submitted');
    const officer = await clientFor(t.app, a.admissionOfficer.email ?? '');
    for (const [filters, total] of [
      ['sort=submitted', 9],
      ['sort=aggregate', 9],
      ['sort=name&stage=submitted', 6],
    ] as const) {
      const r = await expectExportsMatchList<{ jambNo: string }>({
        client: officer,
        listUrl: `${api}?${filters}`,
        exportPath: api,
        column: 'JAMB number',
        keyOf: (row) => row.jambNo,
        expected: { total },
      });
      expect(r.header.slice(0, 4)).toEqual([
        'Applicant',
        'JAMB number',
        'State of origin',
        'Programme',
      ]);
      expect(r.xlsxHeader).toEqual(r.header);
      expect(r.csvKeys, filters).toEqual(r.keys);
      expect(r.xlsxKeys, filters).toEqual(r.keys);
    }
  });

  it('is refused to roles without admissions access', async () => {
    const a = await admissionSchool(t.database.db);
    for (const role of ['teacher', 'student', 'accountant'] as const) {
      const { client } = await t.person(a.schoolId, role);
      for (const format of ['csv', 'xlsx']) {
        expect((await client(`${api}.${format}`)).statusCode, role).toBe(403);
      }
    }
  });
});
