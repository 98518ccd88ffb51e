import type { TApplicantStage, TCampaign, TCampaignFormInput } from '@campusflow/contracts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { applications } from '@/modules/admissions/admissions.tables.ts';
import { academicSchool, type DepartmentCode } from './academic-fixtures.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { createOwnDatabase } from './own-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import type { useTestApp } from './use-test-app.ts';

type TestContext = ReturnType<typeof useTestApp>;

/**
 * A school for the e-mail sender: the academic structure of `academicSchool` (faculties SCI
 * and ART; departments and programmes CSC, MTH, ENG), its head of school signed in, and makers
 * of students at a level, applicants at a stage and staff.
 */
export async function messagingSchool(t: TestContext) {
  const s = await academicSchool(t.database.db);
  const { db } = t.database;
  const { client: hos, user: hosUser } = await t.person(s.schoolId, 'hos');

  const person = (spec: Partial<Parameters<typeof createUser>[1]> = {}) =>
    createUser(db, { schoolId: s.schoolId, roles: ['student'], ...spec });

  /** An enrolled student of the programme of `code` at `level` (an address unless `email: null`). */
  const student = async (
    code: DepartmentCode,
    level = 200,
    spec: { email?: string | null; status?: 'active' | 'suspended'; name?: string } = {},
  ) => {
    const user = await person({ userOrgId: `MAT/${uniqueTag()}`, ...spec });
    await db.insert(enrollments).values({
      schoolId: s.schoolId,
      studentId: user.id,
      programmeId: s.unit(code).programme,
      entryYear: 2024,
      currentLevel: level,
    });
    return user;
  };

  /** An applicant of this session (or of `sessionId`) to the CSC programme, at `stage`. */
  const applicant = async (stage: TApplicantStage, sessionId = s.sessions.current) => {
    const user = await person();
    const [enrollment] = await db
      .insert(enrollments)
      .values({
        schoolId: s.schoolId,
        studentId: user.id,
        programmeId: s.unit('CSC').programme,
        entryYear: 2025,
        currentLevel: 100,
        stage,
      })
      .returning({ id: enrollments.id });
    await db.insert(applications).values({
      enrollmentId: enrollment?.id ?? '',
      schoolId: s.schoolId,
      sessionId,
      applicantId: user.id,
    });
    return user;
  };

  const post = async <T>(url: string, payload: unknown) => {
    const res = await hos({ method: 'POST', url, payload: payload as Record<string, unknown> });
    return { status: res.statusCode, body: res.json() as T };
  };
  const get = async <T>(url: string) => {
    const res = await hos(url);
    return { status: res.statusCode, body: res.json() as T };
  };

  /** Sends a message as the head of school and answers the campaign. */
  const send = async (message: TCampaignFormInput) => {
    const res = await post<TCampaign>('/api/v1/messaging/campaigns', message);
    if (res.status !== 201) throw new Error(`send refused: ${JSON.stringify(res.body)}`);
    return res.body;
  };

  return { ...s, hos, hosUser, person, student, applicant, post, get, send };
}

/** A message with no placeholders to `audience`. */
export const plainMessage = (
  audience: Pick<TCampaignFormInput, 'group'> & Partial<TCampaignFormInput>,
): TCampaignFormInput => ({ subject: 'Hello', body: 'A short note.', ...audience });

/**
 * A test app whose campaigns no other test file's worker delivers: on a shared PostgreSQL
 * database (DATABASE_URL) every app with a mail server works `messaging.deliver` jobs, so a file
 * that checks how its own campaigns were delivered gets a database of its own (PGlite clones
 * are that already). Pass it as `useTestApp(env, isolatedMessagingApp)`.
 */
export async function isolatedMessagingApp(env: Record<string, string>): Promise<TestApp> {
  const url = process.env.DATABASE_URL;
  if (!url) return createTestApp(env);
  const own = await createOwnDatabase(url, 'cf_messaging');
  process.env.DATABASE_URL = own.url;
  try {
    const t = await createTestApp(env);
    return {
      ...t,
      close: async () => {
        await t.close();
        await own.drop();
      },
    };
  } finally {
    process.env.DATABASE_URL = url;
  }
}
