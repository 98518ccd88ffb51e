import type { TReturnRegistration } from '@campusflow/contracts';
import { ZReturnRegistration } from '@campusflow/contracts/registration-review';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { reviewApi, useRefreshReview } from '../review-api.ts';

const validate = zodValidator(ZReturnRegistration);

/** Asks the head why the registration goes back to the student; the reason is required. */
export function ReturnDialog(props: {
  registrationId: string;
  studentName: string;
  opened: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshReview();
  const form = useForm<TReturnRegistration>({ initialValues: { reason: '' }, validate });
  const send = useFormMutation(form, {
    mutationFn: (body: TReturnRegistration) => reviewApi.giveBack(props.registrationId, body),
    onSuccess: async () => {
      notify.success('Registration returned to the student.');
      props.onClose();
      await refresh();
    },
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Return to the student" centered>
      <form onSubmit={send.submit}>
        <Stack gap="sm">
          <Text size="sm">
            {props.studentName} will see your reason on the course registration page and by e-mail,
            change the courses and submit again.
          </Text>
          <Textarea
            label="Reason"
            placeholder="e.g. Add CSC 105; drop one elective to stay within 24 units."
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
              Return
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
