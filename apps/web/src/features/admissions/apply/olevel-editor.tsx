import {
  examBodies,
  olevelGrades,
  type TOlevelSitting,
  ZOlevelSitting,
} from '@campusflow/contracts/admissions';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import * as z from 'zod/mini';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { isOlevelDraft, stepDraftName } from './step-drafts.ts';

const commonSubjects = [
  'English Language',
  'Mathematics',
  'Physics',
  'Chemistry',
  'Biology',
  'Agricultural Science',
  'Further Mathematics',
  'Economics',
  'Government',
  'Geography',
  'Literature in English',
  'Christian Religious Studies',
  'Islamic Religious Studies',
  'Civic Education',
  'Commerce',
  'Financial Accounting',
  'Technical Drawing',
  'Computer Studies',
  'Data Processing',
  'History',
  'Yoruba',
  'Igbo',
  'Hausa',
  'French',
  'Fine Art',
];

const blankSitting = (): TOlevelSitting => ({
  examBody: 'WAEC',
  year: new Date().getFullYear() - 1,
  examNumber: '',
  subjects: [
    { subject: 'English Language', grade: 'C6' },
    { subject: 'Mathematics', grade: 'C6' },
  ],
});

const ZSittings = z.array(ZOlevelSitting);

/**
 * Up to two O'level sittings (exam body, year, number, nine subjects with grades), kept as a
 * draft of the application (`applicationId`) until saved: `onSave` calls `saved` on success.
 */
export function OlevelEditor(props: {
  applicationId: string;
  value: TOlevelSitting[];
  saving: boolean;
  disabled?: boolean;
  onSave: (sittings: TOlevelSitting[], saved: () => void) => void;
}) {
  const [start] = useState(() => (props.value.length ? props.value : [blankSitting()]));
  const [sittings, setSittings] = useState<TOlevelSitting[]>(start);
  const draft = useFormDraft({
    form: stepDraftName('olevel'),
    recordId: props.applicationId,
    version: 1,
    accept: isOlevelDraft,
    values: sittings,
    serverValues: start,
    restore: setSittings,
    enabled: !props.disabled,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const change = (index: number, next: Partial<TOlevelSitting>) =>
    setSittings((all) => all.map((s, i) => (i === index ? { ...s, ...next } : s)));

  const save = () => {
    const checked = z.safeParse(ZSittings, sittings);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const where = issue?.path[0] === undefined ? '' : `Sitting ${Number(issue.path[0]) + 1}: `;
      setProblem(`${where}${issue?.message ?? 'Check the results.'}`);
      return;
    }
    setProblem(null);
    props.onSave(checked.data, draft.clear);
  };

  return (
    <Stack gap="md">
      <RestoredDraftNote draft={draft} />
      {sittings.map((sitting, index) => (
        <Card key={`sitting-${index.toString()}`} withBorder padding="sm">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>Sitting {index + 1}</Text>
              {sittings.length > 1 && !props.disabled ? (
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  onClick={() => setSittings((all) => all.filter((_, i) => i !== index))}
                >
                  Remove sitting
                </Button>
              ) : null}
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
              <Select
                label="Exam body"
                data={[...examBodies]}
                value={sitting.examBody}
                allowDeselect={false}
                disabled={props.disabled}
                onChange={(v) => v && change(index, { examBody: v as TOlevelSitting['examBody'] })}
              />
              <NumberInput
                label="Year"
                value={sitting.year}
                min={1980}
                max={new Date().getFullYear() + 1}
                disabled={props.disabled}
                onChange={(v) => change(index, { year: Number(v) || 0 })}
              />
              <TextInput
                label="Exam number"
                value={sitting.examNumber}
                disabled={props.disabled}
                onChange={(e) => change(index, { examNumber: e.currentTarget.value })}
              />
            </SimpleGrid>
            {sitting.subjects.map((row, rowIndex) => (
              <Group key={`subject-${rowIndex.toString()}`} gap="xs" wrap="nowrap" align="flex-end">
                <Autocomplete
                  aria-label={`Subject ${rowIndex + 1}`}
                  placeholder="Subject"
                  data={commonSubjects}
                  value={row.subject}
                  disabled={props.disabled}
                  style={{ flex: 1, minWidth: 0 }}
                  onChange={(v) =>
                    change(index, {
                      subjects: sitting.subjects.map((s, i) =>
                        i === rowIndex ? { ...s, subject: v } : s,
                      ),
                    })
                  }
                />
                <Select
                  aria-label={`Grade ${rowIndex + 1}`}
                  data={[...olevelGrades]}
                  value={row.grade}
                  allowDeselect={false}
                  disabled={props.disabled}
                  w={80}
                  onChange={(v) =>
                    v &&
                    change(index, {
                      subjects: sitting.subjects.map((s, i) =>
                        i === rowIndex ? { ...s, grade: v as (typeof olevelGrades)[number] } : s,
                      ),
                    })
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove subject ${rowIndex + 1}`}
                  disabled={props.disabled}
                  mb={4}
                  onClick={() =>
                    change(index, { subjects: sitting.subjects.filter((_, i) => i !== rowIndex) })
                  }
                >
                  ×
                </ActionIcon>
              </Group>
            ))}
            {sitting.subjects.length < 9 && !props.disabled ? (
              <Button
                variant="light"
                size="xs"
                w="fit-content"
                onClick={() =>
                  change(index, {
                    subjects: [...sitting.subjects, { subject: '', grade: 'C6' }],
                  })
                }
              >
                Add subject
              </Button>
            ) : null}
          </Stack>
        </Card>
      ))}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {!props.disabled ? (
        <Group gap="xs">
          {sittings.length < 2 ? (
            <Button
              variant="default"
              onClick={() => setSittings((all) => [...all, blankSitting()])}
            >
              Add a second sitting
            </Button>
          ) : null}
          <Button loading={props.saving} onClick={save}>
            Save results
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
