import * as z from 'zod/mini';
import { admissionStages, missingParts, type TMissingPart } from './admission-words.ts';
import { calendarDay } from './dates.ts';
import { ZPhone } from './identity.ts';
import { ZApplicantUtmeSubjects, ZProgrammeUtmeSubjects } from './jamb-subjects.ts';
import { pageOf, ZPageQuery } from './pagination.ts';
import { multiline } from './text.ts';

export * from './admission-words.ts';

// Admissions (docs/domain.md, Admissions): from a draft application to an enrolled student.

export const ZAdmissionStage = z.enum(admissionStages);

export const examBodies = ['WAEC', 'NECO', 'NABTEB', 'GCE'] as const;
export const olevelGrades = ['A1', 'B2', 'B3', 'C4', 'C5', 'C6', 'D7', 'E8', 'F9'] as const;
export const ZOlevelGrade = z.enum(olevelGrades, { error: 'Choose a grade from A1 to F9.' });
export type TOlevelGrade = z.infer<typeof ZOlevelGrade>;
export const entryModes = ['utme', 'direct_entry'] as const;
export const documentKinds = [
  'olevel_result',
  'birth_certificate',
  'jamb_result',
  'other',
] as const;
export const ZDocumentKind = z.enum(documentKinds);
export type TDocumentKind = z.infer<typeof ZDocumentKind>;

const text = (what: string, max = 120) =>
  z
    .string({ error: `Enter ${what}.` })
    .check(
      z.trim(),
      z.minLength(1, `Enter ${what}.`),
      z.maxLength(max, `At most ${max} characters.`),
    );
const subject = text('the subject', 60);
const thisYear = new Date().getFullYear();

export const ZOlevelSitting = z.object({
  examBody: z.enum(examBodies, { error: 'Choose WAEC, NECO, NABTEB or GCE.' }),
  year: z
    .int('Enter the year.')
    .check(z.gte(1980, 'Enter a year from 1980.'), z.lte(thisYear + 1, 'Enter a past year.')),
  examNumber: text('the exam number', 20),
  subjects: z
    .array(z.object({ subject, grade: ZOlevelGrade }))
    .check(z.minLength(1, 'Enter at least one subject.'), z.maxLength(9, 'At most nine subjects.')),
});
export type TOlevelSitting = z.infer<typeof ZOlevelSitting>;

export const ZPreviousInstitution = z.object({
  name: text('the institution'),
  qualification: text('the qualification', 80),
  yearFrom: z.int().check(z.gte(1970), z.lte(thisYear)),
  yearTo: z.int().check(z.gte(1970), z.lte(thisYear + 1)),
});

export const ZBioData = z.object({
  stateOfOrigin: z.optional(text('the state of origin', 40)),
  lga: z.optional(text('the local government area', 60)),
  dateOfBirth: z.optional(calendarDay('Enter the date of birth.')),
  address: z.optional(multiline(text('the address', 200))),
  nextOfKinName: z.optional(text("the next of kin's name")),
  nextOfKinPhone: z.optional(ZPhone),
  nextOfKinRelationship: z.optional(text('the relationship', 40)),
});
export type TBioData = z.infer<typeof ZBioData>;
/** The stored bio-data as answered (the phone already normalised). */
export const ZBioDataView = z.extend(ZBioData, { nextOfKinPhone: z.optional(z.string()) });

/** What the applicant saves as they go; every part optional, no defaults (an update). */
export const ZApplicationUpdate = z.object({
  firstChoiceId: z.optional(z.uuid('Choose a programme.')),
  secondChoiceId: z.optional(z.nullable(z.uuid('Choose a programme.'))),
  entryMode: z.optional(z.enum(entryModes)),
  bioData: z.optional(ZBioData),
  jambNo: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(/^[0-9]{8}[A-Z]{2}$/, 'Enter the JAMB number: 8 digits and 2 letters.'),
      ),
  ),
  utmeScore: z.optional(
    z.int('Enter the UTME score.').check(z.gte(0), z.lte(400, 'The UTME score is at most 400.')),
  ),
  utmeSubjects: z.optional(ZApplicantUtmeSubjects),
  olevelSittings: z.optional(
    z.array(ZOlevelSitting).check(z.maxLength(2, 'At most two sittings.')),
  ),
  previousInstitutions: z.optional(z.array(ZPreviousInstitution).check(z.maxLength(3))),
});
export type TApplicationUpdate = z.infer<typeof ZApplicationUpdate>;

export const ZAttachDocument = z.object({ kind: ZDocumentKind, fileId: z.uuid() });
export const ZStartApplication = z.object({ firstChoiceId: z.uuid('Choose a programme.') });

