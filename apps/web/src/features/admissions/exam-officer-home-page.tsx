import type { TEntranceExam, TExamProgramme, TProgramme } from '@campusflow/contracts';
import { ZEntranceExamInput } from '@campusflow/contracts/entrance-exams';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { api } from '@/lib/api-client.ts';
import { notify } from '@/lib/toast.ts';
import { useForm } from '@/lib/use-form.ts';
import { toQuery, useSearchState } from '@/lib/use-search-state.ts';
import { serverFieldErrors, zodValidator } from '@/lib/zod-form.ts';
import { EXAMS_PAGE_SIZE, examsApi, examsKey, examsQuery, examWhen } from './exams-api.ts';

type Values = {
  title: string;
  programmeIds: string[];
  startsAt: string;
  venue: string;
  durationMinutes: number | '';
  maxScore: number | '';
  passMark: number | '';
};

/** `datetime-local` text (local time) to an ISO instant, and back. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');
const toLocal = (iso: string) => {
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const bodyOf = (v: Values) => ({ ...v, startsAt: toInstant(v.startsAt) });
const validate = (v: Values) => zodValidator(ZEntranceExamInput)(bodyOf(v));

const valuesOf = (exam: TEntranceExam | null): Values => ({
  title: exam?.title ?? '',
  programmeIds: exam?.programmes.map((p) => p.id) ?? [],
  startsAt: exam ? toLocal(exam.startsAt) : '',
  venue: exam?.venue ?? '',
  durationMinutes: exam?.durationMinutes ?? 120,
  maxScore: exam?.maxScore ?? 100,
  passMark: exam?.passMark ?? 50,
});

const label = (p: { name: string; code: string }) => `${p.name} (${p.code})`;

/** The school's programmes, searched on the server, keeping the labels of those chosen. */
function ProgrammePicker(props: {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  known: TExamProgramme[];
}) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 250);
  const [labels, setLabels] = useState(() => new Map(props.known.map((p) => [p.id, label(p)])));
  const found = useQuery({
    queryKey: ['admissions', 'exam-programmes', q],
    queryFn: ({ signal }) =>
      api<{ items: TProgramme[] }>(
        `/api/v1/academics/programmes?${toQuery({ limit: 100, q, sort: 'name' })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const options = (found.data?.items ?? []).map((p) => ({ value: p.id, label: label(p) }));
  for (const id of props.value) {
    if (!options.some((o) => o.value === id)) {
      options.unshift({ value: id, label: labels.get(id) ?? 'Programme' });
    }
  }
  return (
    <MultiSelect
      label="Programmes"
      description="Applicants to these programmes sit this exam."
      placeholder={props.value.length ? undefined : 'Search programmes'}
      data={options}
      value={props.value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching…' : 'Nothing matches'}
      error={props.error}
      onChange={(value) => {
        setLabels((prev) => {
          const next = new Map(prev);
          for (const o of options) next.set(o.value, o.label);
          return next;
        });
        props.onChange(value);
      }}
    />
  );
}

/** Create an exam (exam = null) or change its details. */
export function ExamFormModal(props: { exam: TEntranceExam | null; onClose: () => void }) {
  const { exam } = props;
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ initialValues: valuesOf(exam), validate });
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = bodyOf(values) as Parameters<typeof examsApi.create>[0];
      return exam ? examsApi.update(exam.id, body) : examsApi.create(body);
    },
    onSuccess: (saved) => {
      notify.success(exam ? 'The exam has been saved.' : `${saved.title} has been created.`);
      void queryClient.invalidateQueries({ queryKey: examsKey });
      props.onClose();
    },
    onError: (e) => {
      form.setErrors(serverFieldErrors(e));
      setError(e.message);
    },
  });
  const maxLocked = exam !== null && exam.scored > 0;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={exam ? 'Edit the exam' : 'New entrance exam'}
      size="lg"
    >
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red">{error}</Alert> : null}
          <TextInput label="Title" placeholder="Post-UTME 2026" {...form.getInputProps('title')} />
          <ProgrammePicker
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
            <Button type="submit" loading={save.isPending}>
              {exam ? 'Save' : 'Create the exam'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function ExamStatusBadge(props: { status: TEntranceExam['status'] }) {
  return props.status === 'published' ? (
    <Badge color="green" variant="light">
      published
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      draft
    </Badge>
  );
}

const examPath = (id: string) => `/dashboard/examOfficer/entrance-exam/${id}`;

/** `examOfficer`: the entrance exams of the school, and a new one. */
export function ExamOfficerHomePage() {
  const { page, set } = useSearchState([] as const);
  const [creating, setCreating] = useState(false);
  const exams = useQuery(examsQuery(page));
  return (
    <Stack gap="md">
      <PageHeader
        title="Examinations"
        description="Entrance exams: candidates, exam numbers, scores and their publication."
        actions={<Button onClick={() => setCreating(true)}>New exam</Button>}
      />
      <QueryState
        query={exams}
        isEmpty={(d) => d.total === 0}
        empty='No entrance exams yet. Create one with "New exam", then add the applicants who paid the entrance fee.'
      >
        {(data) => (
          <PagedTable
            minWidth={300}
            highlightOnHover
            verticalSpacing="xs"
            page={page}
            limit={EXAMS_PAGE_SIZE}
            total={data.total}
            onPage={(p) => set({ page: p })}
            data-testid="entrance-exams"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Exam</Table.Th>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th visibleFrom="md">Venue</Table.Th>
                <Table.Th ta="right">Scored</Table.Th>
                <Table.Th visibleFrom="xs">Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Anchor component={Link} to={examPath(e.id)} fw={500} size="sm">
                      {e.title}
                    </Anchor>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {e.programmes.map((p) => p.name).join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      {examWhen(e.startsAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{examWhen(e.startsAt)}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{e.venue}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">
                      {e.scored} / {e.candidates}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    <ExamStatusBadge status={e.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      <Text size="sm" c="dimmed">
        Course result sheets awaiting publication will appear here with the results part of the
        product.
      </Text>
      {creating ? <ExamFormModal exam={null} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
