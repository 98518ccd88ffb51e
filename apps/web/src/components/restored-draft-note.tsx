import { Alert, Button, Group, Text } from '@mantine/core';
import { keptWhen } from '@/lib/form-draft.ts';
import type { FormDraft } from '@/lib/use-form-draft.ts';

/**
 * Says that a form shows what the user typed before (lib/use-form-draft.ts), not what the server
 * has, and offers to put the server's values back.
 */
export function RestoredDraftNote(props: { draft: Pick<FormDraft, 'restoredAt' | 'discard'> }) {
  const { restoredAt, discard } = props.draft;
  if (restoredAt === null) return null;
  return (
    <Alert color="blue" variant="light" py="xs" role="status" data-testid="restored-draft">
      <Group justify="space-between" gap="xs">
        <Text size="sm">Restored the unsaved changes you made {keptWhen(restoredAt)}.</Text>
        <Button size="xs" variant="default" onClick={discard}>
          Discard
        </Button>
      </Group>
    </Alert>
  );
}
