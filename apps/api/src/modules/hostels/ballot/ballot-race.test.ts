import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelApplications } from '@/modules/hostels/hostels.tables.ts';
import { ballotSchool } from '@/test/hostel-ballot-fixtures.ts';
import { manyStudents } from '@/test/many-students.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';

// On PostgreSQL, where requests really overlap: a draw runs once, and first-come paths that
// take beds while it runs never share a bed with it.
describe.runIf(onPostgres)('the ballot under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  it('20 draws sent at once: one draws, the others are refused, every bed held once', async () => {
    const s = await ballotSchool(t.app, t.database.db, { beds: 40 });
    const students = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 60,
    });
    const applied = await Promise.all(
      students.map((x) =>
        x.client({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} }),
      ),
    );
    expect(applied.every((a) => a.statusCode === 201)).toBe(true);
    await s.closeWindow();
    const draws = await Promise.all(Array.from({ length: 20 }, () => s.draw()));
    expect(draws.filter((d) => d.statusCode === 200)).toHaveLength(1);
    for (const d of draws.filter((r) => r.statusCode !== 200)) expect(d.statusCode).toBe(409);
    const held = await t.database.db
      .select({ bed: hostelApplications.bedSpaceId })
      .from(hostelApplications)
      .where(
        and(
          eq(hostelApplications.schoolId, s.schoolId),
          inArray(hostelApplications.state, ['held', 'allocated']),
        ),
      );
    expect(held).toHaveLength(40);
    expect(new Set(held.map((h) => h.bed)).size).toBe(40);
  }, 120_000);
});
