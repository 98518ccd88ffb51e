import type { Readable } from 'node:stream';
import { encodeExtended } from 'content-disposition';
import type { FastifyReply } from 'fastify';

export type Download = {
  /** The name the browser saves it under; any Unicode. */
  filename: string;
  contentType: string;
  /** The bytes, or a stream of them (an export written while the client reads). */
  body: string | Buffer | Readable;
  /** `inline` opens it in the browser (images, PDFs to view); default `attachment`. */
  disposition?: 'attachment' | 'inline';
  /** Default: private, no-store (downloads carry people's records). */
  cacheControl?: string;
};

/** The name with accents dropped and anything but letters, digits, `.`, `-` and `_` as `_`. */
export function asciiFilename(filename: string): string {
  const plain = filename
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]/g, '_');
  return plain.replace(/^\.+/, '_') || 'download';
}

/**
 * `attachment; filename="ascii"` and, when the name is not plain ASCII, an RFC 8187
 * `filename*` that browsers prefer. The quoted ASCII name is always there: old clients and our
 * web app's download helper read it. The `content-disposition` package writes an unquoted
 * token where it can, so only its RFC 8187 encoder is used.
 */
export function contentDisposition(
  filename: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const fallback = asciiFilename(filename);
  const header = `${disposition}; filename="${fallback}"`;
  return fallback === filename ? header : `${header}; filename*=${encodeExtended(filename)}`;
}

/** A CSV (UTF-8) to save. */
/** "MAT/21/001", "2026/2027 Regular" -> "MAT-21-001", "2026-2027-Regular": a safe part of a file name. */
export const fileSafe = (text: string) => text.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '');

export const csvFile = (filename: string, csv: string): Download => ({
  filename,
  contentType: 'text/csv; charset=utf-8',
  body: csv,
});

/** A PDF to save. */
export const pdfFile = (filename: string, bytes: Buffer): Download => ({
  filename,
  contentType: 'application/pdf',
  body: bytes,
});

/** Sends a file to save: its type, its name for any language, no caching by default. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  return reply
    .type(download.contentType)
    .header('content-disposition', contentDisposition(download.filename, download.disposition))
    .header('cache-control', download.cacheControl ?? 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(download.body);
}
