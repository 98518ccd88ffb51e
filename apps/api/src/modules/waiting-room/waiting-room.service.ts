import type { TWaitingRoom, TWaitingRoomTurn } from '@campusflow/contracts';
import { and, count, eq, gt, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '@/platform/access/actor.ts';
import { requireSchool } from '@/platform/access/require-school.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import type { ServiceContext } from '@/platform/service-context.ts';
import { admitNext, holdRoomShared } from './admit-next.ts';
import { waitingRoomTickets as t } from './waiting-room.tables.ts';
import {
  estimatedWaitSeconds,
  nextCheckSeconds,
  PACE_WINDOW_MS,
  type RoomRules,
  roomRules,
  turnEnds,
} from './waiting-room-rules.ts';

/**
 * The student's turn at a busy page (issue 19). Checking in takes a numbered place, or keeps
 * the one held (and, once let in, keeps the turn while the page stays open); then whoever is
 * next is let in, and the answer says whether the student is in, or where they stand and
 * about how long it will take. The page checks in again after `nextCheckSeconds`.
 */
export async function checkIn(
  ctx: ServiceContext,
  actor: Actor,
  room: TWaitingRoom,
  now = new Date(),
): Promise<TWaitingRoomTurn> {
  const schoolId = requireSchool(actor);
  const rules = roomRules(ctx.config, room);
  await inTransaction(ctx.db, (tx) => takeNumber(tx, schoolId, room, actor.userId, rules, now));
  await admitNext(ctx.db, schoolId, room, rules, now);
  return turnOf(ctx, schoolId, actor.userId, room, now);
}

/**
 * Takes the student's numbered place, or keeps the one held; a turn that ran out is over, and
 * the student takes a new place at the back. Run in a transaction holding the room's lock
 * shared (`holdRoomShared`), so the number is written before `admitNext` can pass it over.
 */
export async function takeNumber(
  tx: Tx,
  schoolId: string,
  room: TWaitingRoom,
  userId: string,
  rules: RoomRules,
  now: Date,
) {
  await holdRoomShared(tx, schoolId, room);
  const mine = and(
    eq(t.schoolId, schoolId),
    eq(t.room, room),
    eq(t.userId, userId),
    isNull(t.doneAt),
  );
  await tx
    .update(t)
    .set({ doneAt: now })
    .where(and(mine, isNotNull(t.admittedAt), lte(t.expiresAt, now)));
  await tx
    .insert(t)
    .values({ schoolId, room, userId, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [t.schoolId, t.room, t.userId],
      targetWhere: isNull(t.doneAt),
      set: {
        lastSeenAt: now,
        expiresAt: sql`case when ${t.admittedAt} is null then null
          else least(${t.admittedAt} + ${`${rules.turnMs} milliseconds`}::interval,
                     ${turnEnds(now, now, rules).toISOString()}::timestamptz) end`,
      },
    });
}

/** The student leaves the room (done, or gone): the place goes to the next in line at once. */
export async function leave(
  ctx: ServiceContext,
  actor: Actor,
  room: TWaitingRoom,
  now = new Date(),
): Promise<void> {
  const schoolId = requireSchool(actor);
  const closed = await ctx.db
    .update(t)
    .set({ doneAt: now })
    .where(
      and(eq(t.schoolId, schoolId), eq(t.room, room), eq(t.userId, actor.userId), isNull(t.doneAt)),
    )
    .returning({ id: t.id });
  if (closed.length > 0) await admitNext(ctx.db, schoolId, room, roomRules(ctx.config, room), now);
}

const others = alias(t, 'others');

async function insideCount(ctx: ServiceContext, inRoom: SQL | undefined) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(t)
    .where(and(inRoom, isNull(t.doneAt), isNotNull(t.admittedAt)));
  return row?.n ?? 0;
}
/** Open tickets of the room (of `others`) that match `extra`, counted in the ticket's statement. */
const countOthers = (schoolId: string, room: TWaitingRoom, extra: SQL | undefined) =>
  sql<number>`(select count(*) from ${t} ${others} where ${and(
    eq(others.schoolId, schoolId),
    eq(others.room, room),
    isNull(others.doneAt),
    extra,
  )})`.mapWith(Number);

/**
 * Where the student stands, read in one statement so that the ticket, the count inside and the
 * place in line agree (a check-in of someone else may let this student in meanwhile).
 */
async function turnOf(
  ctx: ServiceContext,
  schoolId: string,
  userId: string,
  room: TWaitingRoom,
  now: Date,
): Promise<TWaitingRoomTurn> {
  const { capacity } = roomRules(ctx.config, room);
  const inRoom = and(eq(t.schoolId, schoolId), eq(t.room, room));
  const [ticket] = await ctx.db
    .select({
      admittedAt: t.admittedAt,
      expiresAt: t.expiresAt,
      inside: countOthers(schoolId, room, isNotNull(others.admittedAt)),
      ahead: countOthers(
        schoolId,
        room,
        and(isNull(others.admittedAt), sql`${others.number} <= ${t.number}`),
      ),
    })
    .from(t)
    .where(and(inRoom, eq(t.userId, userId), isNull(t.doneAt)));
  const admitted = Boolean(ticket?.admittedAt);
  let position: number | null = null;
  let estimate: number | null = null;
  if (ticket && !admitted) {
    const [recent] = await ctx.db
      .select({ n: count() })
      .from(t)
      .where(and(inRoom, gt(t.admittedAt, new Date(now.getTime() - PACE_WINDOW_MS))));
    position = Math.max(1, ticket.ahead);
    estimate = estimatedWaitSeconds(position, recent?.n ?? 0);
  }
  return {
    room,
    state: admitted ? 'admitted' : 'waiting',
    position,
    estimatedWaitSeconds: estimate,
    capacity,
    inside: ticket ? ticket.inside : await insideCount(ctx, inRoom),
    admittedUntil: admitted ? (ticket?.expiresAt?.toISOString() ?? null) : null,
    turnEndsAt: ticket?.admittedAt
      ? new Date(ticket.admittedAt.getTime() + roomRules(ctx.config, room).turnMs).toISOString()
      : null,
    nextCheckSeconds: nextCheckSeconds(position),
  };
}
