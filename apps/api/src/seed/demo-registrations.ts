import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  academicSessions,
  registrationPeriods,
  semesters,
} from '@/modules/academics/calendar.tables.ts';
import { courses, curriculumItems } from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import { departments, programmes } from '@/modules/academics/structure.tables.ts';
import { users } from '@/modules/identity/identity.tables.ts';
import {
  courseRegistrationItems,
  courseRegistrations,
  offeringSeats,
} from '@/modules/registration/registration.tables.ts';
import type { Tx } from '@/platform/db/transaction.ts';
import { newVerificationCode } from '@/platform/http/verification-code.ts';
import { inBatches, seededRandom } from './random.ts';

const DAY = 24 * 60 * 60 * 1000;
const BATCH = 1000;

/** The share of enrolled students already registered in the demo. */
export const DEMO_REGISTERED_SHARE = 0.6;
/** How their states split, as cumulative bounds: 50 % submitted, 30 % approved, 10 % each. */
const stateBounds = [
  ['submitted', 0.5],
  ['approved', 0.8],
  ['returned', 0.9],
  ['draft', 1],
] as const;

/** Why an HOD returns a registration: things a person checks and the server does not. */
const returnReasons = [
  'Your level adviser has not signed your course form; see them, then resubmit.',
  'Take the other elective: this one clashes with your practical on the timetable. Change it and resubmit.',
  'Your tuition receipt could not be matched to this registration; bring it to the department office and resubmit.',
];

type Offered = {
  courseId: string;
  code: string;
  units: number;
  compulsory: boolean;
  blocked: boolean;
};

/**
 * Registers DEMO_REGISTERED_SHARE of the enrolled students (except `exclude`, the demo
 * accounts, who register themselves) for the open period's semester, in mixed states, so that
 * each HOD's queue has work on first start. Courses obey the rules as the save would check
 * them: the compulsory courses without a prerequisite (none is passed before results exist,
 * decision 007), then electives until the programme's minimum, within its maximum. The seats
 * are counted into `offering_seats`; a few Computer Science offerings get a capacity that is
 * nearly reached, and one that is reached, for the seat counts and the waiting list.
 * Students are drawn in matric-number order, so the same seed gives the same registrations
 * (ids are random). In `demoDepartment` (the demo lecturer's), each level's first registration
 * is approved whatever the draw, so her courses always have students to score.
 */
