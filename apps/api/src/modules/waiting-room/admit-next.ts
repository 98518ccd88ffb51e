import type { TWaitingRoom } from '@campusflow/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { LOCK_NAMESPACE, lockNumber } from '@/platform/db/advisory-lock.ts';
import type { Db } from '@/platform/db/database.ts';
import { rowsOf } from '@/platform/db/rows.ts';
import { inTransaction, type Tx } from '@/platform/db/transaction.ts';
import { waitingRoomTickets as t } from './waiting-room.tables.ts';
import { type RoomRules, turnEnds, UNSEEN_WAITING_MS } from './waiting-room-rules.ts';

/**
 * Lets the next students in, in the order they came, as places free up: the locked step that
 * keeps a room at its capacity however many check in at once. It closes the turns that ran out
 * and the places of students who stopped waiting, then admits the first `capacity - inside`
 * waiting tickets. One process does it at a time per room (a transaction advisory lock);
 * a check-in that finds the lock taken skips it, as the holder is letting the same people in.
 * Check-ins hold the same lock shared while they take a number (`takeNumber`), so when this
 * step holds it, every number given so far is written and seen: a later number is never let in
 * ahead of an earlier one whose insert had not committed yet.
 */
export async function admitNext(
  db: Db,
  schoolId: string,
  room: TWaitingRoom,
  rules: RoomRules,
  now: Date,
): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [lock] = rowsOf<{ taken: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${roomLock(schoolId, room)}) as taken`),
    );
    if (!lock?.taken) return 0;
    const open = and(eq(t.schoolId, schoolId), eq(t.room, room), isNull(t.doneAt));
    await tx
      .update(t)
      .set({ doneAt: now })
      .where(
        and(
          open,
          or(
            and(isNotNull(t.admittedAt), lte(t.expiresAt, now)),
            and(
              isNull(t.admittedAt),
              lt(t.lastSeenAt, new Date(now.getTime() - UNSEEN_WAITING_MS)),
            ),
          ),
        ),
      );
    const [inside] = await tx
      .select({ n: count() })
      .from(t)
      .where(and(open, isNotNull(t.admittedAt)));
    const free = rules.capacity - (inside?.n ?? 0);
    if (free <= 0) return 0;
    const next = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(open, isNull(t.admittedAt)))
      .orderBy(asc(t.number))
      .limit(free);
    if (next.length === 0) return 0;
    await tx
      .update(t)
      .set({ admittedAt: now, expiresAt: turnEnds(now, now, rules), lastSeenAt: now })
      .where(
        inArray(
          t.id,
          next.map((n) => n.id),
        ),
      );
    return next.length;
  });
}

/** The room's advisory lock key (two numbers), taken whole by `admitNext`, shared by check-ins. */
const roomLock = (schoolId: string, room: TWaitingRoom) =>
  sql`${LOCK_NAMESPACE.waitingRoom}::int, ${lockNumber(`${schoolId}:${room}`)}::int`;

/**
 * Holds the room's lock shared until the transaction ends: a check-in takes it before its
 * ticket takes a number, so numbers become visible to `admitNext` in the order they were given.
 */
export async function holdRoomShared(tx: Tx, schoolId: string, room: TWaitingRoom) {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${roomLock(schoolId, room)})`);
}
