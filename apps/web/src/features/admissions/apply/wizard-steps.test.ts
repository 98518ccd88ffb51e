import type { TApplication } from '@campusflow/contracts';
import { missingParts } from '@campusflow/contracts/admissions';
import { describe, expect, it } from 'vitest';
import {
  knownParts,
  owedIn,
  resumeStep,
  stepIndex,
  stepOfPart,
  wizardSteps,
} from './wizard-steps.ts';

const programme = { id: '00000000-0000-4000-8000-000000000001', name: 'Physics', code: 'PHY' };
const paymentFree = { application: null, screening: null, entrance: null, acceptance: null };

/** A draft just started on its first choice: everything still missing. */
function started(over: Partial<TApplication> = {}): TApplication {
  return {
    id: '00000000-0000-4000-8000-000000000002',
    stage: 'draft',
    applicant: {
      id: '00000000-0000-4000-8000-000000000003',
      name: 'Amara Eze',
      email: 'amara@example.test',
      phone: null,
      gender: 'female',
      passportFileId: null,
    },
    session: { id: '00000000-0000-4000-8000-000000000004', name: '2026/2027' },
    firstChoice: programme,
    secondChoice: null,
    entryMode: 'utme',
    bioData: {},
    jambNo: null,
    utmeScore: null,
    utmeSubjects: [],
    olevelSittings: [],
    previousInstitutions: [],
    documents: [],
    olevelCheck: {
      meets: false,
      credits: 0,
      minCredits: 5,
      missingSubjects: [],
      sittings: 0,
      maxSittings: 2,
    },
    utmeCutOff: 180,
    applicationPayment: 'pending',
    applicationPaymentRef: null,
    entrancePayment: 'pending',
    screeningPayment: 'pending',
    fees: paymentFree,
    submittedAt: null,
    screening: { result: null, score: null, remarks: null },
    exam: null,
    aggregate: null,
    offeredProgramme: null,
    decisionReason: null,
    matricNumber: null,
    missing: missingParts.filter((p) => p !== 'previous_institution'),
    stages: { screening: true, entranceExam: true },
    decisions: [],
    ...over,
  };
}

describe('where the application wizard opens', () => {
  it('opens an untouched application on the programme step', () => {
    expect(resumeStep(started())).toBe(stepIndex('programme'));
  });

  it('opens on the first step with something still missing', () => {
    const someBio = started({ bioData: { stateOfOrigin: 'Lagos' } });
    expect(resumeStep(someBio)).toBe(stepIndex('personal'));
    const personalDone = started({
      bioData: { stateOfOrigin: 'Lagos', lga: 'Ikeja' },
      missing: ['utme_subjects', 'olevel_results', 'application_fee'],
    });
    expect(resumeStep(personalDone)).toBe(stepIndex('jamb'));
    const onlyDocuments = started({
      jambNo: '12345678AB',
      missing: ['jamb_result_document', 'application_fee'],
    });
    expect(resumeStep(onlyDocuments)).toBe(stepIndex('documents'));
  });

  it('opens on the review once only the fee, or nothing, is left', () => {
    const feeOnly = started({ jambNo: '12345678AB', missing: ['application_fee'] });
    expect(resumeStep(feeOnly)).toBe(wizardSteps.length - 1);
    expect(resumeStep(started({ jambNo: '12345678AB', missing: [] }))).toBe(stepIndex('submit'));
  });

  it('answers every missing part on exactly one step', () => {
    for (const part of missingParts) {
      expect(wizardSteps.filter((s) => (s.parts as readonly string[]).includes(part))).toHaveLength(
        1,
      );
      expect(stepOfPart(part)).toBeGreaterThanOrEqual(0);
    }
  });

  it('names the parts of a step still owed, and keeps only codes it knows', () => {
    expect(owedIn('personal', ['jamb_number', 'address', 'lga'])).toEqual(['lga', 'address']);
    expect(knownParts(['address', 'something_new'])).toEqual(['address']);
  });
});
