import type { FastifyRequest } from 'fastify';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError } from '@/platform/errors/field-error.ts';

/** What the academics import accepts; a bigger import passes its own limit. */
export const TABLE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Reads the one CSV or XLSX file of a multipart import request into memory, refusing it when
 * it is larger than `maxBytes`. The content is told apart later, by `readTableFile`.
 */
export async function readUploadedTable(
  request: FastifyRequest,
  maxBytes = TABLE_UPLOAD_MAX_BYTES,
): Promise<Buffer> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch {
    throw new AppError('unsupported_media_type', {
      detail: 'Send the file as multipart/form-data.',
    });
  }
  if (!part) throw fieldError('body.file', 'Choose a CSV or XLSX file.');
  try {
    return await part.toBuffer();
  } catch {
    const megabytes = Math.round((maxBytes / 1024 / 1024) * 10) / 10;
    throw new AppError('payload_too_large', { detail: `The file is larger than ${megabytes} MB.` });
  }
}
