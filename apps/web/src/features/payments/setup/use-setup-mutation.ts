import { useMutation } from '@tanstack/react-query';
import { notify, notifyError } from '@/lib/toast.ts';
import { useRefreshSetup } from './setup-api.ts';

/**
 * A change to the payment setup: says what happened and reloads every setup list, or shows why
 * it failed. `settle` runs either way (e.g. to close the dialog that asked first).
 */
export function useSetupMutation<I, O>(
  mutationFn: (input: I) => Promise<O>,
  success: (result: O) => string,
  settle?: () => void,
) {
  const refresh = useRefreshSetup();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      notify.success(success(result));
      settle?.();
      void refresh();
    },
    onError: (e) => {
      settle?.();
      notifyError(e);
    },
  });
}
