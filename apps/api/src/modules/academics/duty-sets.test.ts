import { randomUUID } from 'node:crypto';
import type { TRoleKey } from '@campusflow/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '@/platform/access/actor.ts';
import type { Db } from '@/platform/db/database.ts';
import { academicSchool } from '@/test/academic-fixtures.ts';
import { createUser } from '@/test/fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import {
  coursesOverseenBy,
  coursesTaughtBy,
  departmentsHeadedBy,
  studentsOverseenBy,
} from './duty-sets.ts';

const t = useTestApp();
/** Every record's id by a short name. */
const id: Record<string, string> = {};
const actors: Record<string, Actor> = {};

async function actorOf(db: Db, schoolId: string, role: TRoleKey): Promise<Actor> {
  const user = await createUser(db, { schoolId, roles: [role] });
  return {
    sessionId: randomUUID(),
    userId: user.id,
    name: user.name,
    email: user.email,
    schoolId,
    roles: [role],
    role,
  };
}

beforeAll(async () => {
  const db = t.database.db;
  const a = await academicSchool(db);
  const b = await academicSchool(db);
  Object.assign(id, {
    session: a.sessions.current,
    otherSession: a.sessions.other,
    csc: a.unit('CSC').department,
    mth: a.unit('MTH').department,
    eng: a.unit('ENG').department,
    cscCourse: a.unit('CSC').course,
    mthCourse: a.unit('MTH').course,
    engCourse: a.unit('ENG').course,
    foreignCourse: b.unit('CSC').course,
    foreignDepartment: b.unit('CSC').department,
    cscStudent: (await a.student('CSC')).id,
    mthStudent: (await a.student('MTH')).id,
    engStudent: (await a.student('ENG')).id,
    applicant: (await a.student('CSC', 'submitted')).id,
    foreignStudent: (await b.student('CSC')).id,
  });
  actors.hos = await actorOf(db, a.schoolId, 'hos');
  actors.lecturer = await actorOf(db, a.schoolId, 'teacher');
  actors.head = await actorOf(db, a.schoolId, 'hod');
  actors.artsExams = await actorOf(db, a.schoolId, 'examOfficer');
  actors.schoolExams = await actorOf(db, a.schoolId, 'examOfficer');
  actors.foreignHead = await actorOf(db, b.schoolId, 'hod');
  const userOf = (name: string) => actors[name]?.userId ?? '';
  await a.duty(userOf('lecturer'), {
    kind: 'teacher',
    courseId: a.unit('CSC').course,
    sessionId: a.sessions.current,
  });
  await a.duty(userOf('head'), { kind: 'hod', departmentId: a.unit('MTH').department });
  await a.duty(userOf('artsExams'), { kind: 'exam_officer', facultyId: a.faculties.art });
  await a.duty(userOf('schoolExams'), { kind: 'exam_officer' });
  await b.duty(userOf('foreignHead'), { kind: 'hod', departmentId: b.unit('CSC').department });
});

const who = (name: string): Actor => {
  const actor = actors[name];
  if (!actor) throw new Error(name);
  return actor;
};
const names = (set: ReadonlySet<string>) =>
  [...set].map((value) => Object.keys(id).find((key) => id[key] === value) ?? value).sort();

describe('the courses a lecturer may grade', () => {
  it('are the courses they lecture in that session, of those asked', async () => {
    const db = t.database.db;
    const lecturer = who('lecturer');
    const session = id.session ?? '';
    expect(names(await coursesTaughtBy(db, lecturer, { sessionId: session }))).toEqual([
      'cscCourse',
    ]);
    const asked = [id.cscCourse ?? '', id.mthCourse ?? '', id.foreignCourse ?? ''];
    expect(
      names(await coursesTaughtBy(db, lecturer, { sessionId: session, requested: asked })),
    ).toEqual(['cscCourse']);
    const otherSession = { sessionId: id.otherSession ?? '' };
    expect((await coursesTaughtBy(db, lecturer, otherSession)).size).toBe(0);
    expect((await coursesTaughtBy(db, who('head'), { sessionId: session })).size).toBe(0);
  });
});

