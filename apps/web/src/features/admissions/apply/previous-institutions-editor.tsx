import { type TApplication, ZPreviousInstitution } from '@campusflow/contracts/admissions';
import {
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import * as z from 'zod/mini';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { useFormDraft } from '@/lib/use-form-draft.ts';
import { useApplicationChange } from './application-api.ts';
import { isInstitutionsDraft, stepDraftName } from './step-drafts.ts';

type Institution = TApplication['previousInstitutions'][number];
const MAX = 3;
const blank = (): Institution => ({
  name: '',
  qualification: '',
  yearFrom: new Date().getFullYear() - 3,
  yearTo: new Date().getFullYear() - 1,
});

/**
 * Institutions attended before (direct entry: OND, NCE, A level …), at most three, kept as a
 * draft of the application until saved.
 */
export function PreviousInstitutionsEditor(props: {
  application: TApplication;
  onSaved?: () => void;
}) {
  const change = useApplicationChange();
  const locked = props.application.stage !== 'draft';
  const [start] = useState<Institution[]>(() =>
    props.application.previousInstitutions.length
      ? props.application.previousInstitutions
      : [blank()],
  );
  const [rows, setRows] = useState<Institution[]>(start);
  const draft = useFormDraft({
    form: stepDraftName('institutions'),
    recordId: props.application.id,
    version: 1,
    accept: isInstitutionsDraft,
    values: rows,
    serverValues: start,
    restore: setRows,
    enabled: !locked,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const set = (index: number, next: Partial<Institution>) =>
    setRows((all) => all.map((r, i) => (i === index ? { ...r, ...next } : r)));
  const save = () => {
    const checked = z.safeParse(z.array(ZPreviousInstitution), rows);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      setProblem(
        `Institution ${Number(issue?.path[0] ?? 0) + 1}: ${issue?.message ?? 'check it.'}`,
      );
      return;
    }
    if (checked.data.some((r) => r.yearTo < r.yearFrom)) {
      setProblem('The year you left is after the year you started.');
      return;
    }
    setProblem(null);
    change.mutate(
      { kind: 'update', body: { previousInstitutions: checked.data } },
      {
        onSuccess: () => {
          draft.clear();
          props.onSaved?.();
        },
      },
    );
  };
  return (
    <Stack gap="sm">
      <RestoredDraftNote draft={draft} />
      {rows.map((row, index) => (
        <Card key={`institution-${index.toString()}`} withBorder padding="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>Institution {index + 1}</Text>
            {rows.length > 1 && !locked ? (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => setRows((all) => all.filter((_, i) => i !== index))}
              >
                Remove
              </Button>
            ) : null}
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Institution"
              value={row.name}
              disabled={locked}
              onChange={(e) => set(index, { name: e.currentTarget.value })}
            />
            <TextInput
              label="Qualification"
              placeholder="e.g. OND, NCE, IJMB"
              value={row.qualification}
              disabled={locked}
              onChange={(e) => set(index, { qualification: e.currentTarget.value })}
            />
            <NumberInput
              label="From (year)"
              value={row.yearFrom}
              disabled={locked}
              onChange={(v) => set(index, { yearFrom: Number(v) || 0 })}
            />
            <NumberInput
              label="To (year)"
              value={row.yearTo}
              disabled={locked}
              onChange={(v) => set(index, { yearTo: Number(v) || 0 })}
            />
          </SimpleGrid>
        </Card>
      ))}
      {problem ? <Alert color="red">{problem}</Alert> : null}
      {!locked ? (
        <Group gap="xs">
          {rows.length < MAX ? (
            <Button variant="default" onClick={() => setRows((all) => [...all, blank()])}>
              Add an institution
            </Button>
          ) : null}
          <Button loading={change.isPending} onClick={save}>
            Save institutions
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
