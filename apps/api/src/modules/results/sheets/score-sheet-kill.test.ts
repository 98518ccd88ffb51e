import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import { KILLABLE_ORIGIN, useKillableApi } from '@/test/killable-api.ts';
import { largeScoreSheet } from '@/test/large-score-sheet.ts';
import { multipartBody } from '@/test/multipart.ts';
import { writeInFlight } from '@/test/write-in-flight.ts';

// The API process killed (SIGKILL) while a lecturer's saves of a 600-student score sheet, typed
// and uploaded, queue on the sheet and one of them is writing its lines; then started again:
// the sheet holds every line of one save and nothing of any other, each student once, and the
// next saves write the whole sheet. PostgreSQL only: PGlite lives and dies with its one process.

const STUDENTS = 600;
const SAVES = 24;

type Student = { enrollmentId: string; matricNumber: string };

/** Save `version` of the sheet: CA is the version for everyone, the exam shifted by it. */
const linesOf = (students: Student[], version: number) =>
  students.map((st, i) => ({
    enrollmentId: st.enrollmentId,
    ca: version,
    exam: (i * 7 + version) % 71,
    absent: false,
  }));

describe.skipIf(!process.env.DATABASE_URL)('score sheet saves when the API is killed', () => {
  const k = useKillableApi('cf_kill_sheet');

  /** The one save the sheet holds, whole: every student once, each line of that save. */
  async function wholeSave(sheetId: string, students: Student[]) {
    const rows = await k.database.db
      .select({
        enrollmentId: scores.enrollmentId,
        ca: scores.ca,
        exam: scores.exam,
        total: scores.total,
        absent: scores.absent,
      })
      .from(scores)
      .where(eq(scores.sheetId, sheetId));
    const versions = [...new Set(rows.map((r) => r.ca))];
    const expected = new Map(
      linesOf(students, versions[0] ?? -1).map((l) => [
        l.enrollmentId,
        `${l.ca}/${l.exam}/${l.ca + l.exam}/false`,
      ]),
    );
    const wrong = rows.filter(
      (r) => expected.get(r.enrollmentId) !== `${r.ca}/${r.exam}/${r.total}/${r.absent}`,
    ).length;
    const distinct = new Set(rows.map((r) => r.enrollmentId)).size;
    expect({ rows: rows.length, students: distinct, versions: versions.length, wrong }).toEqual({
      rows: STUDENTS,
      students: STUDENTS,
      versions: 1,
      wrong: 0,
    });
    return versions[0];
  }

  it('keeps one whole save of the sheet, and saves the whole sheet again after the restart', async () => {
    const s = await largeScoreSheet(k.app, k.database.db, { students: STUDENTS });
    const headers = { cookie: s.lecturer.cookie, origin: KILLABLE_ORIGIN };
    const typed = (base: string, version: number) =>
      fetch(`${base}${s.sheetUrl}/scores`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ lines: linesOf(s.students, version) }),
      }).then(
        (res) => res.status,
        () => 'cut' as const,
      );
    const uploaded = (base: string, version: number) => {
      const csv = [
        'matricNumber,ca,exam',
        ...linesOf(s.students, version).map(
          (l, i) => `${s.students[i]?.matricNumber},${l.ca},${l.exam}`,
        ),
      ].join('\r\n');
      const body = multipartBody({
        bytes: Buffer.from(csv),
        filename: 'sheet.csv',
        contentType: 'text/csv',
      });
      return fetch(`${base}${s.sheetUrl}/upload?dryRun=false`, {
        method: 'POST',
        headers: { ...headers, ...body.headers },
        body: new Uint8Array(body.payload),
      }).then(
        (res) => res.status,
        () => 'cut' as const,
      );
    };
    const save = (base: string, version: number) =>
      version % 2 ? uploaded(base, version) : typed(base, version);

    // The old sheet: every line saved once before the process under test starts.
    const old = await k.app.inject({
      method: 'PUT',
      url: `${s.sheetUrl}/scores`,
      headers: { ...headers, origin: new URL(k.app.config.publicUrl).origin },
      payload: { lines: linesOf(s.students, 0) },
    });
    expect(old.statusCode, old.body).toBe(200);
    const sheetId = old.json().id as string;
    expect(await wholeSave(sheetId, s.students)).toBe(0);

    const firstApi = await k.start();
    const first = firstApi.url;
    let settled = 0;
    const inFlight = Array.from({ length: SAVES }, (_, i) =>
      save(first, i + 1).finally(() => {
        settled += 1;
      }),
    );
    // Killed once a save has gone through and another is writing its lines.
    while (settled < SAVES && !(settled > 0 && (await writeInFlight(k.database.db, 'scores')))) {
      await new Promise((r) => setTimeout(r, 2));
    }
    await firstApi.kill();
    const answers = await Promise.all(inFlight);
    expect(answers.filter((a) => a === 'cut').length).toBeGreaterThan(0);
    expect(answers.filter((a) => a !== 'cut' && a !== 200)).toEqual([]);
    expect(await wholeSave(sheetId, s.students)).toBeLessThanOrEqual(SAVES);

    // Started again: the lecturer saves again, typed and then uploaded.
    const secondApi = await k.start();
    const second = secondApi.url;
    expect(await typed(second, SAVES + 2)).toBe(200);
    expect(await wholeSave(sheetId, s.students)).toBe(SAVES + 2);
    expect(await uploaded(second, SAVES + 3)).toBe(200);
    expect(await wholeSave(sheetId, s.students)).toBe(SAVES + 3);
    const sheets = await k.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(scoreSheets)
      .where(eq(scoreSheets.courseId, s.course.id));
    expect(sheets[0]?.n).toBe(1);
  }, 180_000);
});
