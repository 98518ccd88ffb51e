import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type FileStorage } from './storage.ts';

export type S3Settings = {
  /** The service's base address, e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO URL. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** An S3 request that failed: the service's answer (`status`) or none (`status` 0). */
export class S3StorageError extends Error {
  readonly status: number;

  constructor(message: string, status: number, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'S3StorageError';
    this.status = status;
  }
}

export const S3_DEFAULT_TIMEOUT_MS = 30_000;

/** The `<Code>` of an S3 error document (`NoSuchKey`, `AccessDenied`...). */
function codeOf(body: string): string | undefined {
  return /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
}

function failureOf(method: string, key: string, status: number, body: string): S3StorageError {
  const code = codeOf(body);
  return new S3StorageError(`S3 ${method} ${key}: ${status}${code ? ` ${code}` : ''}`, status);
}

/**
 * File bytes in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2...), spoken to over the S3
 * REST API with SigV4-signed requests and path-style addresses
 * (`<endpoint>/<bucket>/<key>`), so that any host name works. Every request gives up after
 * `timeoutMs`; nothing is retried here, so a failure reaches the caller at once. On AWS the
 * key needs s3:GetObject, s3:PutObject, s3:DeleteObject and s3:ListBucket (without ListBucket a
 * missing object answers 403 instead of 404).
 */
export class S3Storage implements FileStorage {
  private readonly client: AwsClient;
  private readonly bucketUrl: string;
  private readonly timeoutMs: number;

  constructor(settings: S3Settings, options: { timeoutMs?: number } = {}) {
    this.client = new AwsClient({
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      service: 's3',
      region: settings.region,
      retries: 0,
    });
    this.bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
    this.timeoutMs = options.timeoutMs ?? S3_DEFAULT_TIMEOUT_MS;
  }

  private urlOf(key: string): string {
    return `${this.bucketUrl}/${assertSafeKey(key).split('/').map(encodeURIComponent).join('/')}`;
  }

  private async send(
    method: 'PUT' | 'GET' | 'DELETE',
    key: string,
    init: { body?: Buffer | ReadableStream; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = this.urlOf(key);
    try {
      const request = await this.client.sign(url, {
        method,
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      return await fetch(request);
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new S3StorageError(
        timedOut
          ? `S3 ${method} ${key}: no answer within ${this.timeoutMs} ms`
          : `S3 ${method} ${key}: ${(error as Error).message}`,
        0,
        { cause: error },
      );
    }
  }

  private async failure(method: string, key: string, response: Response): Promise<S3StorageError> {
    return failureOf(method, key, response.status, await response.text().catch(() => ''));
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const response = await this.send('PUT', key, {
      body: bytes,
      headers: {
        'content-type': 'application/octet-stream',
        // The signed hash of the bytes: the service refuses the upload if they were altered.
        'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
      },
    });
    if (!response.ok) throw await this.failure('PUT', key, response);
    await response.body?.cancel();
  }

  /** Streams the file up: its hash is read first (the signature names it), then its bytes. */
  async putFile(key: string, filePath: string): Promise<void> {
    const hash = createHash('sha256');
    for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
    const { size } = await stat(filePath);
    const response = await this.send('PUT', key, {
      body: Readable.toWeb(createReadStream(filePath)) as ReadableStream,
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(size),
        'x-amz-content-sha256': hash.digest('hex'),
      },
    });
    if (!response.ok) throw await this.failure('PUT', key, response);
    await response.body?.cancel();
  }

  async read(key: string): Promise<Readable | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      const body = await response.text().catch(() => '');
      if (codeOf(body) === 'NoSuchBucket') throw failureOf('GET', key, 404, body);
      return null;
    }
    if (!response.ok) throw await this.failure('GET', key, response);
    if (!response.body) return Readable.from([]);
    return Readable.fromWeb(response.body as NodeReadableStream);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      // A missing object is null; a missing bucket is a configuration error, not "no file".
      const body = await response.text().catch(() => '');
      if (codeOf(body) === 'NoSuchBucket') throw failureOf('GET', key, 404, body);
      return null;
    }
    if (!response.ok) throw await this.failure('GET', key, response);
    try {
      return Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new S3StorageError(`S3 GET ${key}: ${(error as Error).message}`, 0, { cause: error });
    }
  }

  /** Deleting an object that is already gone is not an error (as on local disk). */
  async delete(key: string): Promise<void> {
    const response = await this.send('DELETE', key);
    if (!response.ok && response.status !== 404) throw await this.failure('DELETE', key, response);
    await response.body?.cancel();
  }
}
