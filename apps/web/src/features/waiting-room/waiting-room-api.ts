import type { TWaitingRoom, TWaitingRoomTurn } from '@campusflow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

// The waiting room in front of a busy page (apps/api/src/modules/waiting-room). Checking in is
// read like a query: the page asks again after the time the answer names, which is also what
// keeps a place or a turn while the page stays open.

const base = '/api/v1/waiting-room';

export const waitingRoomKeys = {
  all: ['waiting-room'] as const,
  turn: (room: TWaitingRoom) => [...waitingRoomKeys.all, room] as const,
};

export const turnQuery = (room: TWaitingRoom) =>
  queryOptions({
    queryKey: waitingRoomKeys.turn(room),
    queryFn: ({ signal }) =>
      api<TWaitingRoomTurn>(`${base}/${room}/check-in`, { method: 'POST', signal }),
    // Asked again when the answer says, also in a background tab: a place is kept by asking.
    refetchInterval: (query) => (query.state.data?.nextCheckSeconds ?? 10) * 1000,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
    retry: 3,
  });

/** Gives the place or the turn back as the student leaves the page (fire and forget). */
export function leaveRoom(room: TWaitingRoom) {
  void api(`${base}/${room}/leave`, { method: 'POST' }).catch(() => undefined);
}
