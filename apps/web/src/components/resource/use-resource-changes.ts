import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Identified, ResourceApi } from '@/lib/resource-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';

/**
 * A change to a resource: says what happened and refreshes the resource's scope (every list of
 * the area), or shows why it failed. `settle` runs either way (to close the dialog that asked).
 */
export function useResourceMutation<I, O>(
  resource: Pick<ResourceApi<{ id: string }>, 'scope'>,
  mutationFn: (input: I) => Promise<O>,
  success: (result: O) => string,
  settle?: () => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      notify.success(success(result));
      settle?.();
      void client.invalidateQueries({ queryKey: resource.scope });
    },
    onError: (e) => {
      settle?.();
      notifyError(e);
    },
  });
}

/** The changes every resource list offers: save (add or edit), archive or restore, delete. */
export function useResourceChanges<T extends Identified & { name: string }>(
  resource: ResourceApi<T>,
  noun: string,
  onDeleted: () => void,
) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: resource.scope });
  const setStatus = useResourceMutation(
    resource,
    (item: T) =>
      resource.update(item.id, { status: item.status === 'active' ? 'archived' : 'active' }),
    (item) =>
      item.status === 'archived' ? `${item.name} is archived.` : `${item.name} is active again.`,
  );
  const remove = useResourceMutation(
    resource,
    (item: T) => resource.remove(item.id),
    () => `The ${noun} has been deleted.`,
    onDeleted,
  );
  /** Adds (editing = null) or changes a record; the form shows a refusal. */
  const save = async (editing: T | null, body: unknown) => {
    const saved = editing ? await resource.update(editing.id, body) : await resource.create(body);
    notify.success(`${saved.name} has been saved.`);
    await refresh();
  };
  return { refresh, setStatus, remove, save };
}
