import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vehicleDocuments } from '@/modules/transport/transport.tables.ts';
import { files } from '@/platform/files/files.tables.ts';
import { multipartBody } from '@/test/multipart.ts';
import { insertVehicle, transportSchool } from '@/test/transport-vehicle-fixtures.ts';
import { type Client, useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const url = '/api/v1/transport/vehicles';
let s: Awaited<ReturnType<typeof transportSchool>>;
let admin: Client;

const pdfOf = (text: string) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(text), Buffer.from('\n%%EOF\n')]);

const dayFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function put(
  client: Client,
  vehicleId: string,
  kind: string,
  fields: Record<string, string>,
  bytes = pdfOf(`${kind} certificate`),
) {
  return client({
    method: 'PUT',
    url: `${url}/${vehicleId}/documents/${kind}`,
    ...multipartBody({ bytes, filename: `${kind}.pdf`, contentType: 'application/pdf' }, fields),
  });
}

beforeAll(async () => {
  s = await transportSchool(t.database.db);
  admin = (await t.person(s.schoolId, 'transportAdmin')).client;
});

describe('vehicle documents', () => {
  it('files, lists and replaces a document; the vehicle shows their state', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    const insurance = await put(admin, id, 'insurance', {
      expiresOn: dayFromNow(200),
      reference: 'POL-001',
    });
    expect(insurance.statusCode).toBe(200);
    expect(insurance.json()).toMatchObject({
      kind: 'insurance',
      reference: 'POL-001',
      state: 'valid',
      fileName: 'insurance.pdf',
    });
    const road = await put(admin, id, 'roadworthiness', { expiresOn: dayFromNow(-1) });
    expect(road.json()).toMatchObject({ reference: null, state: 'expired' });

    // The alert job marked it; a replacement re-arms the alert and drops the old file.
    await t.database.db
      .update(vehicleDocuments)
      .set({ alertedFor: dayFromNow(200) })
      .where(eq(vehicleDocuments.id, insurance.json().id));
    const replaced = await put(admin, id, 'insurance', {
      expiresOn: dayFromNow(20),
      reference: 'POL-002',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: insurance.json().id,
      reference: 'POL-002',
      state: 'expiring',
    });
    expect(replaced.json().fileId).not.toBe(insurance.json().fileId);
    const [row] = await t.database.db
      .select()
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.id, insurance.json().id));
    expect(row?.alertedFor).toBeNull();
    const oldFile = await t.database.db
      .select()
      .from(files)
      .where(eq(files.id, insurance.json().fileId));
    expect(oldFile).toEqual([]);

    const list = await admin(`${url}/${id}/documents`);
    expect(
      list.json().items.map((d: { kind: string; state: string }) => [d.kind, d.state]),
    ).toEqual([
      ['insurance', 'expiring'],
      ['roadworthiness', 'expired'],
    ]);
    const vehicle = await admin(`${url}/${id}`);
    expect(vehicle.json().documents).toEqual([
      { kind: 'insurance', expiresOn: dayFromNow(20), state: 'expiring' },
      { kind: 'roadworthiness', expiresOn: dayFromNow(-1), state: 'expired' },
    ]);
  });

  it('refuses a missing expiry, a file that is not PDF, JPEG or PNG, and an unknown kind', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    const noDate = await put(admin, id, 'insurance', {});
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().errors[0].field).toBe('body.expiresOn');
    const text = await put(admin, id, 'insurance', { expiresOn: dayFromNow(5) }, Buffer.from('hi'));
    expect(text.statusCode).toBe(415);
    const kind = await put(admin, id, 'licence', { expiresOn: dayFromNow(5) });
    expect(kind.statusCode).toBe(400);
    expect((await admin(`${url}/${id}/documents`)).json().items).toEqual([]);
  });

  it('refuses a document for another school’s vehicle', async () => {
    const other = await transportSchool(t.database.db);
    const theirs = await insertVehicle(t.database.db, other.schoolId);
    const res = await put(admin, theirs, 'insurance', { expiresOn: dayFromNow(5) });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a vehicle with documents from deletion; removes a document and its file', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    const filed = await put(admin, id, 'other', { expiresOn: dayFromNow(90) });
    const refused = await admin({ method: 'DELETE', url: `${url}/${id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('This vehicle has documents on file');
    const removed = await admin({ method: 'DELETE', url: `${url}/${id}/documents/other` });
    expect(removed.statusCode).toBe(204);
    expect((await admin(`${url}/${id}/documents`)).json().items).toEqual([]);
    expect(
      await t.database.db.select().from(files).where(eq(files.id, filed.json().fileId)),
    ).toEqual([]);
    const again = await admin({ method: 'DELETE', url: `${url}/${id}/documents/other` });
    expect(again.statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: `${url}/${id}` })).statusCode).toBe(204);
  });

  it('lets another transport admin of the school open the file, not a student or another school', async () => {
    const id = await insertVehicle(t.database.db, s.schoolId);
    const filed = await put(admin, id, 'insurance', { expiresOn: dayFromNow(90) });
    const fileUrl = `/api/v1/files/${filed.json().fileId}/url`;
    const colleague = (await t.person(s.schoolId, 'transportAdmin')).client;
    expect((await colleague(fileUrl)).statusCode).toBe(200);
    const student = (await t.person(s.schoolId, 'student')).client;
    expect((await student(fileUrl)).statusCode).toBe(403);
    const other = await transportSchool(t.database.db);
    const stranger = (await t.person(other.schoolId, 'transportAdmin')).client;
    expect((await stranger(fileUrl)).statusCode).toBe(404);
  });
});
