import * as z from 'zod/mini';

/** One field that failed validation; `field` is a dotted path such as `body.email`. */
export const ZFieldError = z.object({
  field: z.string(),
  message: z.string(),
});
export type TFieldError = z.infer<typeof ZFieldError>;

/** RFC 9457 problem details, as every API error is sent (`application/problem+json`). */
export const ZProblem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  code: z.string(),
  instance: z.optional(z.string()),
  requestId: z.optional(z.string()),
  errors: z.optional(z.array(ZFieldError)),
  /**
   * What is still missing, as codes of the area's own list (an application's `missingParts`),
   * for a page to name each part in the user's words without reading `detail`.
   */
  missing: z.optional(z.array(z.string())),
});
export type TProblem = z.infer<typeof ZProblem>;