/** A programme's admission rules for a session (requirements, cut-off, quota, deadline). */
export const ZOfferingInput = z.object({
  programmeId: z.uuid('Choose a programme.'),
  isOpen: z.boolean(),
  closesAt: z.nullable(calendarDay('Enter a date.')),
  utmeSubjects: ZProgrammeUtmeSubjects,
  olevelSubjects: z.array(subject).check(z.maxLength(9)),
  minCredits: z.int().check(z.gte(0), z.lte(9)),
  maxSittings: z.int().check(z.gte(1), z.lte(2)),
  utmeCutOff: z.int().check(z.gte(0), z.lte(400)),
  quota: z.int().check(z.gte(0), z.lte(100000)),
});
export type TOfferingInput = z.infer<typeof ZOfferingInput>;

export const ZOffering = z.extend(ZOfferingInput, {
  /** As stored: rules saved before the JAMB list was enforced may name others. */
  utmeSubjects: z.array(z.string()),
  id: z.uuid(),
  programmeName: z.string(),
  programmeCode: z.string(),
  departmentName: z.string(),
  sessionId: z.uuid(),
  sessionName: z.string(),
  applicationFee: z.nullable(z.int()),
  acceptanceFee: z.nullable(z.int()),
  offersMade: z.int(),
});
export type TOffering = z.infer<typeof ZOffering>;
export const ZOfferingList = z.object({ items: z.array(ZOffering) });
export type TOfferingList = z.infer<typeof ZOfferingList>;

export const ZOpenProgrammes = z.object({
  school: z.object({ id: z.uuid(), name: z.string(), code: z.string() }),
  session: z.nullable(z.object({ id: z.uuid(), name: z.string() })),
  stages: z.object({ screening: z.boolean(), entranceExam: z.boolean() }),
  items: z.array(ZOffering),
});
export type TOpenProgrammes = z.infer<typeof ZOpenProgrammes>;

export const ZOlevelCheck = z.object({
  meets: z.boolean(),
  credits: z.int(),
  minCredits: z.int(),
  missingSubjects: z.array(z.string()),
  sittings: z.int(),
  maxSittings: z.int(),
});
export type TOlevelCheck = z.infer<typeof ZOlevelCheck>;

export const ZDecision = z.object({
  id: z.uuid(),
  kind: z.string(),
  fromStage: ZAdmissionStage,
  toStage: ZAdmissionStage,
  reason: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  createdAt: z.string(),
});

export const ZAppDocument = z.object({
  kind: ZDocumentKind,
  fileId: z.uuid(),
  name: z.string(),
  contentType: z.string(),
});
export type TAppDocument = z.infer<typeof ZAppDocument>;

const ZProgrammeRef = z.object({ id: z.uuid(), name: z.string(), code: z.string() });
const ZFeeDue = z.nullable(
  z.object({ feeId: z.uuid(), name: z.string(), amount: z.int(), paid: z.boolean() }),
);

export const ZMissingPart = z.enum(missingParts);

/**
 * The bio-data a registrar needs before an application moves on (the name, e-mail, phone and
 * gender come from the account); the relationship of the next of kin is optional.
 */
export const requiredBioData = [
  { field: 'stateOfOrigin', part: 'state_of_origin' },
  { field: 'lga', part: 'lga' },
  { field: 'dateOfBirth', part: 'date_of_birth' },
  { field: 'address', part: 'address' },
  { field: 'nextOfKinName', part: 'next_of_kin_name' },
  { field: 'nextOfKinPhone', part: 'next_of_kin_phone' },
] as const satisfies readonly { field: keyof TBioData; part: TMissingPart }[];

