import type { TWaitingRoom } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Alert, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { WaitingPanel } from '@/features/waiting-room/waiting-panel.tsx';
import { leaveRoom, turnQuery } from '@/features/waiting-room/waiting-room-api.ts';

const finish = {
  registration: 'Save or submit your courses',
  hostel: 'Apply for your bed',
} as const;

// An entry for other areas: the waiting room in front of the pages a rush comes for
// (course registration, hostel applications).

/** Gates open per room: the place is given back once none is left open for a moment. */
const open = new Map<TWaitingRoom, number>();

/**
 * Counts a gate open, and returns what closes it: the place is given back a second later
 * unless a gate of the same room opened meanwhile (React mounting twice in development, the
 * page shown again after a save).
 */
function holdRoom(room: TWaitingRoom) {
  open.set(room, (open.get(room) ?? 0) + 1);
  return () => {
    open.set(room, (open.get(room) ?? 1) - 1);
    setTimeout(() => {
      if ((open.get(room) ?? 0) === 0) leaveRoom(room);
    }, 1000);
  };
}

/**
 * Shows `children` when it is the student's turn at a busy page, and their place in the queue
 * until then (issue 19). On a quiet day the turn is given at once and nothing shows. If the
 * queue cannot be asked (a weak connection), the page is shown: the server still refuses a
 * save made out of turn, with a message that says so.
 */
export function WaitingRoomGate(props: { room: TWaitingRoom; children: ReactNode }) {
  const { room } = props;
  const query = useQuery(turnQuery(room));
  const waited = useRef(false);
  const state = query.data?.state;
  if (state === 'waiting') waited.current = true;
  // Leaving the page gives the place or the turn to the next student.
  useEffect(() => holdRoom(room), [room]);

  if (query.isPending) {
    return (
      <Stack gap="sm" aria-label="Checking the queue">
        <Skeleton height={64} />
        <Skeleton height={44} />
      </Stack>
    );
  }
  if (query.data?.state === 'waiting') return <WaitingPanel turn={query.data} />;
  const until = query.data?.turnEndsAt;
  return (
    <Stack gap="md">
      {waited.current && until ? (
        <Alert color="green" title="It is your turn" role="status">
          Thank you for waiting. {finish[room]} before {formatDateTime(until)}; after that, others
          get their turn.
        </Alert>
      ) : null}
      {props.children}
    </Stack>
  );
}
