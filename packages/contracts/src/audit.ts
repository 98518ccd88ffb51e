import * as z from 'zod/mini';
import { calendarDay } from './dates.ts';
import { pageOf, ZPageQuery } from './pagination.ts';

const ZDateBound = z.optional(calendarDay('Use a date like 2025-10-01.'));

export const ZAuditQuery = z.extend(ZPageQuery, {
  /** The acting user's id. */
  actorId: z.optional(z.uuid()),
  /** Part of the acting user's name. */
  actor: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  action: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  entityType: z.optional(z.string().check(z.trim(), z.maxLength(80))),
  entityId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  /** Inclusive calendar dates (Africa/Lagos). */
  from: ZDateBound,
  to: ZDateBound,
  schoolId: z.optional(z.uuid()),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEntry = z.object({
  id: z.number(),
  createdAt: z.string(),
  schoolId: z.nullable(z.string()),
  actorId: z.nullable(z.string()),
  actorName: z.nullable(z.string()),
  actorRole: z.nullable(z.string()),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.nullable(z.string()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** `GET /api/v1/audit/{id}`: one audit row, by its (numeric) id. */
export const ZAuditIdParam = z.object({
  id: z.coerce
    .number('Not a valid id.')
    .check(z.int('Not a valid id.'), z.gte(1, 'Not a valid id.'), z.lte(Number.MAX_SAFE_INTEGER)),
});
export type TAuditIdParam = z.infer<typeof ZAuditIdParam>;

export const ZAuditPage = pageOf(ZAuditEntry);
export type TAuditPage = z.infer<typeof ZAuditPage>;

export const ZAuditActions = z.object({ items: z.array(z.string()) });
export type TAuditActions = z.infer<typeof ZAuditActions>;
