import { waitingRooms } from '@campusflow/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@/modules/identity/identity.tables.ts';
import { schools } from '@/modules/schools/schools.tables.ts';
import { createdAtColumn, idColumn, schoolIdColumn } from '@/platform/db/columns.ts';

/**
 * A student's place in a school's waiting room: numbered in the order they came (`number`,
 * one sequence for all), let in (`admittedAt`, until `expiresAt`) in that order as places
 * free, and closed (`doneAt`) when they leave, finish, stop asking or their time is up. One
 * open ticket per student and room.
 */
export const waitingRoomTickets = pgTable(
  'waiting_room_tickets',
  {
    id: idColumn(),
    schoolId: schoolIdColumn(() => schools.id),
    room: text('room', { enum: waitingRooms }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: bigserial('number', { mode: 'number' }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('waiting_room_tickets_open_key')
      .on(t.schoolId, t.room, t.userId)
      .where(sql`${t.doneAt} is null`),
    // The queue in order, and those inside: both only among open tickets.
    index('waiting_room_tickets_queue_idx')
      .on(t.schoolId, t.room, t.number)
      .where(sql`${t.doneAt} is null and ${t.admittedAt} is null`),
    index('waiting_room_tickets_inside_idx')
      .on(t.schoolId, t.room, t.expiresAt)
      .where(sql`${t.doneAt} is null and ${t.admittedAt} is not null`),
    index('waiting_room_tickets_admitted_idx').on(t.schoolId, t.room, t.admittedAt),
  ],
);
