import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn } from '@/platform/db/columns.ts';

/**
 * Append-only record of who did what (rule 7 of docs/architecture.md). No API edits or
 * deletes a row, and the database refuses it to anyone (migration 0030).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for platform-wide events (an app admin's action, a failed sign-in of no school). */
    schoolId: uuid('school_id'),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('audit_log_school_time_idx').on(t.schoolId, t.createdAt),
    index('audit_log_school_actor_idx').on(t.schoolId, t.actorUserId, t.createdAt),
    index('audit_log_school_entity_idx').on(t.schoolId, t.entityType, t.entityId),
  ],
);
