import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';

type Client = Awaited<ReturnType<typeof clientFor>>;

const t = useTestApp();
let schoolA: string;
let schoolB: string;
/** Administrators: they read their school’s audit log, and open their own files. */
let adminA: Client;
let adminB: Client;
let adminBId: string;
let teacherA: Client;
let appAdmin: Client;
let fileA: { id: string };
let fileB: { id: string };
let auditA: number;
let auditB: number;
let auditPlatform: number;

const pdfOf = (text: string) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(text), Buffer.from('\n%%EOF\n')]);
const pdfA = pdfOf('school A only');
const pdfB = pdfOf('school B only');

async function upload(client: Client, bytes: Buffer) {
  const res = await client({
    method: 'POST',
    url: '/api/v1/files',
    ...multipartBody({ bytes, filename: 'record.pdf', contentType: 'application/pdf' }),
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
}

async function auditRow(schoolId: string | null, entityId: string): Promise<number> {
  const [row] = await t.database.db
    .insert(auditLog)
    .values({ schoolId, action: 'user.update', entityType: 'user', entityId })
    .returning({ id: auditLog.id });
  if (!row) throw new Error('audit insert failed');
  return row.id;
}

const ids = (res: { json(): { items: { id: string }[] } }) => res.json().items.map((f) => f.id);

beforeAll(async () => {
  const db = t.database.db;
  schoolA = (await createSchool(db)).id;
  schoolB = (await createSchool(db)).id;
  const client = async (schoolId: string | null, role: 'admin' | 'teacher' | 'appadmin') => {
    const user = await createUser(db, { schoolId, roles: [role] });
    return { user, client: await clientFor(t.app, user.email ?? '') };
  };
  adminA = (await client(schoolA, 'admin')).client;
  const b = await client(schoolB, 'admin');
  adminB = b.client;
  adminBId = b.user.id;
  teacherA = (await client(schoolA, 'teacher')).client;
  appAdmin = (await client(null, 'appadmin')).client;
  fileA = await upload(adminA, pdfA);
  fileB = await upload(adminB, pdfB);
  auditA = await auditRow(schoolA, 'in-a');
  auditB = await auditRow(schoolB, 'in-b');
  auditPlatform = await auditRow(null, 'platform');
});

describe('an administrator of school A and the files of school B', () => {
  it('gets no download link for B’s file, but does for A’s', async () => {
    const foreign = await adminA(`/api/v1/files/${fileB.id}/url`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('storage_object_not_found');
    expect((await adminA(`/api/v1/files/${fileA.id}/url`)).statusCode).toBe(200);
    expect((await adminB(`/api/v1/files/${fileB.id}/url`)).statusCode).toBe(200);
  });

  it('cannot download B’s file with a link signed for A’s', async () => {
    const { url } = (await adminA(`/api/v1/files/${fileA.id}/url`)).json();
    const own = await t.app.inject(url);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdfA)).toBe(true);
    const borrowed = await t.app.inject(url.replace(fileA.id, fileB.id));
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.rawPayload.equals(pdfB)).toBe(false);
    expect((await adminA(`/api/v1/files/${fileB.id}/content`)).statusCode).toBe(400);
  });

  it('does not see B’s file in lists, even asking for B’s owner', async () => {
    expect(ids(await adminA('/api/v1/files?limit=1000'))).toEqual([fileA.id]);
    expect(ids(await adminA(`/api/v1/files?limit=1000&ownerId=${adminBId}`))).toEqual([]);
    expect(ids(await adminB('/api/v1/files?limit=1000'))).toEqual([fileB.id]);
  });

  it('cannot delete B’s file; B’s file is untouched; A deletes A’s own', async () => {
    const res = await adminA({ method: 'DELETE', url: `/api/v1/files/${fileB.id}` });
    expect(res.statusCode).toBe(404);
    const { url } = (await adminB(`/api/v1/files/${fileB.id}/url`)).json();
    expect((await t.app.inject(url)).rawPayload.equals(pdfB)).toBe(true);

    const own = await adminA({ method: 'DELETE', url: `/api/v1/files/${fileA.id}` });
    expect(own.statusCode).toBe(204);
    expect((await adminA(`/api/v1/files/${fileA.id}/url`)).statusCode).toBe(404);
    expect(ids(await adminA('/api/v1/files?limit=1000'))).toEqual([]);
  });
});

describe('GET /api/v1/audit/{id} across schools', () => {
  it('answers A’s row to A, and B’s row (or a platform row) to A as not found', async () => {
    const own = await adminA(`/api/v1/audit/${auditA}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: auditA, schoolId: schoolA, entityId: 'in-a' });

    for (const id of [auditB, auditPlatform]) {
      const res = await adminA(`/api/v1/audit/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
    }
    expect((await adminB(`/api/v1/audit/${auditB}`)).json().entityId).toBe('in-b');
    expect((await adminB(`/api/v1/audit/${auditA}`)).statusCode).toBe(404);
  });

  it('finds the audit row of a real action, in the actor’s school only', async () => {
    const deleted = await adminB({ method: 'DELETE', url: `/api/v1/files/${fileB.id}` });
    expect(deleted.statusCode).toBe(204);
    const page = (await adminB(`/api/v1/audit/logs?entityType=file&entityId=${fileB.id}`)).json();
    expect(page.total).toBe(1);
    const id = page.items[0].id;
    expect((await adminB(`/api/v1/audit/${id}`)).json()).toMatchObject({
      action: 'file.delete',
      schoolId: schoolB,
    });
    expect((await adminA(`/api/v1/audit/${id}`)).statusCode).toBe(404);
  });

  it('lets a platform administrator read any school’s row', async () => {
    expect((await appAdmin(`/api/v1/audit/${auditB}`)).json().schoolId).toBe(schoolB);
    expect((await appAdmin(`/api/v1/audit/${auditA}`)).json().schoolId).toBe(schoolA);
    expect((await appAdmin(`/api/v1/audit/${auditPlatform}`)).json().schoolId).toBeNull();
  });

  it('needs the audit permission, and a numeric id', async () => {
    const refused = await teacherA(`/api/v1/audit/${auditA}`);
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`/api/v1/audit/${auditA}`)).statusCode).toBe(401);
    const bad = await adminA('/api/v1/audit/not-a-number');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('params.id');
    expect((await adminA('/api/v1/audit/999999999')).statusCode).toBe(404);
    // The fixed audit routes still win over the id route.
    expect((await adminA('/api/v1/audit/logs')).statusCode).toBe(200);
    expect((await adminA('/api/v1/audit/actions')).statusCode).toBe(200);
  });

  it('declares its permission like the rest of the audit log', () => {
    const route = t.app.registeredRoutes.find(
      (r) => r.method === 'GET' && r.url === '/api/v1/audit/:id',
    );
    expect(route?.access).toEqual({
      kind: 'permission',
      anyOf: ['audit:read:school', 'audit:read:platform'],
    });
  });
});
