import type { TPayment } from '@campusflow/contracts';
import { Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { openFile } from '@/lib/files-api.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { accountantApi, useRefreshLedger } from './accountant-api.ts';

type Review = 'confirm' | 'reject' | 'reverify';

const reviewDone: Record<Review, string> = {
  confirm: 'Transfer confirmed.',
  reject: 'Transfer rejected.',
  reverify: 'Checked with the gateway.',
};

/** Confirm or reject a transfer, or ask the gateway again about a card payment. */
export function LedgerRowActions(props: { payment: TPayment }) {
  const p = props.payment;
  const refresh = useRefreshLedger();
  const review = useMutation({
    mutationFn: (action: Review) =>
      action === 'reverify'
        ? accountantApi.reverify(p.id)
        : accountantApi.reviewTransfer(p.id, action),
    onSuccess: async (_payment, action) => {
      notify.success(reviewDone[action]);
      await refresh();
    },
    onError: (error) => notifyError(error),
  });
  const busy = review.isPending;
  const run = (action: Review) => review.mutate(action);
  const evidence = () => {
    if (p.evidenceFileId) openFile(p.evidenceFileId).catch(notifyError);
  };
  if (p.status !== 'pending') return null;
  if (p.paymentMode === 'bank_transfer') {
    return (
      <Group gap={4} wrap="nowrap">
        {p.evidenceFileId ? (
          <Button size="compact-xs" variant="subtle" onClick={evidence}>
            Evidence
          </Button>
        ) : null}
        <Button size="compact-xs" color="green" loading={busy} onClick={() => run('confirm')}>
          Confirm
        </Button>
        <Button
          size="compact-xs"
          color="red"
          variant="light"
          loading={busy}
          onClick={() => run('reject')}
        >
          Reject
        </Button>
      </Group>
    );
  }
  return (
    <Button size="compact-xs" variant="light" loading={busy} onClick={() => run('reverify')}>
      Re-verify
    </Button>
  );
}
