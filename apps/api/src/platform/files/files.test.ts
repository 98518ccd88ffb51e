import { beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { encodePng } from './png.ts';

const t = useTestApp({ FILES_QUOTA_MB: '1' });
let schoolId: string;
let asStudent: Awaited<ReturnType<typeof clientFor>>;
let asOtherStudent: Awaited<ReturnType<typeof clientFor>>;
let asAdmissions: Awaited<ReturnType<typeof clientFor>>;
let asForeignAdmissions: Awaited<ReturnType<typeof clientFor>>;

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(2000, 32),
  Buffer.from('\n%%EOF\n'),
]);

beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
  const other = (await createSchool(t.database.db)).id;
  const mk = async (school: string, role: 'student' | 'admissionOfficer') =>
    clientFor(
      t.app,
      (await createUser(t.database.db, { schoolId: school, roles: [role] })).email ?? '',
    );
  asStudent = await mk(schoolId, 'student');
  asOtherStudent = await mk(schoolId, 'student');
  asAdmissions = await mk(schoolId, 'admissionOfficer');
  asForeignAdmissions = await mk(other, 'admissionOfficer');
});

const upload = (
  client: typeof asStudent,
  bytes: Buffer,
  filename = 'result.pdf',
  contentType = 'application/pdf',
) =>
  client({
    method: 'POST',
    url: '/api/v1/files',
    ...multipartBody({ bytes, filename, contentType }),
  });

describe('files', () => {
  it('stores a document, lists it, and serves it through a signed, expiring link', async () => {
    const res = await upload(asStudent, pdf, 'WAEC result.pdf');
    expect(res.statusCode).toBe(201);
    const file = res.json();
    expect(file).toMatchObject({
      purpose: 'document',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      originalName: 'WAEC result.pdf',
    });
    const list = (await asStudent('/api/v1/files?limit=1000')).json();
    expect(list.items.map((f: { id: string }) => f.id)).toContain(file.id);

    const { url } = (await asStudent(`/api/v1/files/${file.id}/url`)).json();
    const content = await t.app.inject(url);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.rawPayload.equals(pdf)).toBe(true);

    const tampered = await t.app.inject(
      url.replace(
        /signature=(.)/,
        (_match: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
      ),
    );
    expect(tampered.statusCode).toBe(403);
    const expired = url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 10}`);
    expect((await t.app.inject(expired)).statusCode).toBe(403);
  });

  it('checks the content, not the name or the stated type', async () => {
    const fake = await upload(
      asStudent,
      Buffer.from('MZ this is really an executable'),
      'result.pdf',
      'application/pdf',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toBe('Upload a PDF, JPEG or PNG file.');
    const png = await upload(
      asStudent,
      encodePng(20, 20, () => [0, 0, 0]),
      'photo.pdf',
      'application/pdf',
    );
    expect(png.json().contentType).toBe('image/png');
  });

  it('refuses a file over the size limit and a request without a file', async () => {
    const big = await upload(asStudent, Buffer.concat([pdf, Buffer.alloc(6 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The file is larger than 5 MB.');
    const none = await asStudent({
      method: 'POST',
      url: '/api/v1/files',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(415);
  });

  it('keeps files to their owner, the school’s staff who may read them, and the school', async () => {
    const file = (await upload(asStudent, pdf)).json();
    expect((await asOtherStudent(`/api/v1/files/${file.id}/url`)).statusCode).toBe(403);
    expect((await asAdmissions(`/api/v1/files/${file.id}/url`)).statusCode).toBe(200);
    expect((await asForeignAdmissions(`/api/v1/files/${file.id}/url`)).statusCode).toBe(404);
    const others = (await asOtherStudent('/api/v1/files')).json();
    expect(others.items.map((f: { id: string }) => f.id)).not.toContain(file.id);
    expect(
      (await asAdmissions({ method: 'DELETE', url: `/api/v1/files/${file.id}` })).statusCode,
    ).toBe(403);
    expect(
      (await asStudent({ method: 'DELETE', url: `/api/v1/files/${file.id}` })).statusCode,
    ).toBe(204);
    expect((await asStudent(`/api/v1/files/${file.id}/url`)).statusCode).toBe(404);
  });

  it('pages by cursor with 1 to 1000 entries a page', async () => {
    for (let i = 0; i < 3; i++) await upload(asOtherStudent, pdf);
    const first = (await asOtherStudent('/api/v1/files?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (
      await asOtherStudent(`/api/v1/files?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.length).toBeGreaterThanOrEqual(1);
    expect(second.items.map((f: { id: string }) => f.id)).not.toContain(first.items[0].id);
    expect((await asOtherStudent('/api/v1/files?limit=0')).statusCode).toBe(400);
    expect((await asOtherStudent('/api/v1/files?limit=1001')).statusCode).toBe(400);
  });

  it('refuses an upload past the school’s quota with 402', async () => {
    const chunk = Buffer.concat([pdf, Buffer.alloc(300 * 1024)]);
    let status = 201;
    for (let i = 0; i < 6 && status === 201; i++)
      status = (await upload(asStudent, chunk)).statusCode;
    expect(status).toBe(402);
  });

  it('refuses a file name with a control character, naming the file field', async () => {
    const res = await upload(asStudent, pdf, `result${String.fromCharCode(0)}.pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'body.file', message: expect.stringMatching(/control character/) },
    ]);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject('/api/v1/files');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('storage_unauthenticated');
  });
});
