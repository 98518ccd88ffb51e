import type { TCreateGradingScheme, TGradingScheme } from '@campusflow/contracts';
import { retakePolicies } from '@campusflow/contracts/grading';
import { nigerianFivePointScheme, validateGradingScheme } from '@campusflow/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { notify, notifyError } from '@/lib/toast.ts';
import { gradingApi, useRefreshGradingSchemes } from './grading-api.ts';

import { LiveExample } from './grading-live-example.tsx';

type Draft = TCreateGradingScheme;
const policyLabels: Record<(typeof retakePolicies)[number], string> = {
  all_attempts: 'Every attempt counts',
  best_attempt: 'Only the best attempt counts',
  latest_attempt: 'Only the latest attempt counts',
};
const blank: Draft = { name: 'New grading scheme', ...nigerianFivePointScheme };

function toDraft(s: TGradingScheme): Draft {
  return {
    name: s.name,
    maxPoint: s.maxPoint,
    bands: s.bands,
    classes: s.classes,
    retakePolicy: s.retakePolicy,
  };
}

/** A grading scheme's name, bands, classes and retake policy, beside a live example. */
export function GradingSchemeEditor(props: {
  scheme: TGradingScheme | null;
  onSaved: (s: TGradingScheme) => void;
}) {
  const refresh = useRefreshGradingSchemes();
  const [draft, setDraft] = useState<Draft>(props.scheme ? toDraft(props.scheme) : blank);
  const locked = (props.scheme?.schoolCount ?? 0) > 0;
  const problems = validateGradingScheme(draft);
  const save = useMutation({
    mutationFn: () =>
      props.scheme
        ? gradingApi.update(props.scheme.id, locked ? { name: draft.name } : draft)
        : gradingApi.create(draft),
    onSuccess: (saved) => {
      notify.success(`${saved.name} has been saved.`);
      void refresh();
      props.onSaved(saved);
    },
    onError: (e) => notifyError(e),
  });
  const copy = useMutation({
    mutationFn: () => gradingApi.copy(props.scheme?.id ?? ''),
    onSuccess: (saved) => {
      notify.success(`${saved.name} is ready to change.`);
      void refresh();
      props.onSaved(saved);
    },
    onError: (e) => notifyError(e),
  });
  const setBand = (i: number, patch: Partial<Draft['bands'][number]>) =>
    setDraft({ ...draft, bands: draft.bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const setClass = (i: number, patch: Partial<Draft['classes'][number]>) =>
    setDraft({
      ...draft,
      classes: draft.classes.map((c, j) => (j === i ? { ...c, ...patch } : c)),
    });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack gap="sm">
        {locked ? (
          <Alert color="blue">
            {props.scheme?.schoolCount} school(s) grade with this scheme, so its rules stay as they
            are. Rename it, or copy it to change the rules.
          </Alert>
        ) : null}
        <Group grow align="flex-start">
          <TextInput
            label="Name"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          />
          <NumberInput
            label="Maximum point"
            min={1}
            max={10}
            value={draft.maxPoint}
            disabled={locked}
            onChange={(v) => setDraft({ ...draft, maxPoint: Number(v) || 0 })}
          />
        </Group>
        <Select
          label="Retaken courses"
          data={retakePolicies.map((p) => ({ value: p, label: policyLabels[p] }))}
          value={draft.retakePolicy}
          disabled={locked}
          onChange={(v) => v && setDraft({ ...draft, retakePolicy: v as Draft['retakePolicy'] })}
        />
        <Title order={3} fz="md" mt="xs">
          Score bands
        </Title>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Grade</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>To</Table.Th>
              <Table.Th>Points</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {draft.bands.map((b, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: unsaved rows have no id; inputs are controlled, so order is all that matters
              <Table.Tr key={i}>
                <Table.Td>
                  <TextInput
                    size="xs"
                    value={b.grade}
                    disabled={locked}
                    aria-label={`Grade ${i + 1}`}
                    onChange={(e) => setBand(i, { grade: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    hideControls
                    miw={56}
                    size="xs"
                    value={b.minScore}
                    disabled={locked}
                    aria-label={`Lowest score for ${b.grade}`}
                    onChange={(v) => setBand(i, { minScore: Number(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    hideControls
                    miw={56}
                    size="xs"
                    value={b.maxScore}
                    disabled={locked}
                    aria-label={`Highest score for ${b.grade}`}
                    onChange={(v) => setBand(i, { maxScore: Number(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    hideControls
                    miw={56}
                    size="xs"
                    value={b.points}
                    disabled={locked}
                    decimalScale={2}
                    aria-label={`Points for ${b.grade}`}
                    onChange={(v) => setBand(i, { points: Number(v) })}
                  />
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    disabled={locked}
                    aria-label={`Remove band ${b.grade}`}
                    onClick={() =>
                      setDraft({ ...draft, bands: draft.bands.filter((_, j) => j !== i) })
                    }
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={locked}
            onClick={() =>
              setDraft({
                ...draft,
                bands: [...draft.bands, { grade: '', minScore: 0, maxScore: 0, points: 0 }],
              })
            }
          >
            Add a band
          </Button>
        </Group>
        <Title order={3} fz="md" mt="xs">
          Classes of degree
        </Title>
        {draft.classes.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: unsaved rows have no id; inputs are controlled, so order is all that matters
          <Group key={i} grow align="flex-end">
            <TextInput
              size="xs"
              label={i === 0 ? 'Class' : undefined}
              value={c.name}
              disabled={locked}
              aria-label={`Class ${i + 1}`}
              onChange={(e) => setClass(i, { name: e.currentTarget.value })}
            />
            <NumberInput
              size="xs"
              label={i === 0 ? 'From CGPA' : undefined}
              value={c.minCgpa}
              decimalScale={2}
              disabled={locked}
              aria-label={`Lowest CGPA for ${c.name}`}
              onChange={(v) => setClass(i, { minCgpa: Number(v) })}
            />
          </Group>
        ))}
        {problems.length > 0 ? (
          <Alert color="red" title="The scheme is not complete">
            {problems.map((p) => (
              <Text key={`${p.path}-${p.message}`} size="sm">
                {p.message}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Group>
          <Button
            onClick={() => save.mutate()}
            loading={save.isPending}
            disabled={problems.length > 0}
          >
            {props.scheme ? 'Save' : 'Create the scheme'}
          </Button>
          {props.scheme ? (
            <Button variant="default" onClick={() => copy.mutate()} loading={copy.isPending}>
              Copy to change
            </Button>
          ) : null}
        </Group>
      </Stack>
      <LiveExample scheme={draft} />
    </SimpleGrid>
  );
}

/** `appadmin/cgpa-formula`: the platform's grading schemes, with a live example. */
