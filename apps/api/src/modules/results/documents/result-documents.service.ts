import type { TMyResults, TResultDocumentCheck, TResultSemester } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { eq } from 'drizzle-orm';
import { resultDocuments } from '@/modules/results/results.tables.ts';
import { loadResults } from '@/modules/results/student/my-results.service.ts';
import {
  findStudentRecord,
  type StudentRecord,
} from '@/modules/results/student/my-results-data.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { schoolImageBytes } from '@/platform/files/files.service.ts';
import { maskName, publicCheckUrl } from '@/platform/http/public-check.ts';
import { fileSafe } from '@/platform/http/send-download.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { type ResultTable, renderResultDocument } from './result-pdf.ts';

const semesterWords: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third' };

/** "2025/2026 Regular, first semester". */
export const semesterLabel = (s: Pick<TResultSemester, 'sessionName' | 'semester'>) =>
  `${s.sessionName}, ${semesterWords[s.semester] ?? s.semester} semester`;

const tableOf = (s: TResultSemester): ResultTable => ({
  heading: semesterLabel(s),
  courses: s.courses.map((c) => [
    c.code,
    c.title,
    String(c.units),
    c.grade ?? '—',
    c.points === null ? '—' : String(c.points),
  ]),
  units: s.units,
  summary: [
    ['GPA', s.gpaDisplay],
    ['CGPA', s.cgpaDisplay],
    ...(s.probation ? [['Standing', 'On probation'] as [string, string]] : []),
  ],
});

/** The signed-in student and their published results; refused when there are none. */
async function readMine(ctx: ServiceContext, actor: Actor) {
  const schoolId = requireSchool(actor);
  const student = await findStudentRecord(ctx.db, schoolId, actor.userId);
  const results = student ? await loadResults(ctx.db, schoolId, student) : null;
  return { student, results };
}

type Issue = {
  student: StudentRecord;
  kind: 'statement' | 'transcript';
  semester: TResultSemester | null;
  title: string;
  tables: ResultTable[];
  closing: [string, string][];
  cgpa: string;
};

/**
 * Issues a document: a `result_documents` row with a fresh code and the facts the public
 * check shows, frozen now; then the PDF that prints the code and where to check it.
 */
async function issue(ctx: ServiceContext, doc: Issue) {
  const { student } = doc;
  const code = newVerificationCode();
  const [row] = await ctx.db
    .insert(resultDocuments)
    .values({
      schoolId: student.schoolId,
      code,
      kind: doc.kind,
      enrollmentId: student.enrollmentId,
      semesterId: doc.semester?.semesterId ?? null,
      facts: {
        name: student.name,
        programme: student.programme,
        matricNumber: student.matricNumber,
        cgpa: doc.cgpa,
        ...(doc.semester ? { semester: semesterLabel(doc.semester) } : {}),
      },
    })
    .returning({ issuedAt: resultDocuments.issuedAt });
  const [logo, photo] = await Promise.all([
    schoolImageBytes(ctx, student.schoolId, student.logoFileId),
    schoolImageBytes(ctx, student.schoolId, student.passportFileId),
  ]);
  const bytes = await renderResultDocument({
    schoolName: student.schoolName,
    schoolAddress: student.schoolAddress ?? '',
    logo,
    photo,
    title: doc.title,
    fields: [
      ['Student', student.name],
      ['Matric number', student.matricNumber ?? '—'],
      ['Programme', student.programme],
      ['Department', student.department],
      ['Issued', formatDate(row?.issuedAt ?? new Date())],
    ],
    tables: doc.tables,
    closing: doc.closing,
    code,
    checkText: `Check this ${doc.title.toLowerCase()} at`,
    checkUrl: publicCheckUrl(ctx.config, 'verify', code),
  });
  return { bytes, code };
}

/** GET /results/mine/statements/:semesterId: a statement of one published semester. */
export async function issueMyStatement(ctx: ServiceContext, actor: Actor, semesterId: string) {
  const { student, results } = await readMine(ctx, actor);
  const semester = results?.semesters.find((s) => s.semesterId === semesterId);
  if (!student || !semester) throw new AppError('results_not_published');
  const { bytes, code } = await issue(ctx, {
    student,
    kind: 'statement',
    semester,
    title: 'Statement of result',
    tables: [tableOf(semester)],
    closing: [],
    cgpa: semester.cgpaDisplay,
  });
  const matric = fileSafe(student.matricNumber ?? 'student');
  const filename = `statement-of-result-${matric}-${fileSafe(semester.sessionName)}-sem${semester.semester}.pdf`;
  return { bytes, code, filename };
}

const closingOf = (results: TMyResults): [string, string][] => [
  ['Cumulative units', String(results.semesters.at(-1)?.cumulativeUnits ?? 0)],
  ['CGPA', results.cgpaDisplay],
  ...(results.classOfDegree
    ? [['Class of degree', results.classOfDegree] as [string, string]]
    : []),
];

/** GET /results/mine/transcript: every published semester, the CGPA, the class if final year. */
export async function issueMyTranscript(ctx: ServiceContext, actor: Actor) {
  const { student, results } = await readMine(ctx, actor);
  if (!student || !results?.semesters.length) {
    throw new AppError('results_not_published', {
      detail: 'You have no published results yet: a transcript is available once you have some.',
    });
  }
  const { bytes, code } = await issue(ctx, {
    student,
    kind: 'transcript',
    semester: null,
    title: 'Transcript',
    tables: results.semesters.map(tableOf),
    closing: closingOf(results),
    cgpa: results.cgpaDisplay,
  });
  const filename = `transcript-${fileSafe(student.matricNumber ?? 'student')}.pdf`;
  return { bytes, code, filename };
}

/**
 * GET /results/documents/:code (public): what was issued under a code, frozen at issue, the
 * holder's name masked as on other public checks. Any unknown code is the same 404.
 */
export async function checkResultDocument(
  ctx: ServiceContext,
  code: string,
): Promise<TResultDocumentCheck> {
  const [row] = await ctx.db
    .select({
      kind: resultDocuments.kind,
      facts: resultDocuments.facts,
      issuedAt: resultDocuments.issuedAt,
      schoolName: schools.name,
    })
    .from(resultDocuments)
    .innerJoin(schools, eq(schools.id, resultDocuments.schoolId))
    .where(eq(resultDocuments.code, code))
    .limit(1);
  if (!row) throw new AppError('result_document_not_found');
  return {
    code,
    kind: row.kind,
    schoolName: row.schoolName,
    name: maskName(row.facts.name),
    programme: row.facts.programme,
    matricNumber: row.facts.matricNumber,
    cgpa: row.facts.cgpa,
    semester: row.kind === 'statement' ? (row.facts.semester ?? null) : null,
    issuedAt: row.issuedAt.toISOString(),
  };
}
