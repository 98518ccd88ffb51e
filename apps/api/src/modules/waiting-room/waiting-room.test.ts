import type { TWaitingRoomTurn } from '@campusflow/contracts';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manyStudents } from '@/test/many-students.ts';
import { registrationSchool } from '@/test/registration-fixtures.ts';
import { useTestApp } from '@/test/use-test-app.ts';
import { checkIn as serviceCheckIn } from './waiting-room.service.ts';
import { waitingRoomTickets } from './waiting-room.tables.ts';

const CAPACITY = 3;
const t = useTestApp({ WAITING_ROOM_REGISTRATION_CAPACITY: String(CAPACITY) });
const room = '/api/v1/waiting-room/registration';

async function school(students: number) {
  const s = await registrationSchool(t.database.db);
  const people = await manyStudents(t.app, t.database.db, {
    schoolId: s.schoolId,
    programmeId: s.programme.id,
    count: students,
    passport: true,
  });
  return { s, people };
}

type Person = Awaited<ReturnType<typeof school>>['people'][number];

async function checkIn(person: Person): Promise<TWaitingRoomTurn> {
  const res = await person.client({ method: 'POST', url: `${room}/check-in` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function insideNow(schoolId: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(waitingRoomTickets)
    .where(
      and(
        eq(waitingRoomTickets.schoolId, schoolId),
        isNull(waitingRoomTickets.doneAt),
        isNotNull(waitingRoomTickets.admittedAt),
      ),
    );
  return row?.n ?? 0;
}

/** The students ever let in (inside now or done since), in the order of their numbers. */
async function letInSoFar(schoolId: string) {
  const rows = await t.database.db
    .select({ userId: waitingRoomTickets.userId })
    .from(waitingRoomTickets)
    .where(and(eq(waitingRoomTickets.schoolId, schoolId), isNotNull(waitingRoomTickets.admittedAt)))
    .orderBy(asc(waitingRoomTickets.number));
  return rows.map((r) => r.userId);
}

describe('the waiting room', () => {
  it('lets the first students in up to the capacity and gives the rest their place in line', async () => {
    const { people } = await school(7);
    const turns = [];
    for (const person of people) turns.push(await checkIn(person));
    expect(turns.map((turn) => turn.state)).toEqual([
      ...Array(CAPACITY).fill('admitted'),
      ...Array(7 - CAPACITY).fill('waiting'),
    ]);
    expect(turns.map((turn) => turn.position)).toEqual([null, null, null, 1, 2, 3, 4]);
    const first = turns[0];
    expect(first?.admittedUntil).not.toBeNull();
    expect(turns[6]).toMatchObject({ capacity: CAPACITY, inside: CAPACITY });
    // Checking in again keeps the place; it does not take a new one.
    expect((await checkIn(people[5] as Person)).position).toBe(3);
    // Other schools have rooms of their own.
    const other = await school(1);
    expect((await checkIn(other.people[0] as Person)).state).toBe('admitted');
  });

  it('serves everyone in the order they came as places free, never more inside than the capacity', async () => {
    const { s, people } = await school(12);
    for (const person of people) await checkIn(person);
    let rounds = 0;
    let served = await letInSoFar(s.schoolId);
    while (served.length < people.length && rounds++ < 20) {
      // Those inside finish; everyone still waiting checks in at once.
      const inside = people.filter((p) => served.includes(p.id));
      await Promise.all(inside.map((p) => p.client({ method: 'POST', url: `${room}/leave` })));
      const waiting = people.filter((p) => !served.includes(p.id));
      await Promise.all(waiting.map((p) => checkIn(p)));
      expect(await insideNow(s.schoolId)).toBeLessThanOrEqual(CAPACITY);
      // Answers given at once were each true when read, not all at one instant (on PostgreSQL
      // a check-in may be let in by another's just after its own answer was read). Asked again
      // one by one: a place the round left free goes to the first in line, and the rest stand
      // 1, 2, 3 …
      const still = people.filter((p) => !served.includes(p.id));
      const line = [];
      for (const p of still) line.push(await checkIn(p));
      const nowIn = line.filter((turn) => turn.state === 'admitted').length;
      expect(line.map((turn) => turn.state)).toEqual(
        still.map((_, i) => (i < nowIn ? 'admitted' : 'waiting')),
      );
      expect(line.slice(nowIn).map((turn) => turn.position)).toEqual(
        still.slice(nowIn).map((_, i) => i + 1),
      );
      expect(await insideNow(s.schoolId)).toBeLessThanOrEqual(CAPACITY);
      // Whoever has been let in so far came first: the first in the order they checked in.
      served = await letInSoFar(s.schoolId);
      expect(served).toEqual(people.slice(0, served.length).map((p) => p.id));
    }
    expect(served).toEqual(people.map((p) => p.id));
  });

  it('refuses a save past the queue and takes it on the student’s turn', async () => {
    const { s, people } = await school(CAPACITY + 1);
    for (const person of people) await checkIn(person);
    const last = people[CAPACITY] as Person;
    const save = () =>
      last.client({
        method: 'PUT',
        url: '/api/v1/registration/mine',
        payload: { courseIds: [s.courses.core.id, s.courses.req.id, s.courses.el1.id] },
      });
    const refused = await save();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('waiting_room_turn');
    expect(refused.headers['retry-after']).toBe('5');
    await (people[0] as Person).client({ method: 'POST', url: `${room}/leave` });
    expect((await checkIn(last)).state).toBe('admitted');
    expect((await save()).statusCode).toBe(200);
  });

  it('lets anyone save while nobody waits', async () => {
    const { s, people } = await school(1);
    const res = await (people[0] as Person).client({
      method: 'PUT',
      url: '/api/v1/registration/mine',
      payload: { courseIds: [s.courses.core.id, s.courses.req.id] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives a turn that is not kept, and a place that is left, to the next in line', async () => {
    const { s, people } = await school(CAPACITY + 2);
    for (const person of people) await checkIn(person);
    const actor = (p: Person) => ({
      sessionId: 'test',
      userId: p.id,
      name: 'Rush student',
      email: p.email,
      schoolId: s.schoolId,
      roles: ['student' as const],
      role: 'student' as const,
    });
    const [first, second, third, fourth, fifth] = people as [
      Person,
      Person,
      Person,
      Person,
      Person,
    ];
    // Four minutes on, nobody checked in meanwhile: the turns inside ran out (three minutes
    // without the page) and the places waiting were given up (two). Who comes back is let in,
    // in the order they come, up to the capacity; the rest queue again.
    const later = new Date(Date.now() + 4 * 60_000);
    const turn = await serviceCheckIn(t.app.services, actor(fourth), 'registration', later);
    expect(turn.state).toBe('admitted');
    expect((await serviceCheckIn(t.app.services, actor(fifth), 'registration', later)).state).toBe(
      'admitted',
    );
    // Those whose turn lapsed queue again at the back.
    const back = await serviceCheckIn(t.app.services, actor(first), 'registration', later);
    expect(back).toMatchObject({ state: 'admitted' });
    for (const p of [second, third]) {
      expect((await serviceCheckIn(t.app.services, actor(p), 'registration', later)).state).toBe(
        'waiting',
      );
    }
  });

  it('is only for those who may use the page behind it', async () => {
    const { user, client } = await t.person((await t.school()).id, 'teacher');
    expect(user.id).toBeTruthy();
    expect((await client({ method: 'POST', url: `${room}/check-in` })).statusCode).toBe(403);
    expect(
      (await client({ method: 'POST', url: '/api/v1/waiting-room/hostel/check-in' })).statusCode,
    ).toBe(403);
  });
});
