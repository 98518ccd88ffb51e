/**
 * What the HOD sees before approving a score sheet (issue 15, "HOD approval page"): the grade
 * distribution, and flags for the patterns that usually mean an error rather than a class's
 * real work. Pure: no I/O.
 */

export type CheckedLine = {
  status: 'blank' | 'incomplete' | 'graded' | 'absent';
  total: number | null;
  grade: string | null;
};

export type GradeCount = { grade: string; count: number };

export type GradeDistribution = {
  students: number;
  graded: number;
  absent: number;
  blank: number;
  incomplete: number;
  /** Every grade of the scheme in its order (zeros kept), then any other grade met, then ABS. */
  grades: GradeCount[];
  /** The mean total of the graded lines, to two decimals; null with none graded. */
  meanTotal: number | null;
};

export type SheetFlagCode =
  | 'same_total'
  | 'all_top'
  | 'all_fail'
  | 'many_blanks'
  | 'far_mean'
  | 'far_top_share'
  | 'far_fail_share';

export type SheetFlag = { code: SheetFlagCode; message: string };

/** The top and the failing grade of the scheme the sheet is read by (`A`, `F`). */
export type GradeLabels = { top: string; fail: string };

/**
 * Where a pattern becomes a flag. A class smaller than `minGraded` is too small for a pattern
 * to mean anything (three students may all earn an A); blanks are a share of every student.
 */
export const sheetCheckLimits = {
  minGraded: 5,
  blankShare: 0.2,
  meanGap: 15,
  shareGapPoints: 30,
} as const;

const ABSENT = 'ABS';
const round2 = (n: number) => Math.round(n * 100) / 100;
const percent = (part: number, whole: number) => (whole === 0 ? 0 : (part / whole) * 100);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Counts a sheet's lines by status and by grade. */
export function gradeDistribution(
  lines: readonly CheckedLine[],
  gradeOrder: readonly string[],
): GradeDistribution {
  const byGrade = new Map<string, number>(gradeOrder.map((g) => [g, 0]));
  let absent = 0;
  let blank = 0;
  let incomplete = 0;
  let graded = 0;
  let sum = 0;
  for (const line of lines) {
    if (line.status === 'absent') absent++;
    else if (line.status === 'blank') blank++;
    else if (line.status === 'incomplete') incomplete++;
    else if (line.grade !== null && line.total !== null) {
      graded++;
      sum += line.total;
      byGrade.set(line.grade, (byGrade.get(line.grade) ?? 0) + 1);
    }
  }
  const grades = [...byGrade].map(([grade, count]) => ({ grade, count }));
  if (absent > 0) grades.push({ grade: ABSENT, count: absent });
  return {
    students: lines.length,
    graded,
    absent,
    blank,
    incomplete,
    grades,
    meanTotal: graded > 0 ? round2(sum / graded) : null,
  };
}

const countOf = (d: GradeDistribution, grade: string) =>
  d.grades.find((g) => g.grade === grade)?.count ?? 0;

/** The earlier sheets taken as one class: their pooled mean and shares of top and fail. */
function pooled(earlier: readonly GradeDistribution[], labels: GradeLabels) {
  const graded = earlier.reduce((n, d) => n + d.graded, 0);
  if (graded === 0) return null;
  const sum = earlier.reduce((n, d) => n + (d.meanTotal ?? 0) * d.graded, 0);
  return {
    mean: sum / graded,
    topShare: percent(
      earlier.reduce((n, d) => n + countOf(d, labels.top), 0),
      graded,
    ),
    failShare: percent(
      earlier.reduce((n, d) => n + countOf(d, labels.fail), 0),
      graded,
    ),
  };
}

/**
 * The flags of a sheet, each with a sentence the HOD can act on: every graded student with the
 * same total, all top grades, all fails, many blanks, and a mean or a share of top grades or of
 * fails far from the course's earlier published sheets (`earlier`).
 */
export function sheetFlags(
  lines: readonly CheckedLine[],
  distribution: GradeDistribution,
  earlier: readonly GradeDistribution[],
  labels: GradeLabels,
): SheetFlag[] {
  const flags: SheetFlag[] = [];
  const d = distribution;
  const limits = sheetCheckLimits;
  const totals = lines.flatMap((l) => (l.status === 'graded' && l.total !== null ? [l.total] : []));
  const pattern = d.graded >= limits.minGraded;
  if (pattern && totals.every((t) => t === totals[0])) {
    flags.push({
      code: 'same_total',
      message: `All ${d.graded} graded students have the same total, ${totals[0]}. Check that scores were not copied down the sheet.`,
    });
  }
  if (pattern && countOf(d, labels.top) === d.graded) {
    flags.push({
      code: 'all_top',
      message: `Every one of the ${d.graded} graded students has an ${labels.top}.`,
    });
  }
  if (pattern && countOf(d, labels.fail) === d.graded) {
    flags.push({
      code: 'all_fail',
      message: `Every one of the ${d.graded} graded students has an ${labels.fail}.`,
    });
  }
  const missing = d.blank + d.incomplete;
  if (d.students > 0 && missing / d.students >= limits.blankShare) {
    flags.push({
      code: 'many_blanks',
      message: `${missing} of ${plural(d.students, 'student')} (${Math.round(percent(missing, d.students))} %) have no score or only one of CA and exam.`,
    });
  }
  const before = pooled(earlier, labels);
  if (!pattern || !before || d.meanTotal === null) return flags;
  const gap = d.meanTotal - before.mean;
  if (Math.abs(gap) >= limits.meanGap) {
    flags.push({
      code: 'far_mean',
      message: `The mean total, ${d.meanTotal}, is ${round2(Math.abs(gap))} points ${gap > 0 ? 'above' : 'below'} the mean of this course's earlier sessions, ${round2(before.mean)}.`,
    });
  }
  const shares = [
    { code: 'far_top_share', grade: labels.top, was: before.topShare },
    { code: 'far_fail_share', grade: labels.fail, was: before.failShare },
  ] as const;
  for (const s of shares) {
    const now = percent(countOf(d, s.grade), d.graded);
    if (Math.abs(now - s.was) >= limits.shareGapPoints) {
      flags.push({
        code: s.code,
        message: `${Math.round(now)} % of the graded students have an ${s.grade}, against ${Math.round(s.was)} % in this course's earlier sessions.`,
      });
    }
  }
  return flags;
}

/** The top grade and the failing grade of a scheme's bands: most points, and fewest. */
export function gradeLabels(bands: readonly { grade: string; points: number }[]): GradeLabels {
  const sorted = [...bands].sort((a, b) => b.points - a.points);
  return { top: sorted[0]?.grade ?? 'A', fail: sorted.at(-1)?.grade ?? 'F' };
}
