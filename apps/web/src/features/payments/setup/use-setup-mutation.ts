import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify, notifyError } from '@/lib/toast.ts';
import { SETUP_KEY } from './setup-api.ts';

/**
 * A change to the payment setup: says what happened and reloads every setup list, or shows why
 * it failed. `settle` runs either way (e.g. to close the dialog that asked first).
 */
export function useSetupMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  success: (result: O) => string,
  settle?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      notify.success(success(result));
      settle?.();
      void queryClient.invalidateQueries({ queryKey: [SETUP_KEY] });
    },
    onError: (e) => {
      settle?.();
      notifyError(e);
    },
  });
}
