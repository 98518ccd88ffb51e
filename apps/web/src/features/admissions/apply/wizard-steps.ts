import type { TApplication, TMissingPart } from '@campusflow/contracts';
import { missingParts } from '@campusflow/contracts/admissions';

/** The application wizard's steps, each with the missing parts (contract codes) it answers. */
export const wizardSteps = [
  { key: 'programme', label: 'Programme', description: 'First and second choice', parts: [] },
  {
    key: 'personal',
    label: 'Personal details',
    description: 'State, LGA, address, next of kin',
    parts: [
      'state_of_origin',
      'lga',
      'date_of_birth',
      'address',
      'next_of_kin_name',
      'next_of_kin_phone',
    ],
  },
  {
    key: 'jamb',
    label: 'JAMB and UTME',
    description: 'Number, score and subjects',
    parts: ['jamb_number', 'utme_score', 'utme_subjects'],
  },
  {
    key: 'olevel',
    label: "O'level results",
    description: 'Up to two sittings',
    parts: ['olevel_results', 'previous_institution'],
  },
  {
    key: 'documents',
    label: 'Documents',
    description: 'Photo, results, JAMB slip',
    parts: ['passport_photo', 'olevel_result_document', 'jamb_result_document'],
  },
  {
    key: 'submit',
    label: 'Review and submit',
    description: 'Check, pay the fee, submit',
    parts: ['application_fee'],
  },
] as const satisfies readonly {
  key: string;
  label: string;
  description: string;
  parts: readonly TMissingPart[];
}[];

export type TWizardStep = (typeof wizardSteps)[number]['key'];

/** The index of a step by its key (from the address), or -1. */
export const stepIndex = (key: string | null) => wizardSteps.findIndex((s) => s.key === key);

/** The parts of one step still missing from the application, in the step's order. */
export function owedIn(step: TWizardStep, missing: readonly TMissingPart[]): TMissingPart[] {
  const parts: readonly TMissingPart[] = wizardSteps.find((s) => s.key === step)?.parts ?? [];
  return parts.filter((p) => missing.includes(p));
}

/** The step where a missing part is answered. */
export function stepOfPart(part: TMissingPart): number {
  return wizardSteps.findIndex((s) => (s.parts as readonly TMissingPart[]).includes(part));
}

/** Codes from an API answer (a refused submission's `missing`) that name parts we know. */
export function knownParts(codes: readonly string[]): TMissingPart[] {
  return codes.filter((c): c is TMissingPart => (missingParts as readonly string[]).includes(c));
}

/** Nothing has been answered since the application was started on its first choice. */
function untouched(a: TApplication): boolean {
  return (
    Object.keys(a.bioData).length === 0 &&
    a.secondChoice === null &&
    a.entryMode === 'utme' &&
    a.jambNo === null &&
    a.utmeScore === null &&
    a.utmeSubjects.length === 0 &&
    a.olevelSittings.length === 0 &&
    a.previousInstitutions.length === 0 &&
    a.documents.length === 0
  );
}

/**
 * Where the wizard opens on a visit: an untouched application on its first step (the choices
 * and entry mode), else on the first step with something still missing, else on the review.
 */
export function resumeStep(a: TApplication): number {
  if (untouched(a)) return 0;
  const owed = a.missing.map(stepOfPart).filter((i) => i >= 0);
  return owed.length ? Math.min(...owed) : wizardSteps.length - 1;
}
