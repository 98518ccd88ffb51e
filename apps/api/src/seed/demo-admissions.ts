import type { TAdmissionStage } from '@campusflow/contracts';
import { admissionAggregate, olevelCheck } from '@campusflow/domain';
import { eq } from 'drizzle-orm';
import { findCurrentSession } from '@/modules/academics/academics.queries.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import {
  admissionDecisions,
  admissionOfferings,
  applications,
  entranceCandidates,
  entranceExams,
} from '@/modules/admissions/admissions.tables.ts';
import { issueMatricNumber } from '@/modules/admissions/applications/matric-number.service.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { demoDocuments, pathTo, sittingFor, states } from './demo-application-parts.ts';
import { DEMO_EMAIL_DOMAIN } from './demo-people.ts';
import { admissionRequirementSeeds, firstNames, sciences, surnames } from './institution-data.ts';
import { seededRandom } from './random.ts';

/** How many seeded applicants sit at each stage (docs: a few dozen over every stage). */
const spread: [TAdmissionStage, number][] = [
  ['draft', 4],
  ['submitted', 10],
  ['screening', 8],
  ['entrance_exam', 8],
  ['offered', 4],
  ['enrolled', 2],
  ['rejected', 4],
  ['withdrawn', 2],
];

/** Seeded applicants, `applicant@` included. */
export const DEMO_APPLICANTS = 1 + spread.reduce((sum, [, n]) => sum + n, 0);

/**
 * The demo school's admissions: six programmes open this session (screening and an entrance
 * exam in use), a Post-UTME exam, a few dozen applicants over every stage so that each
 * officer's queue has work, and `applicant@` with a draft application.
 */
