import type { TAdmissionStage, TDocumentKind } from '@campusflow/contracts';

// Words for the admissions codes, shared by the applicant's and the officers' pages.

export const stageLabels: Record<TAdmissionStage, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  screening: 'Screened',
  entrance_exam: 'Exam scored',
  offered: 'Offered',
  accepted: 'Accepted',
  enrolled: 'Enrolled',
  rejected: 'Not admitted',
  withdrawn: 'Withdrawn',
};

export const documentLabels: Record<TDocumentKind, string> = {
  olevel_result: "O'level result",
  birth_certificate: 'Birth certificate',
  jamb_result: 'JAMB result slip',
  other: 'Other document',
};
