import type {
  TBedSpace,
  TBulkRooms,
  TBulkRoomsResult,
  TCreateHostelRoom,
  THostel,
  THostelBlock,
  THostelRoom,
  TPage,
  TSetBedStatus,
  TSetBedStatusResult,
  TUpdateHostelBlock,
  TUpdateHostelRoom,
} from '@campusflow/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { resourceApi } from '@/lib/resource-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { toQuery } from '@/lib/use-search-state.ts';

// Hostels, blocks, rooms and bed spaces (apps/api/src/modules/hostels/structure/). A change
// refreshes the whole hostels area: occupancy and applications count these beds too.

const base = '/api/v1/hostels/structure';

export const structureKeys = {
  all: [queryRoots.hostels, 'structure'] as const,
  blocks: (hostelId: string) => [...structureKeys.all, 'blocks', hostelId] as const,
  rooms: (filters: RoomFilters, page: number) =>
    [...structureKeys.all, 'rooms', filters, page] as const,
  beds: (roomId: string) => [...structureKeys.all, 'beds', roomId] as const,
};

/** Hostels on the server's generic CRUD. */
export const hostelResource = resourceApi<THostel>([queryRoots.hostels], `${base}/hostels`);

export type RoomFilters = { hostelId: string; blockId?: string | null; q?: string };
export const ROOMS_PAGE_SIZE = 25;

export const blocksQuery = (hostelId: string) =>
  queryOptions({
    queryKey: structureKeys.blocks(hostelId),
    queryFn: ({ signal }) =>
      api<TPage<THostelBlock>>(`${base}/blocks?${toQuery({ hostelId, limit: 100 })}`, { signal }),
  });

export const roomsQuery = (filters: RoomFilters, page: number) =>
  queryOptions({
    queryKey: structureKeys.rooms(filters, page),
    queryFn: ({ signal }) =>
      api<TPage<THostelRoom>>(
        `${base}/rooms?${toQuery({ ...filters, page, limit: ROOMS_PAGE_SIZE })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

/** A room's beds: at most 20, so one page. */
export const roomBedsQuery = (roomId: string) =>
  queryOptions({
    queryKey: structureKeys.beds(roomId),
    queryFn: ({ signal }) =>
      api<TPage<TBedSpace>>(`${base}/beds?${toQuery({ roomId, limit: 100 })}`, { signal }),
  });

export const useHostel = (id: string) =>
  useQuery({
    queryKey: [...hostelResource.key, 'one', id],
    queryFn: ({ signal }) => api<THostel>(`${base}/hostels/${id}`, { signal }),
  });

export const structureApi = {
  createRoom: (body: TCreateHostelRoom) =>
    api<THostelRoom>(`${base}/rooms`, { method: 'POST', body }),
  updateRoom: (id: string, body: TUpdateHostelRoom) =>
    api<THostelRoom>(`${base}/rooms/${id}`, { method: 'PATCH', body }),
  deleteRoom: (id: string) => api<void>(`${base}/rooms/${id}`, { method: 'DELETE' }),
  renameBlock: (id: string, body: TUpdateHostelBlock) =>
    api<THostelBlock>(`${base}/blocks/${id}`, { method: 'PATCH', body }),
  deleteBlock: (id: string) => api<void>(`${base}/blocks/${id}`, { method: 'DELETE' }),
  bulkRooms: (body: TBulkRooms) =>
    api<TBulkRoomsResult>(`${base}/bulk-rooms`, { method: 'POST', body }),
  setBedStatus: (body: TSetBedStatus) =>
    api<TSetBedStatusResult>(`${base}/bed-status`, { method: 'POST', body }),
};

/** Reads the hostels area again after a change to its structure. */
export function useRefreshHostels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: [queryRoots.hostels] });
}

/** A change that says what it did, refreshes the area, and shows a refusal as a toast. */
export function useStructureChange<I, O>(
  mutationFn: (input: I) => Promise<O>,
  done: (result: O, input: I) => string,
  onDone?: () => void,
) {
  const refresh = useRefreshHostels();
  return useMutation({
    mutationFn,
    onSuccess: async (result, input) => {
      notify.success(done(result, input));
      onDone?.();
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
}
