import { Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ModalOnDemand } from '@/components/modal-on-demand.tsx';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before anything that cannot be taken back with one click. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalOnDemand opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Text size="sm">{props.children}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={props.busy}>
          Cancel
        </Button>
        <Button
          color={props.danger ? 'red' : 'blue'}
          onClick={props.onConfirm}
          loading={props.busy}
        >
          {props.confirmLabel}
        </Button>
      </Group>
    </ModalOnDemand>
  );
}

type Suspendable = { name: string; status: string };

/**
 * Asks before suspending an active record or reactivating a suspended one, saying what either
 * does to it (`suspends` / `reactivates`).
 */
export function SuspendDialog<T extends Suspendable>(props: {
  target: T | null;
  busy: boolean;
  suspends: string;
  reactivates: string;
  onConfirm: (target: T) => void;
  onClose: () => void;
}) {
  const { target } = props;
  const suspending = target?.status === 'active';
  return (
    <ConfirmDialog
      opened={!!target}
      title={suspending ? `Suspend ${target?.name}?` : `Reactivate ${target?.name}?`}
      confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
      danger={suspending}
      busy={props.busy}
      onConfirm={() => target && props.onConfirm(target)}
      onClose={props.onClose}
    >
      {suspending ? props.suspends : props.reactivates}
    </ConfirmDialog>
  );
}
