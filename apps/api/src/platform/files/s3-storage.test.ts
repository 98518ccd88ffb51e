import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { createTestApp, type TestApp } from '@/test/test-app.ts';
import { type S3Settings, S3Storage, S3StorageError } from './s3-storage.ts';
import { LocalDiskStorage } from './storage.ts';
import { storageFor } from './storage-factory.ts';

/** s3rver knows one account; it checks the key id, not SigV4 signatures. */
const KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'files';

let server: S3rver;
let directory: string;
let endpoint: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = mkdtempSync(path.join(tmpdir(), 'campusflow-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  settings = { endpoint, bucket: BUCKET, region: 'us-east-1', ...KEY };
});
afterAll(async () => {
  await server.close();
  rmSync(directory, { recursive: true, force: true });
});

/** Where s3rver keeps an object's bytes on disk. */
function objectPath(key: string): string {
  const parts = key.split('/');
  const last = parts.pop() ?? '';
  return path.join(directory, BUCKET, ...parts, `${last}._S3rver_object`);
}

const s3Env = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: BUCKET,
  S3_ACCESS_KEY_ID: KEY.accessKeyId,
  S3_SECRET_ACCESS_KEY: KEY.secretAccessKey,
});

describe('S3Storage', () => {
  it('puts, gets, overwrites and deletes an object; a missing one is null', async () => {
    const storage = new S3Storage(settings);
    const key = 'school-1/document/0f6c1e0a-put-get';
    expect(await storage.get(key)).toBeNull();

    const first = Buffer.from('%PDF-1.4 first version');
    await storage.put(key, first);
    expect((await storage.get(key))?.equals(first)).toBe(true);
    expect(readFileSync(objectPath(key)).equals(first)).toBe(true);

    const second = Buffer.from([0, 1, 2, 255, 254, 253]);
    await storage.put(key, second);
    expect((await storage.get(key))?.equals(second)).toBe(true);

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(existsSync(objectPath(key))).toBe(false);
    // Deleting what is already gone is fine, as on local disk.
    await storage.delete(key);
  });

  it('streams a file up and back down (an export), on S3 as on local disk', async () => {
    const local = mkdtempSync(path.join(tmpdir(), 'campusflow-put-file-'));
    const source = path.join(local, 'export.csv');
    const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => `${i},Ọ̀ṣun\r\n`).join(''));
    writeFileSync(source, bytes);
    for (const storage of [
      new S3Storage(settings),
      new LocalDiskStorage(path.join(local, 'disk')),
    ]) {
      const key = 'school-1/export/6b1d2c3e-put-file';
      expect(await storage.read(key)).toBeNull();
      await storage.putFile(key, source);
      const stream = await storage.read(key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
      await storage.delete(key);
    }
    rmSync(local, { recursive: true, force: true });
  });

  it('keeps larger binary objects intact', async () => {
    const storage = new S3Storage({ ...settings, endpoint: `${endpoint}/` });
    const bytes = Buffer.alloc(3 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31) % 256;
    await storage.put('school-1/document/big', bytes);
    expect((await storage.get('school-1/document/big'))?.equals(bytes)).toBe(true);
    await storage.delete('school-1/document/big');
  });

  it('throws with the service’s status for anything but success and a missing object', async () => {
    const noBucket = new S3Storage({ ...settings, bucket: 'no-such-bucket' });
    const put = noBucket.put('a/b', Buffer.from('x'));
    await expect(put).rejects.toBeInstanceOf(S3StorageError);
    await expect(put).rejects.toMatchObject({ status: 404, message: /NoSuchBucket/ });
    // A missing bucket is a configuration error, not a missing file.
    await expect(noBucket.get('a/b')).rejects.toMatchObject({ status: 404 });

    const wrongKey = new S3Storage({ ...settings, accessKeyId: 'NOT-A-KEY' });
    await expect(wrongKey.get('a/b')).rejects.toMatchObject({
      status: 403,
      message: /InvalidAccessKeyId/,
    });
    await expect(wrongKey.put('a/b', Buffer.from('x'))).rejects.toMatchObject({ status: 403 });
    await expect(wrongKey.delete('a/b')).rejects.toMatchObject({ status: 403 });
  });

  it('refuses an unsafe key before any request', async () => {
    const storage = new S3Storage(settings);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    await expect(storage.get('a/../../b')).rejects.toThrow(/unsafe/);
  });

  it('gives up on a service that does not answer', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const storage = new S3Storage(
        { ...settings, endpoint: `http://127.0.0.1:${port}` },
        { timeoutMs: 200 },
      );
      const started = Date.now();
      await expect(storage.get('a/b')).rejects.toMatchObject({
        status: 0,
        message: /no answer within 200 ms/,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      // Refused connections fail too, with status 0.
      const closed = new S3Storage({ ...settings, endpoint: 'http://127.0.0.1:1' });
      await expect(closed.get('a/b')).rejects.toMatchObject({ status: 0 });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('S3 settings', () => {
  it('are off by default, and storage is local disk under DATA_DIR/files', () => {
    const config = loadConfig({ DATA_DIR: '/srv/campusflow' });
    expect(config.s3).toBeUndefined();
    expect(storageFor(config)).toBeInstanceOf(LocalDiskStorage);
    // Empty values count as unset.
    expect(loadConfig({ S3_ENDPOINT: '', S3_BUCKET: '' }).s3).toBeUndefined();
  });

  it('choose the bucket when all are set, with us-east-1 as the default region', () => {
    const config = loadConfig(s3Env());
    expect(config.s3).toEqual({ ...settings, region: 'us-east-1' });
    expect(loadConfig({ ...s3Env(), S3_REGION: 'eu-west-2' }).s3?.region).toBe('eu-west-2');
    expect(storageFor(config)).toBeInstanceOf(S3Storage);
  });

  it('refuse half a configuration, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: required[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3Env(), S3_SECRET_ACCESS_KEY: '' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'files' })).toThrow(/S3_ENDPOINT: required/);
    expect(() => loadConfig({ ...s3Env(), S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3Env(), S3_BUCKET: 'a/b' })).toThrow(/S3_BUCKET/);
  });
});

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(1500, 32),
  Buffer.from('\n%%EOF\n'),
]);

async function uploadAsStudent(t: TestApp) {
  const schoolId = (await createSchool(t.database.db)).id;
  const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
  const client = await clientFor(t.app, student.email ?? '');
  const res = await client({
    method: 'POST',
    url: '/api/v1/files',
    ...multipartBody({ bytes: pdf, filename: 'result.pdf', contentType: 'application/pdf' }),
  });
  expect(res.statusCode).toBe(201);
  return { client, schoolId, file: res.json() as { id: string } };
}

/** Every file under a directory, recursively (empty when it does not exist). */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the files API on an S3 bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(s3Env());
  });
  afterAll(() => t.close());

  it('uploads into the bucket, serves by signed link, and deletes from the bucket', async () => {
    expect(t.app.services.storage).toBeInstanceOf(S3Storage);
    const { client, schoolId, file } = await uploadAsStudent(t);
    const key = `${schoolId}/document/${file.id}`;

    // The bytes are in the bucket, not on local disk.
    expect(readFileSync(objectPath(key)).equals(pdf)).toBe(true);
    expect((await new S3Storage(settings).get(key))?.equals(pdf)).toBe(true);
    expect(filesUnder(path.join(t.config.dataDir, 'files'))).toEqual([]);

    const list = (await client('/api/v1/files?limit=1000')).json();
    expect(list.items.map((f: { id: string }) => f.id)).toEqual([file.id]);

    const link = await client(`/api/v1/files/${file.id}/url`);
    expect(link.statusCode).toBe(200);
    const content = await t.app.inject(link.json().url);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.equals(pdf)).toBe(true);

    expect((await client({ method: 'DELETE', url: `/api/v1/files/${file.id}` })).statusCode).toBe(
      204,
    );
    expect(existsSync(objectPath(key))).toBe(false);
    expect(await new S3Storage(settings).get(key)).toBeNull();
    expect((await t.app.inject(link.json().url)).statusCode).toBe(404);
    expect((await client(`/api/v1/files/${file.id}/url`)).statusCode).toBe(404);
    expect((await client('/api/v1/files')).json().items).toEqual([]);
  });
});

describe('the files API without S3 settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the bytes on local disk under DATA_DIR/files', async () => {
    expect(t.app.services.storage).toBeInstanceOf(LocalDiskStorage);
    const { client, schoolId, file } = await uploadAsStudent(t);
    const onDisk = path.join(t.config.dataDir, 'files', schoolId, 'document', file.id);
    expect(readFileSync(onDisk).equals(pdf)).toBe(true);
    const { url } = (await client(`/api/v1/files/${file.id}/url`)).json();
    expect((await t.app.inject(url)).rawPayload.equals(pdf)).toBe(true);
    expect((await client({ method: 'DELETE', url: `/api/v1/files/${file.id}` })).statusCode).toBe(
      204,
    );
    expect(existsSync(onDisk)).toBe(false);
  });
});
