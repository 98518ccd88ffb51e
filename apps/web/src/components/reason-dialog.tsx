import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';

type Reason = { reason: string };

/**
 * Sends something back (or refuses it) with a reason, which is required (`schema`, the endpoint's contract,
 * says how long): a registration to its student, a score sheet to its lecturer.
 */
export function ReasonDialog(props: {
  title: string;
  intro: ReactNode;
  placeholder: string;
  schema: z.ZodMiniType;
  opened: boolean;
  /** The send button's words: "Return" unless told ("Refuse"). */
  submitLabel?: string;
  onClose: () => void;
  send: (body: Reason) => Promise<unknown>;
  /** After the API accepted it: say so, close, refresh. */
  onSent: () => Promise<unknown>;
}) {
  const form = useForm<Reason>({
    initialValues: { reason: '' },
    validate: zodValidator(props.schema),
  });
  const send = useFormMutation(form, { mutationFn: props.send, onSuccess: props.onSent });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <form onSubmit={send.submit}>
        <Stack gap="sm">
          <Text size="sm">{props.intro}</Text>
          <Textarea
            label="Reason"
            placeholder={props.placeholder}
            autosize
            minRows={3}
            maxLength={500}
            required
            data-autofocus
            {...form.getInputProps('reason')}
          />
          {send.error ? <Alert color="red">{send.error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={send.busy}>
              Cancel
            </Button>
            <Button type="submit" color="orange" loading={send.busy}>
              {props.submitLabel ?? 'Return'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
