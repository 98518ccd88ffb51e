import type { TDecisionInput } from '@campusflow/contracts';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';

const words = {
  screening_pass: ['Pass screening', 'Remarks (optional)'],
  screening_fail: ['Fail screening', 'Remarks'],
  offer: ['Offer admission', 'Note (optional)'],
  reject: ['Reject', 'Reason'],
} as const;

/**
 * Asks for the reason of a decision (required for a failure or a rejection) before it is
 * made on a selection of applications.
 */
export function DecisionDialog(props: {
  action: TDecisionInput['action'] | null;
  count?: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const { action } = props;
  const needsReason = action === 'reject' || action === 'screening_fail';
  const [title, label] = action ? words[action] : ['', ''];
  const many = props.count && props.count > 1 ? ` ${props.count} applications` : '';
  return (
    <Modal opened={action !== null} onClose={props.onClose} title={`${title}${many}`} centered>
      <Stack gap="sm">
        <Text size="sm">
          The applicant{many ? 's are' : ' is'} e-mailed, and the decision is recorded in the
          history; a later decision can reverse it.
        </Text>
        <Textarea
          label={label}
          required={needsReason}
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            Cancel
          </Button>
          <Button
            color={needsReason ? 'red' : 'green'}
            loading={props.busy}
            disabled={needsReason && !reason.trim()}
            onClick={() => props.onConfirm(reason.trim())}
          >
            {title}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
