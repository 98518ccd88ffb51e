import { useQueryClient } from '@tanstack/react-query';
import { waitingRoomKeys } from '@/features/waiting-room/waiting-room-api.ts';
import { ApiError } from '@/lib/api-client.ts';

// An entry for other areas: the waiting room in front of the pages a rush comes for
// (course registration, hostel applications).

/**
 * After a save refused because others wait (`waiting_room_turn`, the turn ran out), asks the
 * queue again at once: the page shows the student's new place instead of the form.
 */
export function useRecheckTurn() {
  const client = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.code === 'waiting_room_turn') {
      void client.invalidateQueries({ queryKey: waitingRoomKeys.all });
    }
  };
}
