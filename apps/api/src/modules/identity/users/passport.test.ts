import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/audit.tables.ts';
import { files } from '@/platform/files/files.tables.ts';
import { encodePng, silhouettePng } from '@/platform/files/png.ts';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
let schoolId: string;
beforeAll(async () => {
  schoolId = (await createSchool(t.database.db)).id;
});

const photo = silhouettePng(200, [30, 80, 160]);
const put = (
  client: Awaited<ReturnType<typeof clientFor>>,
  bytes: Buffer,
  contentType = 'image/png',
) =>
  client({
    method: 'PUT',
    url: '/api/v1/me/passport',
    ...multipartBody({ bytes, filename: 'me.png', contentType }),
  });

describe('passport photographs', () => {
  it('are uploaded, shown in the profile and served to the owner and the school’s staff', async () => {
    const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
    const asStudent = await clientFor(t.app, student.email ?? '');
    expect((await asStudent('/api/v1/auth/me')).json().user.hasPassport).toBe(false);

    const res = await put(asStudent, photo);
    expect(res.statusCode).toBe(200);
    const user = res.json().user;
    expect(user.hasPassport).toBe(true);
    expect(user.passportUrl).toMatch(new RegExp(`^/api/v1/users/${student.id}/passport\\?v=`));

    const own = await asStudent(user.passportUrl);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(photo)).toBe(true);
    // The profile's address names this photo for good; another address is checked each time.
    expect(own.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const unversioned = await asStudent(`/api/v1/users/${student.id}/passport`);
    expect(unversioned.statusCode).toBe(200);
    expect(unversioned.headers['cache-control']).toBe('no-cache');

    const asAdmin = await clientFor(
      t.app,
      (await createUser(t.database.db, { schoolId, roles: ['admin'] })).email ?? '',
    );
    expect((await asAdmin(user.passportUrl)).statusCode).toBe(200);
    const asClassmate = await clientFor(
      t.app,
      (await createUser(t.database.db, { schoolId, roles: ['student'] })).email ?? '',
    );
    // A classmate without permission is refused as the files module refuses a file (403).
    const refused = await asClassmate(user.passportUrl);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'storage_unauthorized',
      detail: 'You do not have permission to access this file.',
    });
    // Another school's staff learn nothing: not found, as for an id that does not exist.
    const foreign = await createSchool(t.database.db);
    const asForeignAdmin = await clientFor(
      t.app,
      (await createUser(t.database.db, { schoolId: foreign.id, roles: ['admin'] })).email ?? '',
    );
    const elsewhere = await asForeignAdmin(user.passportUrl);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('storage_object_not_found');
    const nobody = await asClassmate('/api/v1/users/00000000-0000-4000-8000-000000000000/passport');
    expect(nobody.statusCode).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, student.id), eq(auditLog.action, 'user.passport_upload')));
    expect(audit).toHaveLength(1);
  });

  it('replacing one removes the old file', async () => {
    const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
    const asStudent = await clientFor(t.app, student.email ?? '');
    await put(asStudent, photo);
    await put(asStudent, silhouettePng(180, [120, 40, 40]));
    const left = await t.database.db.select().from(files).where(eq(files.ownerUserId, student.id));
    expect(left).toHaveLength(1);
  });

  it('must be a JPEG or PNG by content, and at least 150 × 150 pixels', async () => {
    const student = await createUser(t.database.db, { schoolId, roles: ['student'] });
    const asStudent = await clientFor(t.app, student.email ?? '');
    const gif = await put(asStudent, Buffer.from('GIF89a........'), 'image/png');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toBe('Upload a JPEG or PNG file.');
    const small = await put(
      asStudent,
      encodePng(100, 100, () => [200, 200, 200]),
    );
    expect(small.statusCode).toBe(400);
    expect(small.json().errors[0]).toEqual({
      field: 'body.file',
      message: 'The photo must be at least 150 × 150 pixels.',
    });
    const big = await put(asStudent, Buffer.concat([photo, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
  });
});
