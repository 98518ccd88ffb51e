import { textProblem } from '@campusflow/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@/platform/errors/app-error.ts';
import { fieldError, fieldErrors } from '@/platform/errors/field-error.ts';
import { type SniffedType, sniffContentType } from './content-sniff.ts';

export type Upload = {
  bytes: Buffer;
  contentType: SniffedType;
  originalName: string;
  fields: Record<string, string>;
};

const typeNames: Record<SniffedType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'application/pdf': 'PDF',
};

function describeTypes(types: readonly SniffedType[]): string {
  const names = types.map((t) => typeNames[t]);
  return names.length === 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * Reads the one file of a multipart request into memory, refusing it when it is too big or
 * when its content (not its name or stated type) is not one of `allowed`.
 */
export async function readUpload(
  request: FastifyRequest,
  options: { maxBytes: number; allowed: readonly SniffedType[] },
): Promise<Upload> {
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { fileSize: options.maxBytes, files: 1 } });
  } catch {
    throw new AppError('unsupported_media_type', {
      detail: 'Send the file as multipart/form-data.',
    });
  }
  if (!part) throw fieldError('body.file', 'Choose a file to upload.');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch {
    const megabytes = Math.round((options.maxBytes / 1024 / 1024) * 10) / 10;
    throw new AppError('payload_too_large', { detail: `The file is larger than ${megabytes} MB.` });
  }
  if (bytes.length === 0)
    throw fieldError('body.file', 'Choose a file to upload.', 'The file is empty.');
  const contentType = sniffContentType(bytes);
  if (!contentType || !options.allowed.includes(contentType)) {
    const detail = `Upload a ${describeTypes(options.allowed)} file.`;
    throw new AppError('unsupported_media_type', {
      detail,
      errors: [{ field: 'body.file', message: detail }],
    });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && 'value' in field && typeof field.value === 'string') fields[name] = field.value;
  }
  const originalName = (part.filename || 'upload').slice(0, 200);
  // The text rule of every request (platform/http/text-guard.ts), for what multipart carries.
  const refused = [
    ...Object.entries(fields).map(([name, value]) => ({ field: `body.${name}`, value })),
    { field: 'body.file', value: originalName },
  ].flatMap(({ field, value }) => {
    const message = textProblem(value, false);
    return message ? [{ field, message }] : [];
  });
  if (refused.length > 0) throw fieldErrors(refused);
  return { bytes, contentType, originalName, fields };
}
