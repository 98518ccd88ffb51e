import * as z from 'zod/mini';

/** Spec section 9: a file list page holds 1 to 1000 entries. */
export const MAX_FILE_PAGE_SIZE = 1000;

export const filePurposes = ['passport', 'logo', 'document'] as const;

export const ZFileObject = z.object({
  id: z.uuid(),
  purpose: z.enum(filePurposes),
  contentType: z.string(),
  sizeBytes: z.int(),
  originalName: z.string(),
  ownerUserId: z.nullable(z.uuid()),
  createdAt: z.string(),
});
export type TFileObject = z.infer<typeof ZFileObject>;

export const ZFileListQuery = z.object({
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_FILE_PAGE_SIZE)), 100),
  cursor: z.optional(z.string().check(z.maxLength(200))),
  /** Staff who may read the school's files: one person's files. */
  ownerId: z.optional(z.uuid()),
});
export type TFileListQuery = z.infer<typeof ZFileListQuery>;

export const ZFileList = z.object({
  items: z.array(ZFileObject),
  nextCursor: z.optional(z.string()),
});
export type TFileList = z.infer<typeof ZFileList>;

export const ZSignedUrl = z.object({ url: z.string(), expiresAt: z.string() });
export type TSignedUrl = z.infer<typeof ZSignedUrl>;

export const ZSignedContentQuery = z.object({
  expires: z.coerce.number().check(z.int()),
  signature: z.string().check(z.maxLength(100)),
});

/** Passport photographs (domain.md, Settings): JPEG or PNG, checked by content. */
export const PASSPORT_MAX_BYTES = 2 * 1024 * 1024;
export const PASSPORT_MIN_PIXELS = 150;
export const LOGO_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
