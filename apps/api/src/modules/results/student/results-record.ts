import type { TCarryOver, TMyResults, TResultSemester } from '@campusflow/contracts';
import { classOfDegree, formatGradePoint, type GradingScheme } from '@campusflow/domain';

// The student's results assembled from what was read (my-results-data.ts): pure, so the rules
// (carry-overs, the CGPA of the latest semester, the class of degree) are plain to test.

type Standing = {
  semesterId: string;
  sessionName: string;
  semester: number;
  units: number;
  qualityPoints: number;
  cumulativeUnits: number;
  cumulativeQualityPoints: number;
  probation: boolean;
  publishedAt: Date;
};

type Line = {
  semesterId: string;
  courseId: string;
  code: string;
  title: string;
  units: number;
  grade: string | null;
  points: number | null;
  absent: boolean;
};

/** Exact quotient; null with no units. */
const quotient = (points: number, units: number) => (units === 0 ? null : points / units);

/**
 * Courses failed or missed (ABS) and not passed in a later published semester, each once, as
 * last failed. `semesters` are oldest first; a line outside them is not published.
 */
export function carryOversOf(semesters: readonly TResultSemester[]): TCarryOver[] {
  const open = new Map<string, TCarryOver>();
  for (const s of semesters) {
    for (const c of s.courses) {
      // A fail (0 points), ABS, or a line left ungraded earns nothing: it is to be taken again.
      if (c.absent || !c.points) {
        const { courseId, code, title, units, grade } = c;
        open.set(courseId, { courseId, code, title, units, grade, ...semesterOf(s) });
      } else {
        open.delete(c.courseId);
      }
    }
  }
  return [...open.values()].sort((a, b) => a.code.localeCompare(b.code));
}

const semesterOf = (s: TResultSemester) => ({ sessionName: s.sessionName, semester: s.semester });

/** One semester per published standing, oldest first, with its courses and exact GPA/CGPA. */
export function resultSemesters(
  standings: readonly Standing[],
  lines: readonly Line[],
): TResultSemester[] {
  return standings.map((s) => {
    const gpa = quotient(s.qualityPoints, s.units);
    const cgpa = quotient(s.cumulativeQualityPoints, s.cumulativeUnits);
    return {
      semesterId: s.semesterId,
      sessionName: s.sessionName,
      semester: s.semester,
      courses: lines
        .filter((l) => l.semesterId === s.semesterId)
        .map(({ courseId, code, title, units, grade, points, absent }) => ({
          courseId,
          code,
          title,
          units,
          grade: absent ? 'ABS' : grade,
          points: absent ? 0 : points,
          absent,
        })),
      units: s.units,
      qualityPoints: s.qualityPoints,
      gpa,
      gpaDisplay: formatGradePoint(gpa),
      cumulativeUnits: s.cumulativeUnits,
      cumulativeQualityPoints: s.cumulativeQualityPoints,
      cgpa,
      cgpaDisplay: formatGradePoint(cgpa),
      probation: s.probation,
      publishedAt: s.publishedAt.toISOString(),
    };
  });
}

/** The whole record: semesters, carry-overs, the latest CGPA and probation, the class. */
export function resultsRecord(
  semesters: TResultSemester[],
  student: { level: number; lastLevel: number } | null,
  scheme: GradingScheme,
): TMyResults {
  const latest = semesters.at(-1);
  const cgpa = latest?.cgpa ?? null;
  const finalYear = student !== null && student.level >= student.lastLevel;
  return {
    semesters,
    carryOvers: carryOversOf(semesters),
    cgpa,
    cgpaDisplay: formatGradePoint(cgpa),
    probation: latest?.probation ?? false,
    finalYear,
    classOfDegree: finalYear && cgpa !== null ? classOfDegree(cgpa, scheme) : null,
  };
}
