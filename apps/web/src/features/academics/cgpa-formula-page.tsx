import type { TCreateGradingScheme, TGradingScheme } from '@campusflow/contracts';
import { retakePolicies } from '@campusflow/contracts/grading';
import {
  classOfDegree,
  formatGradePoint,
  type GradingScheme,
  gpa,
  gradeFor,
  nigerianFivePointScheme,
  validateGradingScheme,
} from '@campusflow/domain';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  NavLink,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { gradingApi, gradingSchemesQuery, useRefreshGradingSchemes } from './grading-api.ts';

type Draft = TCreateGradingScheme;
const policyLabels: Record<(typeof retakePolicies)[number], string> = {
  all_attempts: 'Every attempt counts',
  best_attempt: 'Only the best attempt counts',
  latest_attempt: 'Only the latest attempt counts',
};
const blank: Draft = { name: 'New grading scheme', ...nigerianFivePointScheme };
const sampleCourses = [
  { code: 'CSC 201', units: 3, score: 72 },
  { code: 'MTH 201', units: 3, score: 64 },
  { code: 'PHY 201', units: 2, score: 47 },
  { code: 'GST 201', units: 2, score: 55 },
  { code: 'STA 201', units: 3, score: 38 },
];

function toDraft(s: TGradingScheme): Draft {
  return {
    name: s.name,
    maxPoint: s.maxPoint,
    bands: s.bands,
    classes: s.classes,
    retakePolicy: s.retakePolicy,
  };
}

/** Scores in, grades, GPA and class of degree out: the same rules the results use. */
function LiveExample({ scheme }: { scheme: GradingScheme }) {
  const [courses, setCourses] = useState(sampleCourses);
  const valid = validateGradingScheme(scheme).length === 0;
  const result = valid ? gpa(courses, scheme) : null;
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="md" mb="xs">
        Live example
      </Title>
      {!valid ? (
        <Text size="sm" c="dimmed">
          Fix the scheme to see grades.
        </Text>
      ) : (
        <>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Course</Table.Th>
                <Table.Th>Units</Table.Th>
                <Table.Th>Score</Table.Th>
                <Table.Th>Grade</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {courses.map((c, i) => {
                const g = gradeFor(Math.min(100, Math.max(0, c.score)), scheme);
                return (
                  <Table.Tr key={c.code}>
                    <Table.Td>{c.code}</Table.Td>
                    <Table.Td>{c.units}</Table.Td>
                    <Table.Td w={90}>
                      <NumberInput
                        size="xs"
                        min={0}
                        max={100}
                        value={c.score}
                        aria-label={`Score in ${c.code}`}
                        onChange={(v) =>
                          setCourses(
                            courses.map((x, j) => (j === i ? { ...x, score: Number(v) || 0 } : x)),
                          )
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {g.grade} ({g.points})
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group mt="sm" gap="lg">
            <Text size="sm">
              GPA <strong data-testid="example-gpa">{formatGradePoint(result?.gpa ?? null)}</strong>
            </Text>
            <Text size="sm">
              Class{' '}
              <strong data-testid="example-class">
                {classOfDegree(result?.gpa ?? 0, scheme) ?? 'No class'}
              </strong>
            </Text>
          </Group>
        </>
      )}
    </Card>
  );
}

function Editor(props: { scheme: TGradingScheme | null; onSaved: (s: TGradingScheme) => void }) {
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
export function CgpaFormulaPage() {
  const schemes = useQuery(gradingSchemesQuery());
  const [selected, setSelected] = useState<string | 'new' | null>(null);
  return (
    <Stack gap="md">
      <PageHeader
        title="CGPA formula"
        description="Grading schemes: score bands, grade points and classes of degree. Each school chooses one per entry year."
        actions={<Button onClick={() => setSelected('new')}>New scheme</Button>}
      />
      <QueryState
        query={schemes}
        isEmpty={(d) => d.items.length === 0 && selected !== 'new'}
        empty="No grading schemes yet. Create one with “New scheme”: it starts as the national 5-point scale."
      >
        {(data) => {
          const current =
            selected === 'new'
              ? null
              : (data.items.find((s) => s.id === selected) ?? data.items[0] ?? null);
          return (
            <Grid>
              <Grid.Col span={{ base: 12, md: 3 }}>
                <Card withBorder padding="xs">
                  {data.items.map((s) => (
                    <NavLink
                      key={s.id}
                      label={s.name}
                      description={`${s.maxPoint}-point`}
                      active={selected !== 'new' && current?.id === s.id}
                      onClick={() => setSelected(s.id)}
                      rightSection={
                        s.schoolCount > 0 ? <Badge size="xs">{s.schoolCount}</Badge> : null
                      }
                    />
                  ))}
                </Card>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 9 }}>
                <Editor
                  key={selected === 'new' ? 'new' : (current?.id ?? 'none')}
                  scheme={selected === 'new' ? null : current}
                  onSaved={(s) => setSelected(s.id)}
                />
              </Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </Stack>
  );
}
