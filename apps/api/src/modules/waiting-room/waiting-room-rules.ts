import type { TWaitingRoom } from '@campusflow/contracts';
import type { AppConfig } from '@/config.ts';

/** A student let in who stops checking in (the tab closed) gives the place back after this. */
export const IDLE_INSIDE_MS = 3 * 60_000;
/** A student waiting who stops checking in (left the queue page) loses the place after this. */
export const UNSEEN_WAITING_MS = 2 * 60_000;
/** Admissions over this window give the pace the estimated wait is worked out from. */
export const PACE_WINDOW_MS = 5 * 60_000;

export type RoomRules = { capacity: number; turnMs: number };

export function roomRules(config: AppConfig, room: TWaitingRoom): RoomRules {
  return {
    capacity: config.waitingRoom.capacity[room],
    turnMs: config.waitingRoom.turnMinutes * 60_000,
  };
}

/** How long a turn lasts from now: the whole turn at most, and only while the page is open. */
export function turnEnds(admittedAt: Date, now: Date, rules: RoomRules): Date {
  return new Date(Math.min(admittedAt.getTime() + rules.turnMs, now.getTime() + IDLE_INSIDE_MS));
}

/** Near the front the page checks often; far back, less often (the queue is counted each time). */
export function nextCheckSeconds(position: number | null): number {
  if (position === null) return 60;
  return Math.min(20, Math.max(3, Math.ceil(position / 100) * 3));
}

/** Seconds until a place `position` from the front comes in, at the pace of recent admissions. */
export function estimatedWaitSeconds(position: number, admittedRecently: number): number | null {
  if (admittedRecently === 0) return null;
  const perSecond = admittedRecently / (PACE_WINDOW_MS / 1000);
  return Math.ceil(position / perSecond);
}