export async function seedDemoRegistrations(
  tx: Tx,
  schoolId: string,
  options: { seed: number; exclude: string[]; demoDepartment?: string },
) {
  const rng = seededRandom(options.seed);
  const [period] = await tx
    .select({
      sessionId: registrationPeriods.sessionId,
      semesterId: registrationPeriods.semesterId,
      sequence: semesters.sequence,
    })
    .from(registrationPeriods)
    .innerJoin(semesters, eq(semesters.id, registrationPeriods.semesterId))
    .innerJoin(academicSessions, eq(academicSessions.id, registrationPeriods.sessionId))
    .where(and(eq(registrationPeriods.schoolId, schoolId), eq(academicSessions.isCurrent, true)))
    .orderBy(desc(registrationPeriods.opensAt))
    .limit(1);
  if (!period) throw new Error('the demo school has no registration period this session');

  const [students, offered, heads] = await Promise.all([
    tx
      .select({
        enrollmentId: enrollments.id,
        programmeId: enrollments.programmeId,
        level: enrollments.currentLevel,
        departmentId: programmes.departmentId,
        departmentCode: departments.code,
        minUnits: programmes.minUnits,
        maxUnits: programmes.maxUnits,
      })
      .from(enrollments)
      .innerJoin(programmes, eq(programmes.id, enrollments.programmeId))
      .innerJoin(departments, eq(departments.id, programmes.departmentId))
      .innerJoin(users, eq(users.id, enrollments.studentId))
      .where(
        and(
          eq(enrollments.schoolId, schoolId),
          eq(enrollments.stage, 'enrolled'),
          options.exclude.length ? notInArray(enrollments.studentId, options.exclude) : undefined,
        ),
      )
      .orderBy(users.userOrgId, enrollments.id),
    tx
      .select({
        programmeId: curriculumItems.programmeId,
        level: curriculumItems.level,
        courseId: courses.id,
        code: courses.code,
        units: courses.units,
        compulsory: sql<boolean>`${curriculumItems.category} in ('core', 'required')`,
        blocked: sql<boolean>`exists (select 1 from course_prerequisites cp where cp.course_id = ${courses.id})`,
      })
      .from(curriculumItems)
      .innerJoin(courses, eq(courses.id, curriculumItems.courseId))
      .where(
        and(
          eq(curriculumItems.schoolId, schoolId),
          eq(curriculumItems.semester, period.sequence),
          eq(courses.status, 'active'),
        ),
      )
      .orderBy(courses.code),
    tx
      .select({ departmentId: staffAssignments.departmentId, userId: staffAssignments.userId })
      .from(staffAssignments)
      .where(and(eq(staffAssignments.schoolId, schoolId), eq(staffAssignments.kind, 'hod'))),
  ]);
  const curriculum = new Map<string, Offered[]>();
  for (const o of offered) {
    const key = `${o.programmeId}:${o.level}`;
    curriculum.set(key, [...(curriculum.get(key) ?? []), o]);
  }
  const headOf = new Map(heads.map((h) => [h.departmentId, h.userId]));

  const now = Date.now();
  const registrations: {
    row: typeof courseRegistrations.$inferInsert;
    items: Offered[];
  }[] = [];
  const demoLevels = new Set<number>();
  for (const s of students) {
    if (rng.next() >= DEMO_REGISTERED_SHARE) continue;
    const takeable = (curriculum.get(`${s.programmeId}:${s.level}`) ?? []).filter(
      (o) => !o.blocked,
    );
    const chosen = takeable.filter((o) => o.compulsory);
    let total = chosen.reduce((sum, o) => sum + o.units, 0);
    const electives = takeable.filter((o) => !o.compulsory).sort(() => rng.next() - 0.5);
    for (const e of electives) {
      const wanted = total < s.minUnits || rng.next() < 0.5;
      if (wanted && total + e.units <= s.maxUnits) {
        chosen.push(e);
        total += e.units;
      }
    }
    if (total < s.minUnits || total > s.maxUnits) continue;
    const draw = rng.next();
    const drawn = stateBounds.find(([, upTo]) => draw < upTo)?.[0] ?? 'draft';
    const inDemo = s.departmentCode === options.demoDepartment;
    const state = inDemo && !demoLevels.has(s.level) ? 'approved' : drawn;
    if (inDemo) demoLevels.add(s.level);
    const submittedAt = new Date(now - rng.int(2, 6) * DAY - rng.int(0, 600) * 60_000);
    const reviewedAt = new Date(submittedAt.getTime() + rng.int(6, 30) * 3_600_000);
    const reviewer = headOf.get(s.departmentId) ?? null;
    registrations.push({
      row: {
        schoolId,
        enrollmentId: s.enrollmentId,
        sessionId: period.sessionId,
        semesterId: period.semesterId,
        departmentId: s.departmentId,
        level: s.level,
        state,
        totalUnits: total,
        maxUnits: s.maxUnits,
        submittedAt: state === 'draft' ? null : submittedAt,
        ...(state === 'approved' || state === 'returned'
          ? { reviewedBy: reviewer, reviewedAt }
          : {}),
        ...(state === 'approved' ? { verificationCode: newVerificationCode() } : {}),
        ...(state === 'returned' ? { returnReason: rng.pick(returnReasons) } : {}),
        createdAt: submittedAt,
        updatedAt: state === 'approved' || state === 'returned' ? reviewedAt : submittedAt,
      },
      items: chosen,
    });
  }

  await inBatches(registrations, BATCH, async (batch) => {
    const ids = await tx
      .insert(courseRegistrations)
      .values(batch.map((r) => r.row))
      .returning({ id: courseRegistrations.id });
    const items = batch.flatMap((r, i) =>
      r.items.map((o) => ({
        registrationId: ids[i]?.id ?? '',
        schoolId,
        courseId: o.courseId,
        units: o.units,
        category: o.compulsory ? ('compulsory' as const) : ('elective' as const),
      })),
    );
    await inBatches(items, BATCH, (slice) => tx.insert(courseRegistrationItems).values(slice));
  });

  // Every registration holds its seats, a draft too (decision 007).
  const taken = new Map<string, number>();
  for (const r of registrations) {
    for (const o of r.items) taken.set(o.courseId, (taken.get(o.courseId) ?? 0) + 1);
  }
  const seats = [...taken].map(([courseId, n]) => ({
    schoolId,
    courseId,
    semesterId: period.semesterId,
    taken: n,
  }));
  await inBatches(seats, BATCH, (batch) => tx.insert(offeringSeats).values(batch));
  await limitComputerScienceSeats(tx, schoolId, taken);
  return { registrations: registrations.length };
}

/**
 * Capacities for the seat counts and the waiting list: CSC 203 and CSC 103 (compulsory, no
 * prerequisite) are left one seat or a fifth of the seats from full, so the demo student at 200
 * level can still register; the most taken 300-level elective is full.
 */
async function limitComputerScienceSeats(tx: Tx, schoolId: string, taken: Map<string, number>) {
  const csc = await tx
    .select({ id: courses.id, code: courses.code, level: courses.level })
    .from(courses)
    .innerJoin(departments, eq(departments.id, courses.departmentId))
    .where(
      and(
        eq(courses.schoolId, schoolId),
        eq(departments.code, 'CSC'),
        inArray(courses.id, [...taken.keys()]),
      ),
    )
    .orderBy(courses.code);
  const seatsOf = (id: string) => taken.get(id) ?? 0;
  const capacities: { id: string; capacity: number }[] = [];
  for (const code of ['CSC 103', 'CSC 203']) {
    const course = csc.find((c) => c.code === code);
    if (course) {
      const n = seatsOf(course.id);
      capacities.push({ id: course.id, capacity: Math.max(n + 1, Math.floor(n / 0.8)) });
    }
  }
  const electives = csc
    .filter((c) => c.level === 300 && Number(c.code.split(' ')[1]) % 100 >= 11)
    .sort((a, b) => seatsOf(b.id) - seatsOf(a.id));
  const full = electives[0];
  if (full) capacities.push({ id: full.id, capacity: seatsOf(full.id) });
  for (const c of capacities) {
    await tx.update(courses).set({ capacity: c.capacity }).where(eq(courses.id, c.id));
  }
}