/** One application as its applicant and the officers see it. */
export const ZApplication = z.object({
  id: z.uuid(),
  stage: ZAdmissionStage,
  applicant: z.object({
    id: z.uuid(),
    name: z.string(),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    gender: z.nullable(z.string()),
    passportFileId: z.nullable(z.uuid()),
  }),
  session: z.object({ id: z.uuid(), name: z.string() }),
  firstChoice: ZProgrammeRef,
  secondChoice: z.nullable(ZProgrammeRef),
  entryMode: z.enum(entryModes),
  bioData: ZBioDataView,
  jambNo: z.nullable(z.string()),
  utmeScore: z.nullable(z.int()),
  utmeSubjects: z.array(z.string()),
  olevelSittings: z.array(ZOlevelSitting),
  previousInstitutions: z.array(ZPreviousInstitution),
  documents: z.array(ZAppDocument),
  olevelCheck: ZOlevelCheck,
  utmeCutOff: z.int(),
  applicationPayment: z.enum(['pending', 'partial', 'paid']),
  applicationPaymentRef: z.nullable(z.string()),
  entrancePayment: z.enum(['pending', 'partial', 'paid']),
  screeningPayment: z.enum(['pending', 'partial', 'paid']),
  fees: z.object({
    application: ZFeeDue,
    screening: ZFeeDue,
    entrance: ZFeeDue,
    acceptance: ZFeeDue,
  }),
  submittedAt: z.nullable(z.string()),
  screening: z.object({
    result: z.nullable(z.enum(['passed', 'failed'])),
    score: z.nullable(z.number()),
    remarks: z.nullable(z.string()),
  }),
  exam: z.nullable(
    z.object({
      examId: z.uuid(),
      title: z.string(),
      startsAt: z.string(),
      venue: z.string(),
      durationMinutes: z.int(),
      examNumber: z.string(),
      /** Shown to the applicant only once the exam's scores are published. */
      score: z.nullable(z.number()),
      maxScore: z.int(),
      passMark: z.int(),
      published: z.boolean(),
    }),
  ),
  aggregate: z.nullable(z.number()),
  offeredProgramme: z.nullable(ZProgrammeRef),
  decisionReason: z.nullable(z.string()),
  matricNumber: z.nullable(z.string()),
  /** What still stops a draft from being submitted, as codes (`missingPartLabels` words them). */
  missing: z.array(ZMissingPart),
  stages: z.object({ screening: z.boolean(), entranceExam: z.boolean() }),
  decisions: z.array(ZDecision),
});
export type TApplication = z.infer<typeof ZApplication>;

export const ZMyApplication = z.object({ application: z.nullable(ZApplication) });
export type TMyApplication = z.infer<typeof ZMyApplication>;

/** A row of the officers' queues. */
export const ZApplicationRow = z.object({
  id: z.uuid(),
  stage: ZAdmissionStage,
  applicantName: z.string(),
  jambNo: z.nullable(z.string()),
  stateOfOrigin: z.nullable(z.string()),
  programmeId: z.uuid(),
  programmeName: z.string(),
  utmeScore: z.nullable(z.int()),
  screeningResult: z.nullable(z.enum(['passed', 'failed'])),
  examScore: z.nullable(z.number()),
  aggregate: z.nullable(z.number()),
  olevelMeets: z.boolean(),
  submittedAt: z.nullable(z.string()),
  rank: z.nullable(z.int()),
});
export type TApplicationRow = z.infer<typeof ZApplicationRow>;

const optionalInt = z.optional(z.coerce.number().check(z.int()));
export const ZApplicationQuery = z.extend(ZPageQuery, {
  /** The session applied in; the school's current session when absent. */
  sessionId: z.optional(z.uuid()),
  stage: z.optional(ZAdmissionStage),
  programmeId: z.optional(z.uuid()),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  state: z.optional(z.string().check(z.maxLength(40))),
  utmeMin: optionalInt,
  utmeMax: optionalInt,
  aggregateMin: optionalInt,
  aggregateMax: optionalInt,
  /** `aggregate` ranks best first; `submitted` is oldest first (the queue's order). */
  sort: z._default(z.enum(['aggregate', 'submitted', 'name']), 'submitted'),
});
export type TApplicationQuery = z.infer<typeof ZApplicationQuery>;
export const ZApplicationList = pageOf(ZApplicationRow);
export type TApplicationList = z.infer<typeof ZApplicationList>;

export const decisionActions = ['screening_pass', 'screening_fail', 'offer', 'reject'] as const;
export const ZDecisionInput = z.object({
  action: z.enum(decisionActions),
  reason: z.optional(multiline(z.string().check(z.trim(), z.maxLength(500)))),
  /** Screening score out of 100, where the school scores screening. */
  score: z.optional(z.number().check(z.gte(0), z.lte(100))),
  /** The programme offered; the first choice when absent. */
  programmeId: z.optional(z.uuid()),
});
export type TDecisionInput = z.infer<typeof ZDecisionInput>;

export const ZBulkDecisionInput = z.extend(ZDecisionInput, {
  ids: z
    .array(z.uuid())
    .check(z.minLength(1, 'Choose at least one application.'), z.maxLength(500)),
});
export type TBulkDecisionInput = z.infer<typeof ZBulkDecisionInput>;
export const ZBulkDecisionResult = z.object({
  done: z.int(),
  failed: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
export type TBulkDecisionResult = z.infer<typeof ZBulkDecisionResult>;

export const ZQuotaRow = z.object({
  programmeId: z.uuid(),
  programmeName: z.string(),
  quota: z.int(),
  offers: z.int(),
  accepted: z.int(),
});
export type TQuotaRow = z.infer<typeof ZQuotaRow>;
export const ZQuotas = z.object({ items: z.array(ZQuotaRow) });
export type TQuotas = z.infer<typeof ZQuotas>;
