import type { THostelBlock } from '@campusflow/contracts';
import { ZUpdateHostelBlock } from '@campusflow/contracts/hostel-structure';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { RowMenu } from '@/components/row-menu.tsx';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { plural } from './bed-labels.ts';
import { structureApi, useRefreshHostels, useStructureChange } from './structure-api.ts';

function RenameBlockDialog(props: { block: THostelBlock; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: props.block.name },
    validate: zodValidator(ZUpdateHostelBlock),
  });
  const refresh = useRefreshHostels();
  const save = useFormMutation(form, {
    mutationFn: (v: { name: string }) => structureApi.renameBlock(props.block.id, v),
    onSuccess: async (block) => {
      notify.success(`The block is now ${block.name}.`);
      props.onClose();
      await refresh();
    },
  });
  return (
    <Modal opened onClose={props.onClose} title={`Rename ${props.block.name}`} centered>
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {save.error ? (
            <Alert color="red" role="alert">
              {save.error}
            </Alert>
          ) : null}
          <TextInput label="Block name" data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The hostel's blocks as cards with their rooms and bed spaces; a card filters the rooms to
 * its block, its menu renames or deletes it (an empty block only).
 */
export function BlocksBar(props: {
  blocks: THostelBlock[];
  selected: string | null;
  onSelect: (blockId: string | null) => void;
}) {
  const [renaming, setRenaming] = useState<THostelBlock | null>(null);
  const [deleting, setDeleting] = useState<THostelBlock | null>(null);
  const remove = useStructureChange(
    (block: THostelBlock) => structureApi.deleteBlock(block.id),
    (_, block) => `${block.name} has been deleted.`,
    () => {
      if (deleting?.id === props.selected) props.onSelect(null);
      setDeleting(null);
    },
  );
  if (props.blocks.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="nowrap" style={{ overflowX: 'auto' }} pb={4}>
        {props.blocks.map((block) => {
          const active = block.id === props.selected;
          return (
            <Paper
              key={block.id}
              withBorder
              p="xs"
              radius="md"
              miw={150}
              bg={active ? 'var(--mantine-color-blue-light)' : undefined}
              style={{ borderColor: active ? 'var(--mantine-color-blue-filled)' : undefined }}
            >
              <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
                <UnstyledButton
                  onClick={() => props.onSelect(active ? null : block.id)}
                  aria-pressed={active}
                >
                  <Text size="sm" fw={600}>
                    {block.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {plural(block.roomCount, 'room')} · {plural(block.bedCount, 'bed')}
                  </Text>
                </UnstyledButton>
                <RowMenu
                  label={block.name}
                  actions={[
                    { label: 'Rename', onClick: () => setRenaming(block) },
                    { label: 'Delete', onClick: () => setDeleting(block), danger: true },
                  ]}
                />
              </Group>
            </Paper>
          );
        })}
      </Group>
      {renaming ? <RenameBlockDialog block={renaming} onClose={() => setRenaming(null)} /> : null}
      <ConfirmDialog
        opened={!!deleting}
        title={`Delete ${deleting?.name}?`}
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      >
        Only a block without rooms can be deleted: delete its rooms first.
      </ConfirmDialog>
    </>
  );
}