describe('the departments a head may approve', () => {
  it('are the departments they head, never another school’s', async () => {
    const db = t.database.db;
    expect(names(await departmentsHeadedBy(db, who('head'), {}))).toEqual(['mth']);
    const asked = [id.csc ?? '', id.mth ?? '', id.foreignDepartment ?? ''];
    expect(names(await departmentsHeadedBy(db, who('head'), { requested: asked }))).toEqual([
      'mth',
    ]);
    expect(names(await departmentsHeadedBy(db, who('foreignHead'), { requested: asked }))).toEqual([
      'foreignDepartment',
    ]);
    expect((await departmentsHeadedBy(db, who('lecturer'), {})).size).toBe(0);
  });
});

describe('the courses whose students an officer may see', () => {
  const all = () => [id.cscCourse, id.mthCourse, id.engCourse, id.foreignCourse].map(String);
  const seen = async (name: string, sessionId: string | null = id.session ?? null) =>
    names(await coursesOverseenBy(t.database.db, who(name), { sessionId, requested: all() }));

  it('are every course of the school for its head, and no other school’s', async () => {
    expect(await seen('hos')).toEqual(['cscCourse', 'engCourse', 'mthCourse']);
  });

  it('are the lecturer’s courses of the session, the head’s department’s, the exam officer’s faculty’s', async () => {
    expect(await seen('lecturer')).toEqual(['cscCourse']);
    expect(await seen('lecturer', id.otherSession)).toEqual([]);
    expect(await seen('lecturer', null)).toEqual([]);
    expect(await seen('head')).toEqual(['mthCourse']);
    expect(await seen('artsExams')).toEqual(['engCourse']);
    expect(await seen('schoolExams')).toEqual(['cscCourse', 'engCourse', 'mthCourse']);
    expect(await seen('foreignHead')).toEqual(['foreignCourse']);
  });
});

describe('the students an officer may see', () => {
  const all = () =>
    [id.cscStudent, id.mthStudent, id.engStudent, id.applicant, id.foreignStudent].map(String);
  const seen = async (name: string, sessionId: string | null = id.session ?? null) =>
    names(await studentsOverseenBy(t.database.db, who(name), { sessionId, requested: all() }));

  it('are the enrolled students of the school for its head; not applicants, not another school’s', async () => {
    expect(await seen('hos')).toEqual(['cscStudent', 'engStudent', 'mthStudent']);
  });

  it('follow the duty: the lecturer’s course takers, the head’s department, the exam officer’s faculty', async () => {
    expect(await seen('lecturer')).toEqual(['cscStudent']);
    expect(await seen('lecturer', id.otherSession)).toEqual([]);
    expect(await seen('head')).toEqual(['mthStudent']);
    expect(await seen('artsExams')).toEqual(['engStudent']);
    expect(await seen('schoolExams')).toEqual(['cscStudent', 'engStudent', 'mthStudent']);
    expect(await seen('foreignHead')).toEqual(['foreignStudent']);
  });
});

describe('a duty over many records', () => {
  /** Counts the statements a query builds on `db`. */
  function counting(db: Db) {
    let statements = 0;
    const builders = new Set(['select', 'selectDistinct', 'execute', 'insert', 'update', 'delete']);
    const proxy = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (typeof key === 'string' && builders.has(key) && typeof value === 'function') {
          return (...args: unknown[]) => {
            statements += 1;
            return value.apply(target, args);
          };
        }
        return value;
      },
    });
    return { db: proxy, statements: () => statements };
  }

  it('checks 120 students in one statement, and an empty request in none', async () => {
    const many = [
      ...Array.from({ length: 118 }, () => randomUUID()),
      id.cscStudent ?? '',
      id.mthStudent ?? '',
    ];
    const counted = counting(t.database.db);
    const allowed = await studentsOverseenBy(counted.db, who('lecturer'), {
      sessionId: id.session ?? null,
      requested: many,
    });
    expect(names(allowed)).toEqual(['cscStudent']);
    expect(counted.statements()).toBe(1);

    const empty = await coursesOverseenBy(counted.db, who('hos'), {
      sessionId: null,
      requested: [],
    });
    expect(empty.size).toBe(0);
    expect(counted.statements()).toBe(1);
  });
});
