import type { TEntranceExam } from '@campusflow/contracts';
import { ZEntranceExamInput } from '@campusflow/contracts/entrance-exams';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { isoToLocalInput, localInputToIso } from '@/lib/datetime-local.ts';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { useFormMutation } from '@/lib/use-form-mutation.ts';
import { zodValidator } from '@/lib/zod-form.ts';
import { ExamProgrammePicker } from './exam-programme-picker.tsx';
import { examsApi, useRefreshExams } from './exams-api.ts';

type Values = {
  title: string;
  programmeIds: string[];
  startsAt: string;
  venue: string;
  durationMinutes: number | '';
  maxScore: number | '';
  passMark: number | '';
};

const bodyOf = (v: Values) => ({ ...v, startsAt: localInputToIso(v.startsAt) ?? '' });
const validate = (v: Values) => zodValidator(ZEntranceExamInput)(bodyOf(v));

const valuesOf = (exam: TEntranceExam | null): Values => ({
  title: exam?.title ?? '',
  programmeIds: exam?.programmes.map((p) => p.id) ?? [],
  startsAt: exam ? isoToLocalInput(exam.startsAt) : '',
  venue: exam?.venue ?? '',
  durationMinutes: exam?.durationMinutes ?? 120,
  maxScore: exam?.maxScore ?? 100,
  passMark: exam?.passMark ?? 50,
});

/** Create an exam (exam = null) or change its details. */
export function ExamFormModal(props: { exam: TEntranceExam | null; onClose: () => void }) {
  const { exam } = props;
  const refresh = useRefreshExams();
  const form = useForm<Values>({ initialValues: valuesOf(exam), validate });
  const save = useFormMutation(form, {
    mutationFn: (values: Values) => {
      const body = bodyOf(values) as Parameters<typeof examsApi.create>[0];
      return exam ? examsApi.update(exam.id, body) : examsApi.create(body);
    },
    onSuccess: (saved) => {
      notify.success(exam ? 'The exam has been saved.' : `${saved.title} has been created.`);
      void refresh();
      props.onClose();
    },
  });
  const { error } = save;
  const maxLocked = exam !== null && exam.scored > 0;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={exam ? 'Edit the exam' : 'New entrance exam'}
      size="lg"
    >
      <form onSubmit={save.submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label="Title" placeholder="Post-UTME 2026" {...form.getInputProps('title')} />
          <ExamProgrammePicker
            value={form.values.programmeIds}
            onChange={(value) => form.setFieldValue('programmeIds', value)}
            error={form.errors.programmeIds}
            known={exam?.programmes ?? []}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Date and time"
              type="datetime-local"
              {...form.getInputProps('startsAt')}
            />
            <NumberInput
              label="Duration (minutes)"
              min={10}
              max={600}
              allowDecimal={false}
              {...form.getInputProps('durationMinutes')}
            />
          </SimpleGrid>
          <TextInput
            label="Venue"
            placeholder="Main Hall, North Campus"
            {...form.getInputProps('venue')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label="Maximum score"
              min={1}
              max={1000}
              allowDecimal={false}
              disabled={maxLocked}
              description={maxLocked ? 'Fixed: scores are recorded out of it.' : undefined}
              {...form.getInputProps('maxScore')}
            />
            <NumberInput
              label="Pass mark"
              min={0}
              allowDecimal={false}
              {...form.getInputProps('passMark')}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.busy}>
              {exam ? 'Save' : 'Create the exam'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
