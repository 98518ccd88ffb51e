import type { TWaitingRoom } from '@campusflow/contracts';
import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/platform/db/transaction.ts';
import { AppError } from '@/platform/errors/app-error.ts';
import { waitingRoomTickets as t } from './waiting-room.tables.ts';
import { UNSEEN_WAITING_MS } from './waiting-room-rules.ts';

/**
 * Refuses a change made past the queue: while students wait for a room, only those let in may
 * save in it (course registration, a hostel application). With nobody waiting, anyone may, so
 * a quiet day costs one indexed look-up. Called by the modules whose pages have a room.
 */
export async function requireTurn(
  db: DbOrTx,
  schoolId: string,
  room: TWaitingRoom,
  userId: string,
  now = new Date(),
): Promise<void> {
  const inRoom = and(eq(t.schoolId, schoolId), eq(t.room, room), isNull(t.doneAt));
  const waiting = db
    .select({ one: sql`1` })
    .from(t)
    .where(
      and(
        inRoom,
        isNull(t.admittedAt),
        gt(t.lastSeenAt, new Date(now.getTime() - UNSEEN_WAITING_MS)),
      ),
    )
    .limit(1);
  const mine = db
    .select({ one: sql`1` })
    .from(t)
    .where(and(inRoom, eq(t.userId, userId), isNotNull(t.admittedAt), gt(t.expiresAt, now)))
    .limit(1);
  const [row] = await db
    .select({
      queue: sql<boolean>`exists (${waiting})`,
      admitted: sql<boolean>`exists (${mine})`,
    })
    .from(sql`(select 1) as one`);
  if (row?.queue && !row.admitted) {
    throw new AppError('waiting_room_turn', { retryAfterSeconds: 5 });
  }
}
