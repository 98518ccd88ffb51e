import type { TSheetReview } from '@campusflow/contracts';
import { type CheckedLine, gradeDistribution, gradeLabels, sheetFlags } from '@campusflow/domain';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { academicSessions, academicYears, semesters } from '@/modules/academics/calendar.tables.ts';
import { departments } from '@/modules/academics/structure.tables.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import { scoreSheets, scores } from '@/modules/results/results.tables.ts';
import type { SheetRow } from '@/modules/results/sheets/course-sheet.ts';
import { sheetStudents, sheetView } from '@/modules/results/sheets/sheet-lines.ts';
import type { Actor } from '@/platform/access/actor.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { reviewableSheet } from './review-access.ts';

/** How many earlier published sheets of the course the page compares with. */
const EARLIER_SHEETS = 5;

/** A saved line's status, as the sheet page reads it. */
const checkedLine = (s: {
  ca: number | null;
  exam: number | null;
  absent: boolean;
  total: number | null;
  grade: string | null;
}): CheckedLine => ({
  status: s.absent
    ? 'absent'
    : s.ca === null && s.exam === null
      ? 'blank'
      : s.ca === null || s.exam === null
        ? 'incomplete'
        : 'graded',
  total: s.total,
  grade: s.grade,
});

/** The course's latest published sheets before this one, with their saved lines. */
async function earlierSheets(db: DbOrTx, sheet: SheetRow) {
  const found = await db
    .select({
      sheetId: scoreSheets.id,
      sessionName: academicSessions.name,
      semester: semesters.sequence,
    })
    .from(scoreSheets)
    .innerJoin(academicSessions, eq(academicSessions.id, scoreSheets.sessionId))
    .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
    .innerJoin(semesters, eq(semesters.id, scoreSheets.semesterId))
    .where(
      and(
        eq(scoreSheets.schoolId, sheet.schoolId),
        eq(scoreSheets.courseId, sheet.courseId),
        eq(scoreSheets.state, 'published'),
        ne(scoreSheets.id, sheet.id),
      ),
    )
    .orderBy(desc(academicYears.startYear), desc(semesters.sequence))
    .limit(EARLIER_SHEETS);
  const lines = found.length
    ? await db
        .select({
          sheetId: scores.sheetId,
          ca: scores.ca,
          exam: scores.exam,
          absent: scores.absent,
          total: scores.total,
          grade: scores.grade,
        })
        .from(scores)
        .where(
          inArray(
            scores.sheetId,
            found.map((f) => f.sheetId),
          ),
        )
    : [];
  return found.map((f) => ({
    ...f,
    lines: lines.filter((l) => l.sheetId === f.sheetId).map(checkedLine),
  }));
}

/**
 * A sheet as the HOD and the exam officer review it: its lines, its grade distribution, the
 * flags of what usually means an error (packages/domain sheet-checks.ts) and the distributions
 * of the course's earlier published sheets it is compared with.
 */
export async function sheetForReview(
  ctx: ServiceContext,
  actor: Actor,
  sheetId: string,
): Promise<TSheetReview> {
  const db = ctx.db;
  const sheet = await reviewableSheet(db, actor, sheetId);
  const [students, earlier, { settings }, [names]] = await Promise.all([
    sheetStudents(db, sheet),
    earlierSheets(db, sheet),
    loadSchoolSettings(db, sheet.schoolId),
    db
      .select({
        departmentName: departments.name,
        sessionName: academicSessions.name,
        startYear: academicYears.startYear,
      })
      .from(departments)
      .innerJoin(academicSessions, eq(academicSessions.id, sheet.sessionId))
      .innerJoin(academicYears, eq(academicYears.id, academicSessions.academicYearId))
      .where(eq(departments.id, sheet.departmentId)),
  ]);
  // Grades are named by the scheme of the session's entering students; a sheet of older
  // students graded by an older scheme still counts their grades, after these.
  const scheme = (await schoolSchemes(db, settings))(names?.startYear ?? 0).scheme;
  const order = [...scheme.bands].sort((a, b) => b.points - a.points).map((b) => b.grade);
  const labels = gradeLabels(scheme.bands);
  const view = sheetView(sheet, students, false);
  const distribution = gradeDistribution(view.lines, order);
  const compared = earlier.map((e) => ({
    sheetId: e.sheetId,
    sessionName: e.sessionName,
    semester: e.semester,
    distribution: gradeDistribution(e.lines, order),
  }));
  return {
    sheet: view,
    departmentName: names?.departmentName ?? '',
    sessionName: names?.sessionName ?? '',
    distribution,
    flags: sheetFlags(
      view.lines,
      distribution,
      compared.map((c) => c.distribution),
      labels,
    ),
    earlier: compared,
  };
}
