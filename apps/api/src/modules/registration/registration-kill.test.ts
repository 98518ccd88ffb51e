import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '@/platform/db/rows.ts';
import { KILLABLE_ORIGIN, useKillableApi } from '@/test/killable-api.ts';
import { manyStudents } from '@/test/many-students.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { offeringSeats } from './registration.tables.ts';

// The API process killed (SIGKILL) while a hundred students submit their courses, then started
// again, and everyone submits again as a browser would: nothing lost, nothing doubled, nothing
// half-written. PostgreSQL only: PGlite lives and dies with its one process.

const STUDENTS = 100;
const CAPACITY = 40;

describe.skipIf(!process.env.DATABASE_URL)(
  'course registration when the API is killed mid-rush',
  () => {
    const k = useKillableApi('cf_kill_reg');

    /** What must hold whatever moment the process died at. */
    async function consistent(schoolId: string) {
      const [row] = rowsOf<{ seats_wrong: number; units_wrong: number; unaudited: number }>(
        await k.database.db.execute(sql`
        select
          (select count(*)::int from offering_seats s
            where s.school_id = ${schoolId} and s.taken <> (
              select count(*) from course_registration_items i
              where i.school_id = s.school_id and i.course_id = s.course_id)) as seats_wrong,
          (select count(*)::int from course_registrations r
            where r.school_id = ${schoolId} and r.total_units <> (
              select coalesce(sum(i.units), 0) from course_registration_items i
              where i.registration_id = r.id)) as units_wrong,
          (select count(*)::int from course_registrations r
            where r.school_id = ${schoolId} and not exists (
              select 1 from audit_log a where a.entity_id = r.id::text)) as unaudited`),
      );
      expect(row).toEqual({ seats_wrong: 0, units_wrong: 0, unaudited: 0 });
    }

    it('keeps seats, units and the audit trail true, and takes every submission once after the restart', async () => {
      const s = await registrationSchool(k.database.db, { capacity: CAPACITY });
      const students = await manyStudents(k.app, k.database.db, {
        schoolId: s.schoolId,
        programmeId: s.programme.id,
        count: STUDENTS,
        passport: true,
      });
      const c = s.courses;
      const submit = (base: string, cookie: string) =>
        fetch(`${base}/api/v1/registration/mine/submit`, {
          method: 'POST',
          headers: { cookie, origin: KILLABLE_ORIGIN, 'content-type': 'application/json' },
          body: JSON.stringify({ courseIds: [c.core.id, c.req.id, c.el2.id] }),
        }).then(
          (res) => res.status,
          () => 'cut' as const,
        );

      const firstApi = await k.start();
      const first = firstApi.url;
      const inFlight = students.map((p) => submit(first, p.cookie));
      // Killed once some have been written and others are in the middle.
      for (;;) {
        const [done] = rowsOf<{ n: number }>(
          await k.database.db.execute(
            sql`select count(*)::int as n from course_registrations where school_id = ${s.schoolId}`,
          ),
        );
        if ((done?.n ?? 0) >= 5) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      await firstApi.kill();
      const answers = await Promise.all(inFlight);
      expect(answers.filter((a) => a === 'cut').length).toBeGreaterThan(0);
      expect(answers.filter((a) => a !== 'cut' && a !== 200 && a !== 409)).toEqual([]);
      await consistent(s.schoolId);

      // Started again: every student submits again (the page's retry).
      const secondApi = await k.start();
      const second = secondApi.url;
      const again = await Promise.all(students.map((p) => submit(second, p.cookie)));
      expect(again.filter((a) => a !== 200 && a !== 409)).toEqual([]);
      await consistent(s.schoolId);
      const [seats] = await k.database.db
        .select({ taken: offeringSeats.taken })
        .from(offeringSeats)
        .where(eq(offeringSeats.courseId, c.el2.id));
      expect(seats?.taken).toBe(CAPACITY);
      const registrations = rowsOf<{ n: number }>(
        await k.database.db.execute(
          sql`select count(*)::int as n from course_registrations
            where school_id = ${s.schoolId} and state = 'submitted'`,
        ),
      );
      expect(registrations[0]?.n).toBe(CAPACITY);
      expect(again.filter((a) => a === 200)).toHaveLength(CAPACITY);
    }, 180_000);
  },
);
