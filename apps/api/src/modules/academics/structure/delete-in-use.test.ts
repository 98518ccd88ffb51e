import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { programmes } from '@/modules/academics/structure.tables.ts';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';

const t = useTestApp();

// Found by the role × route matrix: a delete that a reference the resource's `dependents` do
// not list refused was a 500; the database's refusal is the 409 of any record in use.
describe('deleting a record another row still refers to', () => {
  it('answers 409 in_use and keeps the record', async () => {
    const school = await academicSchool(t.database.db);
    const { client: hos } = await t.person(school.schoolId, 'hos');
    const programme = school.unit('CSC').programme;
    const res = await hos({ method: 'DELETE', url: `/api/v1/academics/programmes/${programme}` });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('in_use');
    const kept = await t.database.db.select().from(programmes).where(eq(programmes.id, programme));
    expect(kept).toHaveLength(1);
  });
});
