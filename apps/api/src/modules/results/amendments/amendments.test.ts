import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recomputeStandings } from '@/modules/results/publishing/standings.ts';
import { scoreSheets, scores, semesterResults } from '@/modules/results/results.tables.ts';
import { auditRowsOf } from '@/test/audit-rows.ts';
import { resultsSchool } from '@/test/results-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

/** A school whose CORE sheet (6 units) is published: the first student failed (30, F). */
async function published() {
  const s = await resultsSchool(t, { students: 2 });
  const [a, b] = s.enrollments as [string, string];
  const put = await s.lecturer.client({
    method: 'PUT',
    url: `${s.sheetUrl}/scores`,
    payload: {
      lines: [
        { enrollmentId: a, ca: 10, exam: 20, absent: false },
        { enrollmentId: b, ca: 25, exam: 50, absent: false },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const sheetId = put.json().id as string;
  await s.lecturer.client({ method: 'POST', url: `${s.sheetUrl}/submit` });
  await s.hod({ method: 'POST', url: `/api/v1/results/sheets/${sheetId}/approve` });
  await t.database.db
    .update(scoreSheets)
    .set({ state: 'published', publishedAt: new Date() })
    .where(eq(scoreSheets.id, sheetId));
  await t.database.db.transaction((tx) => recomputeStandings(tx, s.schoolId, [a, b]));
  const ask = (enrollmentId: string, exam: number) =>
    s.lecturer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/amendments`,
      payload: { enrollmentId, ca: 10, exam, reason: 'The exam script was marked 50, not 20.' },
    });
  return { s, a, b, sheetId, ask };
}

const standing = async (enrollmentId: string) =>
  (
    await t.database.db
      .select()
      .from(semesterResults)
      .where(eq(semesterResults.enrollmentId, enrollmentId))
  )[0];

describe('amending a published result', () => {
  it('goes lecturer -> HOD -> exam officer, then changes the line, the grade and the CGPA, audited', async () => {
    const { s, a, sheetId, ask } = await published();
    expect(await standing(a)).toMatchObject({ units: 6, qualityPoints: 0 });

    // The published line cannot be changed on the sheet.
    const direct = await s.lecturer.client({
      method: 'PUT',
      url: `${s.sheetUrl}/scores`,
      payload: { lines: [{ enrollmentId: a, ca: 10, exam: 50 }] },
    });
    expect(direct.statusCode).toBe(409);

    const asked = await ask(a, 50);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().id as string;
    expect(asked.json()).toMatchObject({
      state: 'requested',
      before: { ca: 10, exam: 20, grade: 'F' },
      after: { ca: 10, exam: 50, grade: 'B' },
    });
    expect((await ask(a, 55)).json()).toMatchObject({ code: 'results_amendment_open' });

    // The exam officer comes second.
    const early = await s.officer.client({
      method: 'POST',
      url: `/api/v1/results/amendments/${id}/approve`,
    });
    expect(early.json()).toMatchObject({ code: 'results_amendment_wrong_state' });
    const other = await s.otherDepartment();
    const stranger = await other.hod({
      method: 'POST',
      url: `/api/v1/results/amendments/${id}/approve`,
    });
    expect(stranger.statusCode).toBe(404);
    const byHead = await s.hod({ method: 'POST', url: `/api/v1/results/amendments/${id}/approve` });
    expect(byHead.json()).toMatchObject({ state: 'hod_approved' });
    const queue = await s.officer.client({ method: 'GET', url: '/api/v1/results/amendments' });
    expect(queue.json().items.map((x: { id: string }) => x.id)).toContain(id);
    const applied = await s.officer.client({
      method: 'POST',
      url: `/api/v1/results/amendments/${id}/approve`,
    });
    expect(applied.json()).toMatchObject({ state: 'approved' });

    const [line] = await t.database.db
      .select()
      .from(scores)
      .where(and(eq(scores.sheetId, sheetId), eq(scores.enrollmentId, a)));
    expect(line).toMatchObject({ ca: 10, exam: 50, total: 60, grade: 'B', points: 4 });
    expect(await standing(a)).toMatchObject({
      units: 6,
      qualityPoints: 24,
      cumulativeQualityPoints: 24,
    });
    const [audit] = await auditRowsOf(t.database.db, 'results.amended', `${sheetId}:${a}`);
    expect(audit).toMatchObject({ before: { exam: 20 }, after: { exam: 50, amendmentId: id } });
  });

  it('is refused with a reason, and asked for only by the lecturer or the head', async () => {
    const { s, b, sheetId, ask } = await published();
    const student = await t.clientOf(s.student.email ?? '');
    const byStudent = await student({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/amendments`,
      payload: { enrollmentId: b, ca: 1, exam: 1, reason: 'I would like a better grade.' },
    });
    expect(byStudent.statusCode).toBe(403);
    const stranger = await t.person(s.schoolId, 'teacher');
    const notTheirs = await stranger.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/amendments`,
      payload: { enrollmentId: b, ca: 1, exam: 1, reason: 'Not my course at all, though.' },
    });
    expect(notTheirs.statusCode).toBe(404);
    const above = await s.lecturer.client({
      method: 'POST',
      url: `/api/v1/results/sheets/${sheetId}/amendments`,
      payload: { enrollmentId: b, ca: 31, exam: 50, reason: 'The CA was added up wrongly.' },
    });
    expect(above.json()).toMatchObject({ code: 'results_score_invalid' });

    const id = (await ask(b, 60)).json().id as string;
    const refused = await s.hod({
      method: 'POST',
      url: `/api/v1/results/amendments/${id}/reject`,
      payload: { reason: 'The script shows 50.' },
    });
    expect(refused.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The script shows 50.',
    });
    const [line] = await t.database.db
      .select()
      .from(scores)
      .where(and(eq(scores.sheetId, sheetId), eq(scores.enrollmentId, b)));
    expect(line).toMatchObject({ ca: 25, exam: 50 });
    const mine = await s.lecturer.client({
      method: 'GET',
      url: '/api/v1/results/amendments?state=all',
    });
    expect(mine.json().items).toHaveLength(1);
  });
});
