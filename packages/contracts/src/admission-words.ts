// The words of admissions: the stages and the parts an application may still miss, with what
// the pages call them. No schema here, so a page that only shows them (the student's home)
// does not load zod (issue 20); admissions.ts builds the schemas on these lists.

/**
 * Where an application is. A stage names the last milestone reached: `submitted` waits for
 * screening, `screening` has passed it, `entrance_exam` has an exam score, then the decision.
 */
export const admissionStages = [
  'draft',
  'submitted',
  'screening',
  'entrance_exam',
  'offered',
  'accepted',
  'enrolled',
  'rejected',
  'withdrawn',
] as const;
export type TAdmissionStage = (typeof admissionStages)[number];

/** Words for the stages, on the applicant's and officers' pages and in mail. */
export const admissionStageLabels: Record<TAdmissionStage, string> = {
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

/**
 * What can still stop a draft from being submitted, one code per answer the applicant owes.
 * Codes cross the wire (in `missing` of the application, and of a refused submission); the
 * applicant reads `missingPartLabels`, so a page can single out a part (the fee, a field of a
 * step) without comparing sentences.
 */
export const missingParts = [
  'state_of_origin',
  'lga',
  'date_of_birth',
  'address',
  'next_of_kin_name',
  'next_of_kin_phone',
  'jamb_number',
  'utme_score',
  'utme_subjects',
  'olevel_results',
  'previous_institution',
  'passport_photo',
  'olevel_result_document',
  'jamb_result_document',
  'application_fee',
] as const;
export type TMissingPart = (typeof missingParts)[number];

/** The applicant's words for each missing part. */
export const missingPartLabels: Record<TMissingPart, string> = {
  state_of_origin: 'State of origin',
  lga: 'Local government area',
  date_of_birth: 'Date of birth',
  address: 'Home address',
  next_of_kin_name: "Next of kin's name",
  next_of_kin_phone: "Next of kin's phone",
  jamb_number: 'JAMB registration number',
  utme_score: 'UTME score',
  utme_subjects: 'Four UTME subjects',
  olevel_results: "O'level results",
  previous_institution: 'Previous institution',
  passport_photo: 'Passport photograph',
  olevel_result_document: "O'level result document",
  jamb_result_document: 'JAMB result slip',
  application_fee: 'Application fee payment',
};
