import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ZExportFormat, ZRoleKey } from '@campusflow/contracts';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Actor } from '@/platform/access/actor.ts';
import type { Db } from '@/platform/db/database.ts';
import { inTransaction } from '@/platform/db/transaction.ts';
import { defineJob } from '@/platform/jobs/job-definition.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import { readingContext, type ServiceContext } from '@/platform/service-context.ts';
import { exportNamed } from './export-definition.ts';
import { writeExport } from './write-export.ts';

/** Who asked: the file is theirs alone, in their school (docs/architecture.md, "Exports"). */
const ZRequester = z.object({
  userId: z.uuid(),
  schoolId: z.nullable(z.uuid()),
  role: z.nullable(ZRoleKey),
  roles: z.array(ZRoleKey),
});

/** The stored file, once written. */
const ZExportResult = z.object({
  rows: z.int(),
  storageKey: z.string(),
  sizeBytes: z.int(),
  /** Its bytes were deleted (`exports.prune`); the state then says `expired`. */
  expired: z.optional(z.boolean()),
});
export type ExportResult = z.infer<typeof ZExportResult>;

export const ZExportJobPayload = z.object({
  /** The export's name (`payments.ledger`): the definition that opens its rows. */
  export: z.string(),
  format: ZExportFormat,
  filename: z.string(),
  requestedBy: ZRequester,
  /** The list's query and path parameters as the route parsed them. */
  input: z.object({ query: z.unknown(), params: z.unknown() }),
  /** Rows counted when it was asked for. */
  rows: z.int(),
  result: z.optional(ZExportResult),
});
export type ExportJobPayload = z.infer<typeof ZExportJobPayload>;

/** Writes one large export to file storage (docs/architecture.md, "Exports"). */
export const buildExportJob = defineJob({
  name: 'exports.build',
  payload: ZExportJobPayload,
  maxAttempts: 3,
  retryDelaySeconds: 30,
});

/** Queues the export in its own transaction and starts it now; answers the job's id. */
export async function queueExport(
  ctx: ServiceContext,
  actor: Actor,
  request: Pick<ExportJobPayload, 'export' | 'format' | 'filename' | 'input' | 'rows'>,
): Promise<string> {
  const payload: ExportJobPayload = {
    ...request,
    requestedBy: {
      userId: actor.userId,
      schoolId: actor.schoolId,
      role: actor.role,
      roles: actor.roles,
    },
  };
  const id = await inTransaction(ctx.db, (tx) => ctx.jobs.enqueue(tx, buildExportJob, payload));
  ctx.jobs.wake();
  return id;
}

/** The asker as the list's code sees them: the role they asked in, their school. */
function requesterActor(requester: ExportJobPayload['requestedBy']): Actor {
  return { sessionId: '', name: '', email: null, ...requester };
}

async function recordResult(db: Db, jobId: string, result: ExportResult) {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || ${JSON.stringify({ result })}::jsonb` })
    .where(eq(jobs.id, jobId));
}

/**
 * Writes the file on local disk a chunk at a time, stores it under the school's `export/`
 * keys and records where. Run again (a retry, a lapsed lease), it writes the same key again.
 */
export async function buildExportFile(
  ctx: ServiceContext,
  payload: ExportJobPayload,
  jobId: string,
): Promise<void> {
  const definition = exportNamed(payload.export);
  if (!definition) throw new Error(`export ${payload.export} is not registered`);
  // Read from the replica when one is configured; the result is recorded on the primary.
  const source = await definition.open(readingContext(ctx), requesterActor(payload.requestedBy), {
    query: definition.query.parse(payload.input.query),
    params: definition.params.parse(payload.input.params),
  });
  const temporary = path.join(tmpdir(), `campusflow-export-${jobId}-${randomUUID()}`);
  try {
    const rows = await writeExport(payload.format, source, createWriteStream(temporary));
    const storageKey = `${payload.requestedBy.schoolId ?? 'platform'}/export/${jobId}`;
    await ctx.storage.putFile(storageKey, temporary);
    const { size } = await stat(temporary);
    await recordResult(ctx.db, jobId, { rows, storageKey, sizeBytes: size });
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Gives the runner the export job (modules/system/export-jobs.ts calls this from app.ts). */
export function registerExportBuild(ctx: ServiceContext): void {
  ctx.jobs.register(buildExportJob, (payload, run) => buildExportFile(ctx, payload, run.id));
}
