import type { Readable } from 'node:stream';
import type { TExportState, TExportStateName } from '@campusflow/contracts';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/platform/access/actor.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { subjectSignature, verifySignature } from '@/platform/files/signed-urls.ts';
import { jobs } from '@/platform/jobs/jobs.tables.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { buildExportJob, type ExportJobPayload, ZExportJobPayload } from './export-job.ts';
import { exportContentTypes } from './write-export.ts';

/** How long a download link of a finished export works. */
export const EXPORT_LINK_SECONDS = 60 * 60;

type ExportJob = { row: typeof jobs.$inferSelect; payload: ExportJobPayload };

/**
 * The export job `id` when the actor asked for it in their school; anything else, another
 * person's export included, is "not found" (its existence is not theirs to learn).
 */
async function ownExport(ctx: ServiceContext, actor: Actor, id: string): Promise<ExportJob> {
  const [row] = await ctx.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.name, buildExportJob.name)))
    .limit(1);
  const parsed = row ? ZExportJobPayload.safeParse(row.payload) : null;
  const payload = parsed?.success ? parsed.data : null;
  if (
    !row ||
    !payload ||
    payload.requestedBy.userId !== actor.userId ||
    payload.requestedBy.schoolId !== actor.schoolId
  ) {
    throw new AppError('export_not_found');
  }
  return { row, payload };
}

function stateOf({ row, payload }: ExportJob): TExportStateName {
  if (row.state === 'completed') return payload.result?.expired ? 'expired' : 'done';
  return row.state;
}

/** The subject a download link signs: the export and the one person it is for. */
const linkSubject = (id: string, userId: string) => `export.${id}.${userId}`;

function downloadLink(secret: string, id: string, userId: string, now: number) {
  const expires = Math.floor(now / 1000) + EXPORT_LINK_SECONDS;
  const signature = subjectSignature(secret, linkSubject(id, userId), expires);
  return {
    url: `/api/v1/exports/${id}/file?expires=${expires}&signature=${signature}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

/** How far the actor's export is, and its download link once done. */
export async function exportState(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  now = Date.now(),
): Promise<TExportState> {
  const job = await ownExport(ctx, actor, id);
  const state = stateOf(job);
  const { row, payload } = job;
  return {
    id: row.id,
    state,
    format: payload.format,
    filename: payload.filename,
    rows: payload.result?.rows ?? payload.rows,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    download: state === 'done' ? downloadLink(ctx.appSecret, row.id, actor.userId, now) : null,
  };
}

/**
 * The finished export's file for its link: the signature must be valid and name the signed-in
 * person, who must be the one who asked, in the same school.
 */
export async function openExportFile(
  ctx: ServiceContext,
  actor: Actor,
  id: string,
  link: { expires: number; signature: string },
): Promise<{ filename: string; contentType: string; body: Readable }> {
  const subject = linkSubject(id, actor.userId);
  if (!verifySignature(ctx.appSecret, subject, link.expires, link.signature)) {
    throw new AppError('storage_unauthorized', {
      detail: 'This download link is not valid or has expired.',
    });
  }
  const job = await ownExport(ctx, actor, id);
  const result = job.payload.result;
  if (stateOf(job) !== 'done' || !result) throw new AppError('export_not_ready');
  const body = await ctx.storage.read(result.storageKey);
  if (!body) throw new AppError('storage_object_not_found');
  return {
    filename: job.payload.filename,
    contentType: exportContentTypes[job.payload.format],
    body,
  };
}
