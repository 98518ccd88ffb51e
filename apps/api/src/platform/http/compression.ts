import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Brotli at quality 4: its default of 11 costs far more CPU per answer than it saves. */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 };

/**
 * Compresses JSON (problem+json too), CSV and other text answers of 1 KB or more, brotli or gzip
 * as the client's Accept-Encoding prefers (brotli at BROTLI_PARAMS). Static assets the web build
 * precompressed already carry Content-Encoding and are left alone; PDFs, XLSX and images
 * are not compressible types. Request bodies are never decompressed: the API takes none
 * compressed, and a compressed upload would slip past the body limit's intent.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: BROTLI_PARAMS },
    globalDecompression: false,
  });
}
