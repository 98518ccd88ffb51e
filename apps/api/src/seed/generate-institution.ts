import { DEFAULT_MATRIC_PATTERN } from '@campusflow/contracts';
import { academicYearLabel, formatMatricNumber, nigerianFivePointScheme } from '@campusflow/domain';
import { eq } from 'drizzle-orm';
import {
  academicSessions,
  academicYears,
  registrationPeriods,
  semesters,
} from '@/modules/academics/calendar.tables.ts';
import {
  coursePrerequisites,
  courses,
  curriculumItems,
} from '@/modules/academics/courses.tables.ts';
import { enrollments } from '@/modules/academics/enrollments.tables.ts';
import { gradingSchemes } from '@/modules/academics/grading.tables.ts';
import { staffAssignments } from '@/modules/academics/staff.tables.ts';
import {
  departments,
  faculties,
  programmes,
  programmeTypes,
} from '@/modules/academics/structure.tables.ts';
import { userRoles, users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { sha256Hex } from '@/platform/auth/passwords.ts';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import {
  courseTitleTemplates,
  facultySeeds,
  firstNames,
  generalStudies,
  programmeTypeSeeds,
  surnames,
  titles,
} from './institution-data.ts';
import { inBatches, seededRandom } from './random.ts';

export const NATIONAL_SCHEME_NAME = 'Nigerian universities (5-point, from 2018/19)';
/** The initial password of generated students (pre-registered: the first sign-in sets up the account). */
export const GENERATED_STUDENT_PASSWORD = 'Student-2025';

export type InstitutionOptions = {
  schoolId: string;
  schoolCode: string;
  students: number;
  seed: number;
  /** The year the current session starts. */
  currentYear: number;
  /** argon2id hash every generated member of staff signs in with. */
  staffPasswordHash: string;
  /** Existing people to put into the institution instead of generated ones. */
  people?: {
    hodId?: string;
    teacherId?: string;
    examOfficerId?: string;
    studentIds?: { id: string; level: number }[];
  };
};

export type InstitutionSummary = {
  faculties: number;
  departments: number;
  programmes: number;
  courses: number;
  staff: number;
  students: number;
  currentSessionId: string;
};

const BATCH = 1000;

/** The platform's national scheme, created once. */
async function nationalScheme(db: DbOrTx): Promise<string> {
  const [existing] = await db
    .select({ id: gradingSchemes.id })
    .from(gradingSchemes)
    .where(eq(gradingSchemes.name, NATIONAL_SCHEME_NAME));
  if (existing) return existing.id;
  const [created] = await db
    .insert(gradingSchemes)
    .values({ name: NATIONAL_SCHEME_NAME, ...nigerianFivePointScheme })
    .returning({ id: gradingSchemes.id });
  if (!created) throw new Error('scheme insert failed');
  return created.id;
}

/**
 * A whole, realistic institution in one school: faculties, departments, programmes, courses and
 * curricula, four academic years with the latest current, staff with assignments, and students
 * spread over the levels with matric numbers. Deterministic for a given seed.
 */
export async function generateInstitution(
  db: DbOrTx,
  o: InstitutionOptions,
): Promise<InstitutionSummary> {
  const rng = seededRandom(o.seed);
  const schoolId = o.schoolId;
  const personName = () => `${rng.pick(firstNames)} ${rng.pick(surnames)}`;

  // Grading and settings.
  const schemeId = await nationalScheme(db);
  await db
    .update(schools)
    .set({
      settings: {
        gradingSchemes: [{ schemeId, fromEntryYear: 2018 }],
        matricNumberPattern: DEFAULT_MATRIC_PATTERN,
      },
    })
    .where(eq(schools.id, schoolId));

  // Structure.
  const types = await db
    .insert(programmeTypes)
    .values(
      programmeTypeSeeds.map((t) => ({ schoolId, name: t.name, durationLevels: t.durationLevels })),
    )
    .returning();
  const typeByName = new Map(types.map((t) => [t.name, t]));
  type Dept = { id: string; code: string; facultyId: string; programmeId: string; levels: number };
  const depts: Dept[] = [];
  for (const f of facultySeeds) {
    const [faculty] = await db
      .insert(faculties)
      .values({ schoolId, name: f.name, code: f.code })
      .returning();
    if (!faculty) throw new Error('faculty insert failed');
    for (const d of f.departments) {
      const [dept] = await db
        .insert(departments)
        .values({ schoolId, facultyId: faculty.id, name: d.name, code: d.code })
        .returning();
      const type = typeByName.get(d.degree);
      if (!dept || !type) throw new Error('department insert failed');
      const [programme] = await db
        .insert(programmes)
        .values({
          schoolId,
          departmentId: dept.id,
          programmeTypeId: type.id,
          name: d.programme,
          code: `${d.degree.replace(/\W/g, '').toUpperCase()}${d.code}`,
        })
        .returning();
      if (!programme) throw new Error('programme insert failed');
      depts.push({
        id: dept.id,
        code: d.code,
        facultyId: faculty.id,
        programmeId: programme.id,
        levels: type.durationLevels,
      });
    }
  }

  // Courses: seven a semester per level and department (3+3+3+3+2 compulsory, two 2-unit
  // electives: 18 units), plus general studies. A 200+ level student whose first course waits
  // for a prerequisite still reaches the 15-unit minimum: 11 compulsory units and 4 elective.
  const unitsBySlot = [3, 3, 3, 3, 2, 2, 2];
  const courseRows: (typeof courses.$inferInsert & { slot: number })[] = [];
  for (const d of depts) {
    const subject =
      facultySeeds
        .flatMap((f) => f.departments)
        .find((x) => x.code === d.code)
        ?.name.replace(/ and .*/, '') ?? d.code;
    for (let l = 1; l <= d.levels; l++) {
      for (const semester of [1, 2]) {
        unitsBySlot.forEach((units, slot) => {
          const number = l * 100 + slot * 2 + semester;
          const template =
            courseTitleTemplates[Math.min(l, courseTitleTemplates.length) - 1]?.[slot] ?? '{S}';
          courseRows.push({
            schoolId,
            departmentId: d.id,
            code: `${d.code} ${number}`,
            title: template.replace('{S}', subject).replace('{P}', semester === 1 ? 'I' : 'II'),
            units,
            level: l * 100,
            semester,
            category: slot >= 5 ? 'elective' : slot === 4 ? 'required' : 'core',
            slot,
          });
        });
      }
    }
  }
  const first = depts[0];
  if (!first) throw new Error('no departments');
  const gst = generalStudies.map((g) => ({
    schoolId,
    departmentId: first.id,
    code: g.code,
    title: g.title,
    units: g.units,
    level: 100,
    semester: g.semester,
    category: 'required' as const,
    slot: -1,
  }));
  const insertedCourses: (typeof courses.$inferSelect)[] = [];
  await inBatches([...courseRows, ...gst], BATCH, async (batch) => {
    insertedCourses.push(
      ...(await db
        .insert(courses)
        .values(batch.map(({ slot: _slot, ...c }) => c))
        .returning()),
    );
  });
  const courseByCode = new Map(insertedCourses.map((c) => [c.code, c]));

  // Each department's first course of a level needs the one before it.
  const prerequisites = insertedCourses
    .filter(
      (c) => c.level > 100 && !c.code.startsWith('GST') && Number(c.code.split(' ')[1]) % 100 <= 2,
    )
    .flatMap((c) => {
      const [prefix, number] = c.code.split(' ');
      const before = courseByCode.get(`${prefix} ${Number(number) - 100}`);
      return before ? [{ schoolId, courseId: c.id, prerequisiteId: before.id }] : [];
    });
  await inBatches(prerequisites, BATCH, (batch) => db.insert(coursePrerequisites).values(batch));

  const curriculum = depts.flatMap((d) => [
    ...insertedCourses
      .filter((c) => c.departmentId === d.id && !c.code.startsWith('GST'))
      .map((c) => ({
        schoolId,
        programmeId: d.programmeId,
        level: c.level,
        semester: c.semester,
        courseId: c.id,
        category: c.category,
      })),
    ...insertedCourses
      .filter((c) => c.code.startsWith('GST'))
      .map((c) => ({
        schoolId,
        programmeId: d.programmeId,
        level: 100,
        semester: c.semester,
        courseId: c.id,
        category: c.category,
      })),
  ]);
  await inBatches(curriculum, BATCH, (batch) => db.insert(curriculumItems).values(batch));

  // Calendar: four years, the latest current, with an open registration window.
  let currentSessionId = '';
  let currentFirstSemester = '';
  for (let y = o.currentYear - 3; y <= o.currentYear; y++) {
    const label = academicYearLabel(y);
    const [year] = await db
      .insert(academicYears)
      .values({ schoolId, startYear: y, label, startsOn: `${y}-09-15`, endsOn: `${y + 1}-08-31` })
      .returning();
    const [session] = await db
      .insert(academicSessions)
      .values({
        schoolId,
        academicYearId: year?.id ?? '',
        name: `${label} Regular`,
        isCurrent: y === o.currentYear,
        startsOn: `${y}-10-06`,
        endsOn: `${y + 1}-07-31`,
      })
      .returning();
    if (!session) throw new Error('session insert failed');
    const sems = await db
      .insert(semesters)
      .values([
        {
          schoolId,
          sessionId: session.id,
          sequence: 1,
          startsOn: `${y}-10-06`,
          endsOn: `${y + 1}-02-20`,
        },
        {
          schoolId,
          sessionId: session.id,
          sequence: 2,
          startsOn: `${y + 1}-03-09`,
          endsOn: `${y + 1}-07-31`,
        },
      ])
      .returning();
    if (y === o.currentYear) {
      currentSessionId = session.id;
      currentFirstSemester = sems.find((s) => s.sequence === 1)?.id ?? '';
    }
  }
  const now = Date.now();
  await db.insert(registrationPeriods).values({
    schoolId,
    sessionId: currentSessionId,
    semesterId: currentFirstSemester,
    opensAt: new Date(now - 7 * 86_400_000),
    closesAt: new Date(now + 21 * 86_400_000),
    lateClosesAt: new Date(now + 28 * 86_400_000),
    lateFeeKobo: 500_000,
  });

  // Staff: three lecturers a department (the first heads it), one exam officer for the school.
  const staffRows: (typeof users.$inferInsert)[] = [];
  const staffRoles: { index: number; roles: ('teacher' | 'hod' | 'examOfficer')[] }[] = [];
  const slug = o.schoolCode.toLowerCase();
  let staffNumber = 1;
  const addStaff = (roles: ('teacher' | 'hod' | 'examOfficer')[]) => {
    const name = personName();
    const n = staffNumber++;
    staffRows.push({
      schoolId,
      name: `${rng.pick(titles)} ${name}`,
      gender: rng.next() < 0.5 ? 'female' : 'male',
      email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}.${n}@${slug}.edu.test`,
      userOrgId: `SP/${String(n).padStart(4, '0')}`,
      passwordHash: o.staffPasswordHash,
      authAccountCreated: true,
      emailVerified: true,
    });
    staffRoles.push({ index: staffRows.length - 1, roles });
  };
  for (const d of depts) {
    const demoLeads = d.code === 'CSC' && o.people?.hodId;
    if (!demoLeads) addStaff(['hod', 'teacher']);
    addStaff(['teacher']);
    addStaff(['teacher']);
  }
  if (!o.people?.examOfficerId) addStaff(['examOfficer']);
  const staff = await db.insert(users).values(staffRows).returning({ id: users.id });
  await db
    .insert(userRoles)
    .values(
      staffRoles.flatMap(({ index, roles }) =>
        roles.map((role) => ({ userId: staff[index]?.id ?? '', role, schoolId })),
      ),
    );

  // Assignments: heads, exam officer, and a lecturer for every course this session.
  const assignments: (typeof staffAssignments.$inferInsert)[] = [];
  let cursor = 0;
  const lecturersByDept = new Map<string, string[]>();
  for (const d of depts) {
    const demoLeads = d.code === 'CSC' && o.people?.hodId;
    const own = staff.slice(cursor, cursor + (demoLeads ? 2 : 3)).map((s) => s.id);
    cursor += own.length;
    const head = demoLeads ? (o.people?.hodId ?? '') : (own[0] ?? '');
    assignments.push({ schoolId, kind: 'hod', userId: head, departmentId: d.id });
    lecturersByDept.set(
      d.id,
      d.code === 'CSC' && o.people?.teacherId ? [o.people.teacherId, ...own] : own,
    );
  }
  const examOfficer = o.people?.examOfficerId ?? staff[cursor]?.id ?? '';
  assignments.push({ schoolId, kind: 'exam_officer', userId: examOfficer });
  insertedCourses.forEach((c, i) => {
    const lecturers = lecturersByDept.get(c.departmentId) ?? [];
    const lecturer = lecturers[i % Math.max(1, lecturers.length)];
    if (lecturer)
      assignments.push({
        schoolId,
        kind: 'teacher',
        userId: lecturer,
        courseId: c.id,
        sessionId: currentSessionId,
      });
  });
  await inBatches(assignments, BATCH, (batch) => db.insert(staffAssignments).values(batch));

  // Students over programmes and levels, with matric numbers from the school's pattern.
  const studentHash = sha256Hex(GENERATED_STUDENT_PASSWORD);
  const sequence = new Map<string, number>();
  const students: {
    row: typeof users.$inferInsert;
    programmeId: string;
    level: number;
    entryYear: number;
  }[] = [];
  for (let i = 0; i < o.students; i++) {
    const d = depts[i % depts.length] as Dept;
    const levelIndex = Math.floor(i / depts.length) % d.levels;
    const entryYear = o.currentYear - levelIndex;
    const key = `${d.code}-${entryYear}`;
    const seq = (sequence.get(key) ?? 0) + 1;
    sequence.set(key, seq);
    students.push({
      row: {
        schoolId,
        name: personName(),
        gender: rng.next() < 0.5 ? 'female' : 'male',
        userOrgId: formatMatricNumber(DEFAULT_MATRIC_PATTERN, {
          schoolCode: o.schoolCode,
          entryYear,
          departmentCode: d.code,
          programmeCode: d.code,
          sequence: seq,
        }),
        jambNo: `${entryYear}${String(i + 1).padStart(6, '0')}${String.fromCharCode(65 + (i % 26))}${String.fromCharCode(65 + ((i >> 5) % 26))}`,
        phone: `070${String(10_000_000 + i).slice(-8)}`,
        legacyPasswordSha256: studentHash,
        authAccountCreated: false,
      },
      programmeId: d.programmeId,
      level: (levelIndex + 1) * 100,
      entryYear,
    });
  }
  await inBatches(students, BATCH, async (batch) => {
    const created = await db
      .insert(users)
      .values(batch.map((s) => s.row))
      .returning({ id: users.id });
    await db
      .insert(userRoles)
      .values(created.map((u) => ({ userId: u.id, role: 'student', schoolId })));
    await db.insert(enrollments).values(
      batch.map((s, j) => ({
        schoolId,
        studentId: created[j]?.id ?? '',
        programmeId: s.programmeId,
        entryYear: s.entryYear,
        currentLevel: s.level,
      })),
    );
  });

  // Existing students (the demo accounts) join Computer Science at the level given.
  const csc = depts.find((d) => d.code === 'CSC') ?? first;
  const existing = o.people?.studentIds ?? [];
  if (existing.length > 0) {
    await db.insert(enrollments).values(
      existing.map((s) => ({
        schoolId,
        studentId: s.id,
        programmeId: csc.programmeId,
        entryYear: o.currentYear - (s.level / 100 - 1),
        currentLevel: s.level,
      })),
    );
  }

  return {
    faculties: facultySeeds.length,
    departments: depts.length,
    programmes: depts.length,
    courses: insertedCourses.length,
    staff: staff.length,
    students: students.length + existing.length,
    currentSessionId,
  };
}
