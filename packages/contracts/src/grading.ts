import * as z from 'zod/mini';
import { ZRecordStatus } from './academics.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

export const retakePolicies = ['all_attempts', 'best_attempt', 'latest_attempt'] as const;

const ZBand = z.object({
  grade: z.string().check(z.trim(), z.minLength(1, 'Give the grade.'), z.maxLength(3)),
  minScore: z.int(),
  maxScore: z.int(),
  points: z.number().check(z.gte(0)),
});
const ZDegreeClass = z.object({
  name: z.string().check(z.trim(), z.minLength(2, 'Name the class.'), z.maxLength(60)),
  minCgpa: z.number().check(z.gte(0)),
});

const schemeFields = {
  name: z
    .string({ error: 'Name the scheme.' })
    .check(z.trim(), z.minLength(3, 'Name the scheme.'), z.maxLength(100)),
  maxPoint: z.number({ error: 'Give the maximum point.' }).check(z.gt(0), z.lte(10)),
  bands: z.array(ZBand).check(z.minLength(2, 'At least two bands.'), z.maxLength(20)),
  classes: z.array(ZDegreeClass).check(z.maxLength(10)),
  retakePolicy: z._default(z.enum(retakePolicies), 'all_attempts'),
};

export const ZGradingScheme = z.object({
  id: z.uuid(),
  status: ZRecordStatus,
  ...schemeFields,
  retakePolicy: z.enum(retakePolicies),
  /** Schools grading with it; a scheme in use is not edited but copied. */
  schoolCount: z.int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGradingScheme = z.infer<typeof ZGradingScheme>;
export const ZGradingSchemeList = pageOf(ZGradingScheme);
export type TGradingSchemeList = z.infer<typeof ZGradingSchemeList>;
export const ZGradingSchemeQuery = z.extend(ZPageQuery, {
  status: z._default(z.enum(['active', 'archived', 'all']), 'active'),
});
export const ZCreateGradingScheme = z.object(schemeFields);
export type TCreateGradingScheme = z.infer<typeof ZCreateGradingScheme>;
// No defaults in an update: a field left out stays as it is.
export const ZUpdateGradingScheme = z.partial(
  z.extend(z.object(schemeFields), { retakePolicy: z.enum(retakePolicies), status: ZRecordStatus }),
);
