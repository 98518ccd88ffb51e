import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { courseRegistrations } from './registration.tables.ts';

const t = useTestApp();

// Each role tries what it must not do with course registration (style rule 13).
describe('course registration cannot', () => {
  it('be read or written by anyone but a student', async () => {
    const s = await registrationSchool(t.database.db);
    for (const role of ['hos', 'hod', 'teacher', 'accountant', 'admin'] as const) {
      const { client } = await t.person(s.schoolId, role);
      const read = await client({ method: 'GET', url: '/api/v1/registration/mine' });
      expect(read.statusCode, role).toBe(403);
      const write = await client({
        method: 'PUT',
        url: '/api/v1/registration/mine',
        payload: { courseIds: [s.courses.core.id] },
      });
      expect(write.statusCode, role).toBe(403);
      const submit = await client({
        method: 'POST',
        url: '/api/v1/registration/mine/submit',
        payload: {},
      });
      expect(submit.statusCode, role).toBe(403);
    }
  });

  it('be used without signing in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/registration/mine' });
    expect(res.statusCode).toBe(401);
  });

  it("take another school's courses, even all of that school's compulsory ones", async () => {
    const mine = await registrationSchool(t.database.db);
    const theirs = await registrationSchool(t.database.db);
    const client = await t.clientOf(mine.student.email ?? '');
    const res = await client({
      method: 'POST',
      url: '/api/v1/registration/mine/submit',
      payload: {
        courseIds: [theirs.courses.core.id, theirs.courses.req.id, theirs.courses.el1.id],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'registration_course_not_offered' });
    const rows = await t.database.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.schoolId, theirs.schoolId));
    expect(rows).toEqual([]);
  });
});
