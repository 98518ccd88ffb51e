import type { THomeResults } from '@campusflow/contracts';
import { nigerianFivePointScheme } from '@campusflow/domain';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { publishedLines, publishedStandings } from './my-results-data.ts';
import { resultSemesters, resultsRecord } from './results-record.ts';

/**
 * The student's standing from published results for a home page, in two statements: the
 * latest semester's GPA, the CGPA, carry-overs and probation, as the results page has them.
 * (The class of degree, which needs the school's schemes, is left to the results page.)
 */
export async function resultsStanding(
  db: DbOrTx,
  schoolId: string,
  enrollmentId: string,
): Promise<THomeResults> {
  const [standings, lines] = await Promise.all([
    publishedStandings(db, schoolId, enrollmentId),
    publishedLines(db, schoolId, enrollmentId),
  ]);
  const semesters = resultSemesters(standings, lines);
  const record = resultsRecord(semesters, null, nigerianFivePointScheme);
  const latest = semesters.at(-1);
  return {
    latest: latest
      ? {
          sessionName: latest.sessionName,
          semester: latest.semester,
          gpaDisplay: latest.gpaDisplay,
        }
      : null,
    cgpaDisplay: record.cgpaDisplay,
    carryOvers: record.carryOvers.map((c) => ({ courseId: c.courseId, code: c.code })),
    probation: record.probation,
  };
}
