import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { identityApi } from './identity-api.ts';

/** Sends the verification link again, with a busy flag for the button and a toast either way. */
export function useResendVerification(): { busy: boolean; resend: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const resend = async () => {
    setBusy(true);
    try {
      notify.success((await identityApi.resendVerification()).message);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, resend };
}
