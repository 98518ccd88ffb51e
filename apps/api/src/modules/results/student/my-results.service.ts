import type { TMyResults } from '@campusflow/contracts';
import { nigerianFivePointScheme } from '@campusflow/domain';
import { loadSchoolSettings } from '@/modules/academics/academics.queries.ts';
import { schoolSchemes } from '@/modules/results/grading-schemes.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import {
  findStudentRecord,
  publishedLines,
  publishedStandings,
  type StudentRecord,
} from './my-results-data.ts';
import { resultSemesters, resultsRecord } from './results-record.ts';

const nothingPublished = (): TMyResults => resultsRecord([], null, nigerianFivePointScheme);

/**
 * A student's published results, read in a handful of statements: the enrollment, the
 * standings, the lines of published sheets, and the school's schemes for the class of degree.
 */
export async function loadResults(
  db: DbOrTx,
  schoolId: string,
  student: StudentRecord,
): Promise<TMyResults> {
  const [standings, lines, { settings }] = await Promise.all([
    publishedStandings(db, schoolId, student.enrollmentId),
    publishedLines(db, schoolId, student.enrollmentId),
    loadSchoolSettings(db, schoolId),
  ]);
  if (standings.length === 0) return nothingPublished();
  const schemeOf = await schoolSchemes(db, settings);
  return resultsRecord(
    resultSemesters(standings, lines),
    student,
    schemeOf(student.entryYear).scheme,
  );
}

/**
 * GET /results/mine: the signed-in student's published results. An applicant, or a student
 * with nothing published yet, gets an empty record rather than an error.
 */
export async function myResults(ctx: ServiceContext, actor: Actor): Promise<TMyResults> {
  const schoolId = requireSchool(actor);
  const student = await findStudentRecord(ctx.db, schoolId, actor.userId);
  return student ? loadResults(ctx.db, schoolId, student) : nothingPublished();
}
