import type { TBedSpaceStatus } from '@campusflow/contracts';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { bedStatusLabels, bedStatusOptions, plural } from './bed-labels.ts';
import { structureApi, useStructureChange } from './structure-api.ts';

/** What a status change names: bed spaces one by one, or every bed of some rooms. */
export type BedSelection =
  | { kind: 'beds'; ids: string[]; beds: number }
  | { kind: 'rooms'; ids: string[]; beds: number };

const explanations: Record<TBedSpaceStatus, string> = {
  available: 'Students can be given these bed spaces again.',
  reserved: 'Kept back from applications: only you can place a student in a reserved bed space.',
  out_of_order: 'Nobody can be placed in these bed spaces until you make them available again.',
};

/**
 * Asks which status to set on the selection and confirms it in the same step. The server
 * refuses to reserve or close a bed a student holds or occupies, and then changes nothing.
 */
export function BedStatusDialog(props: {
  selection: BedSelection;
  onClose: () => void;
  onDone: () => void;
}) {
  const { selection } = props;
  const [status, setStatus] = useState<TBedSpaceStatus>('out_of_order');
  const change = useStructureChange(
    () =>
      structureApi.setBedStatus(
        selection.kind === 'beds'
          ? { bedIds: selection.ids, status }
          : { roomIds: selection.ids, status },
      ),
    (result) =>
      `${plural(result.updated, 'bed space')} marked ${bedStatusLabels[status].toLowerCase()}.`,
    props.onDone,
  );
  const what =
    selection.kind === 'rooms'
      ? `${plural(selection.beds, 'bed space')} in ${plural(selection.ids.length, 'room')}`
      : plural(selection.beds, 'bed space');
  return (
    <Modal opened onClose={props.onClose} title="Set the status of bed spaces" centered>
      <Stack gap="md">
        <Radio.Group value={status} onChange={(v) => setStatus(v as TBedSpaceStatus)}>
          <Stack gap="xs">
            {bedStatusOptions.map((option) => (
              <Radio
                key={option.value}
                value={option.value}
                label={option.label}
                description={explanations[option.value]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" fw={500}>
          {what} will be marked {bedStatusLabels[status].toLowerCase()}.
        </Text>
        {status !== 'available' ? (
          <Text size="xs" c="dimmed">
            A bed space a student holds or occupies cannot be reserved or put out of order: if one
            is among them, nothing is changed.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            color={status === 'out_of_order' ? 'red' : 'blue'}
            loading={change.isPending}
            onClick={() => change.mutate(undefined)}
          >
            Mark {bedStatusLabels[status].toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
