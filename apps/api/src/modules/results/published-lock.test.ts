import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recomputeStandings } from '@/modules/results/publishing/standings.ts';
import { scoreSheets, scores, semesterResults } from '@/modules/results/results.tables.ts';
import { multipartBody } from '@/test/multipart.ts';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

const score = (max: number) =>
  fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100),
  );
const line = fc.record({ ca: score(30), exam: score(70), absent: fc.boolean() });

// Issue 15, "a published result never changes without an amendment": whatever anyone sends to
// every way of writing a sheet, the published lines and the standings stay as they were.
describe('a published result', () => {
  it('never changes through the sheet, whatever is sent, nor by an amendment not yet approved', async () => {
    const s = await resultsSchool(t, { students: 2 });
    const [a, b] = s.enrollments as [string, string];
    const put = await s.lecturer.client({
      method: 'PUT',
      url: `${s.sheetUrl}/scores`,
      payload: {
        lines: [
          { enrollmentId: a, ca: 20, exam: 45 },
          { enrollmentId: b, ca: 12, exam: 20 },
        ],
      },
    });
    const sheetId = put.json().id as string;
    await t.database.db
      .update(scoreSheets)
      .set({ state: 'published', publishedAt: new Date() })
      .where(eq(scoreSheets.id, sheetId));
    await t.database.db.transaction((tx) => recomputeStandings(tx, s.schoolId, [a, b]));
    const snapshot = async () => ({
      lines: await t.database.db.select().from(scores).where(eq(scores.sheetId, sheetId)),
      standings: await t.database.db
        .select()
        .from(semesterResults)
        .where(eq(semesterResults.schoolId, s.schoolId)),
      sheet: (await t.database.db.select().from(scoreSheets).where(eq(scoreSheets.id, sheetId)))[0]
        ?.state,
    });
    const before = await snapshot();
    expect(before.lines).toHaveLength(2);

    const matric = (await s.lecturer.client({ method: 'GET', url: s.sheetUrl })).json().lines[0]
      .matricNumber as string;
    await fc.assert(
      fc.asyncProperty(line, fc.constantFrom(a, b), async (l, who) => {
        const body = { lines: [{ enrollmentId: who, ...l }] };
        const attempts = await Promise.all([
          s.lecturer.client({ method: 'PUT', url: `${s.sheetUrl}/scores`, payload: body }),
          s.lecturer.client({
            method: 'POST',
            url: `${s.sheetUrl}/upload?dryRun=false`,
            ...multipartBody({
              bytes: Buffer.from(
                `Matric Number,CA,Exam\n${matric},${l.ca ?? ''},${l.absent ? 'ABS' : (l.exam ?? '')}`,
              ),
              filename: 'scores.csv',
              contentType: 'text/csv',
            }),
          }),
          s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` }),
          s.hod({ method: 'POST', url: `/api/v1/results/sheets/${sheetId}/approve` }),
          s.hod({
            method: 'POST',
            url: `/api/v1/results/sheets/${sheetId}/return`,
            payload: { reason: 'Reopen it' },
          }),
          s.officer.client({
            method: 'POST',
            url: `/api/v1/results/sheets/${sheetId}/return`,
            payload: { reason: 'Reopen it' },
          }),
          // An amendment asked for but not approved changes nothing either.
          s.lecturer.client({
            method: 'POST',
            url: `/api/v1/results/sheets/${sheetId}/amendments`,
            payload: { enrollmentId: who, ...l, reason: 'A property test asks for this.' },
          }),
        ]);
        for (const res of attempts.slice(0, 6)) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 12 },
    );
  }, 120_000);
});
