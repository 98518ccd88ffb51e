import * as z from 'zod/mini';

// The waiting room (issue 19): when course registration or hostel applications are over
// capacity, a student takes a numbered place in a queue, sees where they stand and is let in
// in order, by themselves.

export const waitingRooms = ['registration', 'hostel'] as const;
export const ZWaitingRoom = z.enum(waitingRooms);
export type TWaitingRoom = z.infer<typeof ZWaitingRoom>;

export const ZWaitingRoomTurn = z.object({
  room: ZWaitingRoom,
  /** `admitted`: the page is the student's until `admittedUntil`; `waiting`: in the queue. */
  state: z.enum(['admitted', 'waiting']),
  /** The place in the queue (1 = next), while waiting. */
  position: z.nullable(z.int()),
  /** Seconds until the student's turn, estimated from the last minutes' admissions. */
  estimatedWaitSeconds: z.nullable(z.int()),
  /** Students inside the page at once, and how many are now. */
  capacity: z.int(),
  inside: z.int(),
  /** While admitted: the turn is held until then, moved on each time the page checks in. */
  admittedUntil: z.nullable(z.string()),
  /** While admitted: the latest the turn can last, however often the page checks in. */
  turnEndsAt: z.nullable(z.string()),
  /** When the page should check in again: soon near the front, less often far back. */
  nextCheckSeconds: z.int(),
});
export type TWaitingRoomTurn = z.infer<typeof ZWaitingRoomTurn>;
