import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const LoadedModal = lazy(() => import('./loaded-modal.ts'));

/**
 * Mantine's Modal, its code loaded the first time the dialog opens rather than with the page:
 * the dialog, its focus trap, scroll lock and scroll area are 30 KB gzip that a page asking
 * "are you sure?" or confirming a payment would otherwise download and run before its first
 * view (issue 20). Once opened it stays mounted, so closing still animates and returns focus.
 */
export function ModalOnDemand(props: ModalProps) {
  const [wanted, setWanted] = useState(props.opened);
  if (props.opened && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModal {...props} />
    </Suspense>
  );
}
