import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courseRegistrations } from '@/modules/registration/registration.tables.ts';
import { reviewSchool } from '@/test/review-fixtures.ts';
import type { Client } from '@/test/use-test-app.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();
const base = '/api/v1/registration';

/** Every review route about this department and this registration, as one client. */
function attempts(client: Client, departmentId: string, registrationId: string) {
  const dept = `${base}/departments/${departmentId}`;
  return Promise.all([
    client({ method: 'GET', url: `${dept}/registrations` }),
    client({ method: 'GET', url: `${dept}/overview` }),
    client({ method: 'GET', url: `${dept}/unregistered` }),
    client({ method: 'GET', url: `${base}/review/${registrationId}` }),
    client({
      method: 'POST',
      url: `${dept}/approve`,
      payload: { registrationIds: [registrationId] },
    }),
    client({
      method: 'POST',
      url: `${base}/review/${registrationId}/return`,
      payload: { reason: 'Not yours to return.' },
    }),
  ]);
}

async function stateOf(id: string) {
  const [row] = await t.database.db
    .select({ state: courseRegistrations.state })
    .from(courseRegistrations)
    .where(eq(courseRegistrations.id, id));
  return row?.state;
}

// Each role tries what it must not do with the head's review (style rule 13).
describe('the review of course registrations cannot', () => {
  it("be used by the head of another department: that department's records are not found", async () => {
    const s = await reviewSchool(t);
    const id = await s.submitted(s.student);
    const other = await s.otherDepartment();
    for (const res of await attempts(other.hod, s.departmentId, id)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    // Nor through their own department's approve.
    const sneaky = await other.hod({
      method: 'POST',
      url: `${base}/departments/${other.departmentId}/approve`,
      payload: { registrationIds: [id] },
    });
    expect(sneaky.statusCode).toBe(404);
    expect(await stateOf(id)).toBe('submitted');
  });

  it("be used by another school's head", async () => {
    const s = await reviewSchool(t);
    const id = await s.submitted(s.student);
    const theirs = await reviewSchool(t);
    for (const res of await attempts(theirs.hod, s.departmentId, id)) {
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await stateOf(id)).toBe('submitted');
  });

  it('be used by a student, a teacher or the head of school', async () => {
    const s = await reviewSchool(t);
    const id = await s.submitted(s.student);
    const student = await s.studentApi(s.student);
    const teacher = await t.person(s.schoolId, 'teacher');
    const hos = await t.person(s.schoolId, 'hos');
    for (const client of [student, teacher.client, hos.client]) {
      for (const res of await attempts(client, s.departmentId, id)) {
        expect(res.statusCode, res.body).toBe(403);
      }
    }
    expect(await stateOf(id)).toBe('submitted');
  });

  it('be used without signing in', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${base}/departments/${crypto.randomUUID()}/overview`,
    });
    expect(res.statusCode).toBe(401);
  });
});
