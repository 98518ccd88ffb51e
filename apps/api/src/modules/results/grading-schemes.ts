import type { TSchoolSettings } from '@campusflow/contracts';
import { type GradingScheme, nigerianFivePointScheme, schemeIdFor } from '@campusflow/domain';
import { inArray } from 'drizzle-orm';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';

export type SchemeOf = (entryYear: number) => { schemeId: string | null; scheme: GradingScheme };

/**
 * The school's grading schemes by entry year (settings `gradingSchemes`), read in one
 * statement. A school that has assigned none grades by the national 5-point scale.
 */
export async function schoolSchemes(
  db: DbOrTx,
  settings: Pick<TSchoolSettings, 'gradingSchemes'>,
): Promise<SchemeOf> {
  const ids = [...new Set(settings.gradingSchemes.map((g) => g.schemeId))];
  const rows = ids.length
    ? await db.select().from(gradingSchemes).where(inArray(gradingSchemes.id, ids))
    : [];
  const byId = new Map<string, GradingScheme>(
    rows.map((r) => [
      r.id,
      { maxPoint: r.maxPoint, bands: r.bands, classes: r.classes, retakePolicy: r.retakePolicy },
    ]),
  );
  return (entryYear) => {
    const schemeId = schemeIdFor(settings.gradingSchemes, entryYear);
    const scheme = schemeId ? byId.get(schemeId) : undefined;
    return scheme ? { schemeId, scheme } : { schemeId: null, scheme: nigerianFivePointScheme };
  };
}
