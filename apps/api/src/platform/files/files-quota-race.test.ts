import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createSchool, createUser } from '@/test/fixtures.ts';
import { multipartBody } from '@/test/multipart.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';
import { files } from './files.tables.ts';

// A school's file quota under a rush of uploads at once: real concurrency needs PostgreSQL
// (as CI runs them); on PGlite requests take turns and the test proves nothing, so it waits.
describe.runIf(onPostgres)('the file quota under parallel uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FILES_QUOTA_MB: '1' }, { poolSize: 24 });
  });
  afterAll(() => t.close());

  it('is never exceeded, and every upload that fits is taken', async () => {
    const school = await createSchool(t.database.db);
    const user = await createUser(t.database.db, { schoolId: school.id, roles: ['student'] });
    const asStudent = await clientFor(t.app, user.email ?? '', 'student');
    const size = 20 * 1024;
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(size - 16, 32),
      Buffer.from('\n%%EOF\n'),
    ]);
    const responses = await Promise.all(
      Array.from({ length: 200 }, () =>
        asStudent({
          method: 'POST',
          url: '/api/v1/files',
          ...multipartBody({ bytes, filename: 'scan.pdf', contentType: 'application/pdf' }),
        }),
      ),
    );
    const [stored] = await t.database.db
      .select({ n: sql<number>`count(*)::int`, bytes: sql<number>`sum(size_bytes)::int` })
      .from(files)
      .where(eq(files.schoolId, school.id));
    const quota = 1024 * 1024;
    const fits = Math.floor(quota / bytes.length);
    expect(stored?.bytes ?? 0).toBeLessThanOrEqual(quota);
    expect(stored?.n).toBe(fits);
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(fits);
    expect(codes.filter((c) => c === 402)).toHaveLength(200 - fits);
  });
});
