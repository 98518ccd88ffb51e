import type { TDocumentKind } from '@campusflow/contracts';

// Words for the admissions codes, shared by the applicant's and the officers' pages.

export { admissionStageLabels as stageLabels } from '@campusflow/contracts/admission-words';

export const documentLabels: Record<TDocumentKind, string> = {
  olevel_result: "O'level result",
  birth_certificate: 'Birth certificate',
  jamb_result: 'JAMB result slip',
  other: 'Other document',
};
