import * as z from 'zod/mini';
import { pageOf, ZPageQuery } from './pagination.ts';
import { multiline } from './text.ts';

export const platformFeeTypes = ['percentage', 'fixed'] as const;
export const platformFeeModes = ['exclusive', 'inclusive'] as const;
export const gatewayFeeBearers = ['student', 'school'] as const;

/** What anyone may see of a school: the `/list` page and the school pickers. */
export const ZSchoolSummary = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  logo: z.nullable(z.string()),
});
export type TSchoolSummary = z.infer<typeof ZSchoolSummary>;

export const ZSchoolDirectoryQuery = z.extend(ZPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type TSchoolDirectoryQuery = z.infer<typeof ZSchoolDirectoryQuery>;

export const ZSchoolDirectory = pageOf(ZSchoolSummary);
export type TSchoolDirectory = z.infer<typeof ZSchoolDirectory>;

/** A school as the platform administrator manages it. */
export const ZSchool = z.object({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  address: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  status: z.enum(['active', 'suspended']),
  logo: z.nullable(z.string()),
  platformFeeType: z.enum(platformFeeTypes),
  /** percentage: a percent such as 2.5; fixed: kobo. */
  platformFeeValue: z.number(),
  platformFeeMode: z.enum(platformFeeModes),
  gatewayFee: z.enum(gatewayFeeBearers),
  userCount: z.int(),
  createdAt: z.string(),
});
export type TSchool = z.infer<typeof ZSchool>;

export const ZSchoolListQuery = z.extend(ZPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(['active', 'suspended'])),
});
export type TSchoolListQuery = z.infer<typeof ZSchoolListQuery>;

export const ZSchoolList = pageOf(ZSchool);
export type TSchoolList = z.infer<typeof ZSchoolList>;

const optionalText = (max: number, message?: string) =>
  z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, message ?? `At most ${max} characters.`)),
        z.transform((v: string) => (v === '' ? null : v)),
      ),
    ),
  );

const schoolFields = {
  code: z.pipe(
    z.string({ error: 'Enter a short code.' }).check(z.trim(), z.toUpperCase()),
    z
      .string()
      .check(
        z.regex(
          /^[A-Z][A-Z0-9]{1,11}$/,
          'Use 2 to 12 letters and digits, starting with a letter, e.g. UNILAG.',
        ),
      ),
  ),
  name: z
    .string({ error: 'Enter the school name.' })
    .check(z.trim(), z.minLength(3, 'Enter the school name.'), z.maxLength(200)),
  address: multiline(optionalText(300)),
  email: z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.toLowerCase()),
        z.union([z.literal(''), z.email('Enter a valid e-mail address.')]),
      ),
    ),
  ),
  phone: optionalText(30),
  status: z.optional(z.enum(['active', 'suspended'])),
  platformFeeType: z.optional(z.enum(platformFeeTypes)),
  platformFeeValue: z.optional(z.number().check(z.gte(0, 'The fee cannot be negative.'))),
  platformFeeMode: z.optional(z.enum(platformFeeModes)),
  gatewayFee: z.optional(z.enum(gatewayFeeBearers)),
};

export const ZCreateSchoolRequest = z.object(schoolFields);
export type TCreateSchoolRequest = z.infer<typeof ZCreateSchoolRequest>;

export const ZUpdateSchoolRequest = z.partial(z.object(schoolFields));
export type TUpdateSchoolRequest = z.infer<typeof ZUpdateSchoolRequest>;
