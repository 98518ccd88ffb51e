import { bigint, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from '@/platform/db/columns.ts';

/** A stored file (passport photo, logo, document), owned by a school and checked on access. */
export const files = pgTable(
  'files',
  {
    id: idColumn(),
    /** Null only for platform files (uploaded by an app admin for no school). */
    schoolId: uuid('school_id'),
    ownerUserId: uuid('owner_user_id'),
    purpose: text('purpose', { enum: ['passport', 'logo', 'document'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('files_school_created_idx').on(t.schoolId, t.createdAt, t.id),
    index('files_school_owner_idx').on(t.schoolId, t.ownerUserId),
  ],
);
