import type {
  TUpdateVehicle,
  TVehicle,
  TVehicleDocument,
  TVehicleDocumentKind,
  TVehicleDocumentList,
} from '@campusflow/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { openFile } from '@/lib/files-api.ts';
import { queryRoots } from '@/lib/query-keys.ts';
import { resourceApi } from '@/lib/resource-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';

// The fleet (apps/api/src/modules/transport/vehicles/): vehicles on the generic CRUD and each
// vehicle's documents. A change refreshes the whole transport area: routes and the home page
// name these vehicles and count their documents.

const base = '/api/v1/transport/vehicles';

export const vehicleKeys = {
  all: [queryRoots.transport, 'vehicles'] as const,
  documents: (vehicleId: string) => [...vehicleKeys.all, 'documents', vehicleId] as const,
};

/** Vehicles on the server's generic CRUD. */
export const vehicleResource = resourceApi<TVehicle>([queryRoots.transport], base);

const documentsQuery = (vehicleId: string) =>
  queryOptions({
    queryKey: vehicleKeys.documents(vehicleId),
    queryFn: ({ signal }) =>
      api<TVehicleDocumentList>(`${base}/${vehicleId}/documents`, { signal }),
  });

export const useVehicleDocuments = (vehicleId: string) => useQuery(documentsQuery(vehicleId));

export type DocumentUpload = {
  kind: TVehicleDocumentKind;
  expiresOn: string;
  reference: string;
  file: File | null;
};

function refreshTransport(client: ReturnType<typeof useQueryClient>) {
  return client.invalidateQueries({ queryKey: [queryRoots.transport] });
}

/** Files or replaces one of a vehicle's documents (the fields go before the file). */
export function usePutVehicleDocument(vehicleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUpload) => {
      const form = new FormData();
      form.append('expiresOn', input.expiresOn);
      form.append('reference', input.reference);
      if (input.file) form.append('file', input.file);
      return api<TVehicleDocument>(`${base}/${vehicleId}/documents/${input.kind}`, {
        method: 'PUT',
        body: form,
      });
    },
    onSuccess: async () => {
      notify.success('The document has been saved.');
      await refreshTransport(client);
    },
  });
}

export function useDeleteVehicleDocument(vehicleId: string, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (kind: TVehicleDocumentKind) =>
      api<void>(`${base}/${vehicleId}/documents/${kind}`, { method: 'DELETE' }),
    onSuccess: async () => {
      notify.success('The document has been removed.');
      onDone();
      await refreshTransport(client);
    },
    onError: (error) => {
      onDone();
      notifyError(error);
    },
  });
}

/** Takes a vehicle off the road for good (refused while it runs trips). */
export function useRetireVehicle(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vehicle: TVehicle) =>
      vehicleResource.update(vehicle.id, { serviceStatus: 'retired' } satisfies TUpdateVehicle),
    onSuccess: async (vehicle) => {
      notify.success(`${vehicle.plateNumber} is retired.`);
      onDone();
      await refreshTransport(client);
    },
    onError: (error) => {
      onDone();
      notifyError(error);
    },
  });
}

/** Opens a document's file in a new tab, or says why it cannot. */
export function openDocumentFile(fileId: string) {
  openFile(fileId).catch((error: unknown) => notifyError(error));
}
