import { type TScoreLine, ZRequestAmendment } from '@campusflow/contracts/results';
import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import * as z from 'zod/mini';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { amendmentsApi, useRefreshAmendments } from '../amendments-api.ts';
import { checkDraft, draftOf } from '../sheet/sheet-drafts.ts';
import { formatAmendedLine } from './amendment-lines.ts';

type Values = { ca: string; exam: string; absent: boolean; reason: string };

const checkReason = zodValidator(z.object({ reason: ZRequestAmendment.shape.reason }));

/**
 * Asks to correct one published line: the line as published, the new CA, exam or ABS (checked
 * and graded as typed, as the server does), and the reason, which is required. The head and
 * then the exam officer approve it before it changes the result.
 */
export function RequestCorrectionDialog(props: {
  sheet: TLecturerScoreSheet;
  line: TScoreLine;
  onClose: () => void;
}) {
  const { sheet, line } = props;
  const refresh = useRefreshAmendments();
  const bands = sheet.scales[sheet.scaleOf[line.enrollmentId] ?? -1];
  const check = (v: Values) => checkDraft(line.enrollmentId, v, sheet, bands);
  const form = useForm<Values>({
    initialValues: { ...draftOf(line), reason: '' },
    validate: (v) => ({ ...check(v).errors, ...checkReason(v) }),
  });
  const send = useFormMutation(form, {
    mutationFn: (v: Values) => {
      const input = check(v).input;
      if (!input) throw new Error('Fix the marked scores first.');
      return amendmentsApi.request(sheet.id, { ...input, reason: v.reason });
    },
    onSuccess: async () => {
      notify.success('Correction requested. The head of department approves it first.');
      props.onClose();
      await refresh();
    },
  });
  const outcome = check(form.values).outcome;
  const who = line.matricNumber ?? line.studentName;
  return (
    <Modal opened onClose={props.onClose} title="Request a correction" centered size="lg">
      <form onSubmit={send.submit}>
        <Stack gap="sm">
          <div>
            <Text fw={600}>
              {line.studentName}
              {line.matricNumber ? ` · ${line.matricNumber}` : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {sheet.code} {sheet.title}
            </Text>
          </div>
          <Text size="sm" data-testid="published-line">
            <Text span c="dimmed">
              Published:{' '}
            </Text>
            {formatAmendedLine(line)}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs">
            <TextInput
              label={`New CA /${sheet.caMax}`}
              inputMode="decimal"
              aria-label={`New CA of ${who}`}
              {...form.getInputProps('ca')}
            />
            <TextInput
              label={`New exam /${sheet.examMax}`}
              inputMode="decimal"
              aria-label={`New exam score of ${who}`}
              disabled={form.values.absent}
              placeholder={form.values.absent ? 'ABS' : undefined}
              {...form.getInputProps('exam')}
              value={form.values.absent ? '' : form.values.exam}
            />
            <Checkbox
              mt={{ base: 0, xs: 30 }}
              label="ABS (missed the exam)"
              checked={form.values.absent}
              onChange={(e) => {
                form.setFieldValue('absent', e.currentTarget.checked);
                form.setFieldValue('exam', '');
              }}
            />
          </SimpleGrid>
          <Text size="sm" data-testid="new-grade">
            <Text span c="dimmed">
              New grade:{' '}
            </Text>
            <Text span fw={700}>
              {outcome ? (outcome.grade ?? '—') : '—'}
            </Text>
            {outcome?.total != null ? ` (total ${outcome.total})` : ''}
          </Text>
          <Textarea
            label="Reason"
            description="Why the published score is wrong; the head and the exam officer read it."
            placeholder="e.g. The exam script was found unmarked after the sheet was published."
            autosize
            minRows={3}
            maxLength={1000}
            withAsterisk
            {...form.getInputProps('reason')}
          />
          {send.error ? <Alert color="red">{send.error}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose} disabled={send.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={send.busy}>
              Send the request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
