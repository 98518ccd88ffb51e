import { Alert, Button, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FormDraft } from '@/lib/use-form-draft.ts';
import { keptWhen } from './kept-when.ts';

/**
 * Says that a form shows what the user typed before (lib/use-form-draft.ts), not what the server
 * has, and offers to put the server's values back; `children` are a form's other actions on it.
 */
export function RestoredDraftNote(props: {
  draft: Pick<FormDraft, 'restoredAt' | 'discard'>;
  children?: ReactNode;
}) {
  const { restoredAt, discard } = props.draft;
  if (restoredAt === null) return null;
  return (
    <Alert color="blue" variant="light" py="xs" role="status" data-testid="restored-draft">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Restored the unsaved changes you made {keptWhen(restoredAt)}.</Text>
        <Group gap="xs">
          {props.children}
          <Button size="xs" variant="default" onClick={discard}>
            Discard
          </Button>
        </Group>
      </Group>
    </Alert>
  );
}
