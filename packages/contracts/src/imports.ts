import * as z from 'zod/mini';

export const importKinds = ['departments', 'programmes', 'courses'] as const;
export const ZImportKind = z.enum(importKinds);
export type TImportKind = z.infer<typeof ZImportKind>;

export const ZImportParams = z.object({ kind: ZImportKind });
export const ZImportQuery = z.object({
  /** true: check every row and write nothing. */
  dryRun: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v: 'true' | 'false') => v === 'true'),
    ),
    true,
  ),
});

export const ZImportProblem = z.object({ line: z.int(), column: z.string(), reason: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

export const ZImportResult = z.object({
  kind: ZImportKind,
  dryRun: z.boolean(),
  rows: z.int(),
  /** Rows that would be (or were) written. */
  valid: z.int(),
  imported: z.int(),
  problems: z.array(ZImportProblem),
  /** The columns the file must have. */
  columns: z.array(z.object({ name: z.string(), required: z.boolean(), hint: z.string() })),
});
export type TImportResult = z.infer<typeof ZImportResult>;
