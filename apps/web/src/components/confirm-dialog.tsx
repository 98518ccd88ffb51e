import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

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
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
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
    </Modal>
  );
}
