import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Identified, ResourceApi } from '@/lib/resource-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';

/**
 * The changes every resource list offers, each saying what happened and refreshing the
 * resource's scope: save (add or edit), archive or restore, and delete.
 */
export function useResourceChanges<T extends Identified & { name: string }>(
  resource: ResourceApi<T>,
  noun: string,
  onDeleted: () => void,
) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: resource.scope });
  const setStatus = useMutation({
    mutationFn: (item: T) =>
      resource.update(item.id, { status: item.status === 'active' ? 'archived' : 'active' }),
    onSuccess: (item) => {
      notify.success(
        item.status === 'archived' ? `${item.name} is archived.` : `${item.name} is active again.`,
      );
      void refresh();
    },
    onError: (e) => notifyError(e),
  });
  const remove = useMutation({
    mutationFn: (item: T) => resource.remove(item.id),
    onSuccess: () => {
      notify.success(`The ${noun} has been deleted.`);
      onDeleted();
      void refresh();
    },
    onError: (e) => {
      onDeleted();
      notifyError(e);
    },
  });
  /** Adds (editing = null) or changes a record; the form shows a refusal. */
  const save = async (editing: T | null, body: unknown) => {
    const saved = editing ? await resource.update(editing.id, body) : await resource.create(body);
    notify.success(`${saved.name} has been saved.`);
    await refresh();
  };
  return { refresh, setStatus, remove, save };
}
