import type { TAdmissionStage, TOlevelGrade, TOlevelSitting } from '@campusflow/contracts';
import type { Tx } from '@/platform/db/transaction.ts';
import { storeFile } from '@/platform/files/files.service.ts';
import { silhouettePng } from '@/platform/files/png.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { olevelFillers } from './institution-data.ts';
import type { seededRandom } from './random.ts';

// The pieces of a seeded application (demo-admissions.ts): places, decisions, documents, O'level.
const GOOD: TOlevelGrade[] = ['A1', 'B2', 'B3', 'C4', 'C5', 'C6'];
export const states = [
  ['Oyo', 'Ibadan North'],
  ['Lagos', 'Ikeja'],
  ['Enugu', 'Nsukka'],
  ['Kano', 'Nassarawa'],
  ['Rivers', 'Obio/Akpor'],
  ['Anambra', 'Awka South'],
  ['Kaduna', 'Zaria'],
  ['Edo', 'Oredo'],
] as const;

/** The path of decisions that leads to a stage, for the application's history. */
export const pathTo: Record<TAdmissionStage, [string, TAdmissionStage, TAdmissionStage][]> = {
  draft: [],
  submitted: [['submitted', 'draft', 'submitted']],
  screening: [
    ['submitted', 'draft', 'submitted'],
    ['screening_passed', 'submitted', 'screening'],
  ],
  entrance_exam: [
    ['submitted', 'draft', 'submitted'],
    ['screening_passed', 'submitted', 'screening'],
    ['exam_scored', 'screening', 'entrance_exam'],
  ],
  offered: [
    ['submitted', 'draft', 'submitted'],
    ['screening_passed', 'submitted', 'screening'],
    ['exam_scored', 'screening', 'entrance_exam'],
    ['offered', 'entrance_exam', 'offered'],
  ],
  accepted: [],
  enrolled: [
    ['submitted', 'draft', 'submitted'],
    ['screening_passed', 'submitted', 'screening'],
    ['exam_scored', 'screening', 'entrance_exam'],
    ['offered', 'entrance_exam', 'offered'],
    ['accepted', 'offered', 'accepted'],
    ['enrolled', 'accepted', 'enrolled'],
  ],
  rejected: [
    ['submitted', 'draft', 'submitted'],
    ['screening_failed', 'submitted', 'rejected'],
  ],
  withdrawn: [
    ['submitted', 'draft', 'submitted'],
    ['withdrawn', 'submitted', 'withdrawn'],
  ],
};

/** A one-page PDF: enough for the officers' document viewer to show something real. */
const demoPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The O'level result (a scan, PNG) and JAMB slip (PDF) of a submitted demo application. */
export async function demoDocuments(
  ctx: ServiceContext,
  tx: Tx,
  schoolId: string,
  ownerUserId: string,
) {
  const scan = await storeFile(ctx, tx, {
    schoolId,
    ownerUserId,
    purpose: 'document',
    bytes: silhouettePng(320, [230, 230, 220]),
    contentType: 'image/png',
    originalName: 'waec-result.png',
  });
  const slip = await storeFile(ctx, tx, {
    schoolId,
    ownerUserId,
    purpose: 'document',
    bytes: demoPdf,
    contentType: 'application/pdf',
    originalName: 'jamb-result-slip.pdf',
  });
  return [
    { kind: 'olevel_result' as const, fileId: scan.id },
    { kind: 'jamb_result' as const, fileId: slip.id },
  ];
}

/** A sitting of seven subjects: the programme's own, made up with others. */
export function sittingFor(
  rng: ReturnType<typeof seededRandom>,
  strong: boolean,
  required: readonly string[],
): TOlevelSitting {
  const grade = (): TOlevelGrade => (strong ? rng.pick(GOOD) : rng.pick(['C6', 'D7', 'E8', 'F9']));
  const subjects = [...required, ...olevelFillers.filter((f) => !required.includes(f))];
  return {
    examBody: rng.pick(['WAEC', 'NECO'] as const),
    year: 2025,
    examNumber: String(rng.int(4_000_000_000, 4_999_999_999)),
    subjects: subjects.slice(0, 7).map((subject) => ({ subject, grade: grade() })),
  };
}
