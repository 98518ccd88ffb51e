import type { TAdmissionStage, TOlevelSitting } from '@campusflow/contracts';
import { eq } from 'drizzle-orm';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { admissionOfferings, applications } from '@/modules/admissions/admissions.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import type { Db } from '@/platform/db/database.ts';
import { createUser, uniqueTag } from './fixtures.ts';
import { paymentSchool } from './payment-fixtures.ts';

/** Five credits including English and Mathematics, one sitting. */
export const goodSittings: TOlevelSitting[] = [
  {
    examBody: 'WAEC',
    year: 2025,
    examNumber: '4250101001',
    subjects: [
      { subject: 'English Language', grade: 'B3' },
      { subject: 'Mathematics', grade: 'A1' },
      { subject: 'Physics', grade: 'B2' },
      { subject: 'Chemistry', grade: 'C4' },
      { subject: 'Biology', grade: 'C5' },
    ],
  },
];

/**
 * A school taking applications: everything of `paymentSchool` plus the programme open for
 * admission (English and Mathematics required, cut-off 180, quota 50), an application fee
 * (N5,000) and an acceptance fee (N20,000), and one officer of each admissions role.
 * `stages` sets the school's use of screening and the entrance exam.
 */
export async function admissionSchool(
  db: Db,
  stages: { screening: boolean; entranceExam: boolean } = { screening: true, entranceExam: false },
) {
  const base = await paymentSchool(db);
  const { schoolId } = base;
  await db
    .update(schools)
    .set({ settings: { admissionStages: stages } })
    .where(eq(schools.id, schoolId));
  await db.insert(admissionOfferings).values({
    schoolId,
    sessionId: base.session.id,
    programmeId: base.programme.id,
    olevelSubjects: ['English Language', 'Mathematics'],
    utmeSubjects: ['Use of English', 'Physics', 'Chemistry', 'Mathematics'],
    utmeCutOff: 180,
    quota: 50,
  });
  const applicationFee = await base.addFee({
    type: 'application',
    name: 'Application form',
    amount: 500_000,
    level: null,
    programmeId: null,
    installmentsAllowed: false,
    installmentCount: 1,
  });
  const acceptanceFee = await base.addFee({
    type: 'acceptance',
    name: 'Acceptance fee',
    amount: 2_000_000,
    level: null,
    installmentsAllowed: false,
    installmentCount: 1,
  });
  const [screeningOfficer, examOfficer, admissionOfficer] = await Promise.all([
    createUser(db, { schoolId, roles: ['screening'] }),
    createUser(db, { schoolId, roles: ['examOfficer'] }),
    createUser(db, { schoolId, roles: ['admissionOfficer'] }),
  ]);

  /**
   * An applicant with a complete application at `stage` (written directly, as if the earlier
   * steps had happened), the application fee marked paid.
   */
  const addApplicant = async (
    stage: TAdmissionStage = 'submitted',
    over: Partial<typeof applications.$inferInsert> = {},
  ) => {
    const tag = uniqueTag();
    const applicant = await createUser(db, { schoolId, roles: ['student'] });
    const [enrollment] = await db
      .insert(enrollments)
      .values({
        schoolId,
        studentId: applicant.id,
        programmeId: base.programme.id,
        entryYear: 2026,
        currentLevel: 100,
        stage,
        applicationPayment: 'paid',
        applicationPaymentRef: `PAY-${tag}`,
        applicationPaymentDate: new Date(),
      })
      .returning();
    if (!enrollment) throw new Error('fixture insert returned nothing');
    const screened = ['screening', 'entrance_exam', 'offered'].includes(stage);
    await db.insert(applications).values({
      enrollmentId: enrollment.id,
      schoolId,
      sessionId: base.session.id,
      applicantId: applicant.id,
      bioData: {
        stateOfOrigin: 'Enugu',
        lga: 'Nsukka',
        dateOfBirth: '2007-03-14',
        address: '3 Odim Street, Nsukka',
        nextOfKinName: 'Ada Obi',
        nextOfKinPhone: '08031234567',
        nextOfKinRelationship: 'Mother',
      },
      stateOfOrigin: 'Enugu',
      jambNo: `${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}AB`,
      utmeScore: 240,
      utmeSubjects: ['Use of English', 'Physics', 'Chemistry', 'Mathematics'],
      olevelSittings: goodSittings,
      olevelMeets: true,
      submittedAt: stage === 'draft' ? null : new Date(),
      screeningResult: screened ? 'passed' : null,
      aggregate: 60,
      ...over,
    });
    return { applicant, enrollment };
  };

  return {
    ...base,
    stages,
    applicationFee,
    acceptanceFee,
    screeningOfficer,
    examOfficer,
    admissionOfficer,
    addApplicant,
  };
}
