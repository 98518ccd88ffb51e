import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelSchool } from '@/test/hostel-fixtures.ts';
import { manyStudents } from '@/test/many-students.ts';
import { createTestApp, onPostgres, type TestApp } from '@/test/test-app.ts';
import { hostelApplications, hostelOccupancy } from './hostels.tables.ts';

// The rush, on PostgreSQL with a pool large enough for requests to really overlap (CI's second
// pass). On PGlite requests take turns and this would prove nothing.
describe.runIf(onPostgres)('hostel applications under a rush', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { poolSize: 24 });
  });
  afterAll(() => t.close());

  it('1,000 students apply at once for 200 beds: exactly 200 holds, no bed twice, no quota exceeded', async () => {
    // Quotas of 40 / 25 / 35 % of 200 beds: 80 first-year, 50 final-year and 70 other places.
    const s = await hostelSchool(t.database.db, {
      beds: 200,
      rules: { quotaFirstYear: 40, quotaFinalYear: 25, quotaOthers: 35 },
    });
    const group = (level: number, count: number) =>
      manyStudents(t.app, t.database.db, {
        schoolId: s.schoolId,
        programmeId: s.programme.id,
        count,
        level,
      });
    const students = [
      ...(await group(100, 400)),
      ...(await group(400, 300)),
      ...(await group(200, 300)),
    ];
    const answers = await Promise.all(
      students.map((student) =>
        student.client({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} }),
      ),
    );
    expect(answers).toHaveLength(1000);
    const held = answers.filter((a) => a.statusCode === 201);
    expect(held).toHaveLength(200);
    for (const a of answers.filter((r) => r.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      expect(a.headers['content-type']).toContain('application/problem+json');
      expect(['hostel_quota_reached', 'hostel_full']).toContain(a.json().code);
    }

    const rows = await t.database.db
      .select({
        bed: hostelApplications.bedSpaceId,
        group: hostelApplications.levelGroup,
        state: hostelApplications.state,
      })
      .from(hostelApplications)
      .where(
        and(
          eq(hostelApplications.schoolId, s.schoolId),
          inArray(hostelApplications.state, ['held', 'allocated']),
        ),
      );
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.bed)).size).toBe(200);
    const perGroup = (g: string) => rows.filter((r) => r.group === g).length;
    expect([perGroup('first_year'), perGroup('final_year'), perGroup('others')]).toEqual([
      80, 50, 70,
    ]);
    const [counts] = await t.database.db
      .select()
      .from(hostelOccupancy)
      .where(eq(hostelOccupancy.hostelId, s.maleHall.id));
    expect(counts).toMatchObject({ firstYear: 80, finalYear: 50, others: 70 });
    const [total] = await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(hostelApplications)
      .where(eq(hostelApplications.schoolId, s.schoolId));
    expect(total?.n).toBe(200);
  }, 240_000);

  it('one student applying from five tabs at once holds one bed', async () => {
    const s = await hostelSchool(t.database.db, { beds: 20 });
    const [student] = await manyStudents(t.app, t.database.db, {
      schoolId: s.schoolId,
      programmeId: s.programme.id,
      count: 1,
    });
    if (!student) throw new Error('no student');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map(() =>
        student.client({ method: 'POST', url: '/api/v1/hostels/mine/apply', payload: {} }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((r) => r.statusCode !== 201)) {
      expect(a.json().code).toBe('hostel_already_applied');
    }
    const rows = await t.database.db
      .select()
      .from(hostelApplications)
      .where(eq(hostelApplications.studentId, student.id));
    expect(rows).toHaveLength(1);
  }, 60_000);
});