export async function seedAdmissions(
  ctx: ServiceContext,
  tx: Tx,
  schoolId: string,
  passwordHash: string,
) {
  const rng = seededRandom(6);
  const session = await findCurrentSession(tx, schoolId);
  if (!session) throw new Error('the demo school has no current session');
  const [school] = await tx
    .select({ settings: schools.settings })
    .from(schools)
    .where(eq(schools.id, schoolId));
  const utmeWeight = 50;
  await tx
    .update(schools)
    .set({
      settings: {
        ...(school?.settings as object),
        admissionStages: { screening: true, entranceExam: true },
        utmeWeight,
      },
    })
    .where(eq(schools.id, schoolId));
  const open = (
    await tx
      .select({ id: programmes.id, departmentCode: departments.code })
      .from(programmes)
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .where(eq(programmes.schoolId, schoolId))
      .orderBy(programmes.code)
      .limit(6)
  ).map((p) => ({ id: p.id, ...(admissionRequirementSeeds[p.departmentCode] ?? sciences) }));
  const closesAt = `${session.startYear + 1}-03-31`;
  await tx.insert(admissionOfferings).values(
    open.map((p, i) => ({
      schoolId,
      sessionId: session.id,
      programmeId: p.id,
      closesAt,
      olevelSubjects: p.olevel,
      utmeSubjects: p.utme,
      utmeCutOff: 180 + (i % 3) * 20,
      quota: 40 + i * 10,
    })),
  );
  const [exam] = await tx
    .insert(entranceExams)
    .values({
      schoolId,
      sessionId: session.id,
      title: `${session.startYear}/${session.startYear + 1} Post-UTME`,
      programmeIds: open.map((p) => p.id),
      startsAt: new Date(Date.UTC(session.startYear + 1, 1, 14, 9, 0)),
      venue: 'Main Auditorium',
      durationMinutes: 90,
      maxScore: 100,
      passMark: 50,
    })
    .returning({ id: entranceExams.id });
  if (!exam) throw new Error('demo exam insert failed');

  let sequence = 0;
  const makeApplicant = async (stage: TAdmissionStage, email: string, name: string) => {
    sequence += 1;
    const place = states[sequence % states.length] ?? states[0];
    const [person] = await tx
      .insert(users)
      .values({
        schoolId,
        name,
        gender: sequence % 2 ? 'female' : 'male',
        email,
        phone: `0813${String(sequence).padStart(7, '0')}`,
        passwordHash,
        authAccountCreated: true,
        emailVerified: true,
      })
      .returning({ id: users.id });
    if (!person) throw new Error('demo applicant insert failed');
    await tx.insert(userRoles).values({ userId: person.id, role: 'student', schoolId });
    const photo = await storeFile(ctx, tx, {
      schoolId,
      ownerUserId: person.id,
      purpose: 'passport',
      bytes: silhouettePng(200, [60 + sequence * 3, 90, 150]),
      contentType: 'image/png',
      originalName: 'passport.png',
    });
    await tx.update(users).set({ passportFileId: photo.id }).where(eq(users.id, person.id));
    const documents = stage === 'draft' ? [] : await demoDocuments(ctx, tx, schoolId, person.id);
    const programme = open[sequence % open.length] ?? { id: '', ...sciences };
    const programmeId = programme.id;
    const draft = stage === 'draft';
    const submitted = !draft;
    const sittings = [sittingFor(rng, stage !== 'rejected', programme.olevel)];
    const utme = rng.int(stage === 'rejected' ? 150 : 190, 320);
    const scored = ['entrance_exam', 'offered', 'enrolled'].includes(stage);
    const examScore = scored ? rng.int(45, 92) : null;
    // The application fee is paid an hour before the application is submitted.
    const submittedAt = submitted ? new Date(Date.now() - (60 - sequence) * 3_600_000) : null;
    const feePaidAt = submittedAt ? new Date(submittedAt.getTime() - 3_600_000) : null;
    const [enrollment] = await tx
      .insert(enrollments)
      .values({
        schoolId,
        studentId: person.id,
        programmeId,
        entryYear: session.startYear,
        currentLevel: 100,
        stage,
        applicationPayment: submitted ? 'paid' : 'pending',
        applicationPaymentRef: submitted ? `PAY-DEMO-APP-${sequence}` : null,
        applicationPaymentDate: feePaidAt,
      })
      .returning({ id: enrollments.id });
    if (!enrollment) throw new Error('demo enrollment insert failed');
    await tx.insert(applications).values({
      enrollmentId: enrollment.id,
      schoolId,
      sessionId: session.id,
      applicantId: person.id,
      bioData: draft
        ? { stateOfOrigin: place[0], lga: place[1] }
        : {
            stateOfOrigin: place[0],
            lga: place[1],
            dateOfBirth: `${2006 + (sequence % 3)}-0${1 + (sequence % 9)}-1${sequence % 10}`,
            address: `${sequence} Ring Road, ${place[1]}`,
            nextOfKinName: `${rng.pick(firstNames)} ${name.split(' ')[1] ?? ''}`.trim(),
            nextOfKinPhone: `080${String(30_000_000 + sequence).padStart(8, '0')}`,
            nextOfKinRelationship: 'Parent',
          },
      stateOfOrigin: place[0],
      jambNo: draft
        ? null
        : `${String(session.startYear).slice(0, 4)}${String(sequence).padStart(4, '0')}DA`,
      utmeScore: draft ? null : utme,
      utmeSubjects: draft ? [] : programme.utme,
      olevelSittings: draft ? [] : sittings,
      documents,
      olevelMeets: olevelCheck(sittings, {
        subjects: programme.olevel,
        minCredits: 5,
        maxSittings: 2,
      }).meets,
      submittedAt,
      screeningResult: ['screening', 'entrance_exam', 'offered', 'enrolled'].includes(stage)
        ? 'passed'
        : stage === 'rejected'
          ? 'failed'
          : null,
      screeningRemarks:
        stage === 'rejected' ? 'Fewer than five credits, no credit in English.' : null,
      examPercent: examScore,
      aggregate: submitted ? admissionAggregate(utme, examScore, utmeWeight) : null,
      offeredProgrammeId: ['offered', 'enrolled'].includes(stage) ? programmeId : null,
      decidedAt: ['offered', 'enrolled'].includes(stage) ? new Date() : null,
      acceptedAt: stage === 'enrolled' ? new Date() : null,
    });
    const decisions = pathTo[stage];
    if (decisions.length) {
      await tx.insert(admissionDecisions).values(
        decisions.map(([kind, fromStage, toStage], i) => ({
          schoolId,
          enrollmentId: enrollment.id,
          kind,
          fromStage,
          toStage,
          reason:
            kind === 'screening_failed' ? 'Fewer than five credits, no credit in English.' : null,
          createdAt: new Date(Date.now() - (decisions.length - i) * 3_600_000),
        })),
      );
    }
    if (
      ['screening', 'entrance_exam', 'offered', 'enrolled'].includes(stage) &&
      sequence % 4 !== 0
    ) {
      await tx.insert(entranceCandidates).values({
        schoolId,
        examId: exam.id,
        enrollmentId: enrollment.id,
        examNumber: `PUTME-${String(sequence).padStart(4, '0')}`,
        score: examScore,
        scoredAt: examScore === null ? null : new Date(),
      });
    }
    if (stage === 'enrolled') {
      const matric = await issueMatricNumber(tx, schoolId, programmeId, session.startYear);
      await tx.update(users).set({ userOrgId: matric }).where(eq(users.id, person.id));
    }
  };

  await makeApplicant('draft', `applicant@${DEMO_EMAIL_DOMAIN}`, 'Amara Eze');
  for (const [stage, count] of spread) {
    for (let i = 0; i < count; i += 1) {
      const name = `${rng.pick(firstNames)} ${rng.pick(surnames)}`;
      await makeApplicant(stage, `applicant${sequence}@${DEMO_EMAIL_DOMAIN}`, name);
    }
  }
}
