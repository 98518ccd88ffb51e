import type { TCandidate, TEntranceExam, TScoreUploadResult } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  FileInput,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { ExamFormModal, ExamStatusBadge } from './exam-officer-home-page.tsx';
import {
  CANDIDATES_PAGE_SIZE,
  candidatesQuery,
  eligibleCountQuery,
  examQuery,
  examsApi,
  examsKey,
  examWhen,
} from './exams-api.ts';

function Fact(props: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="sm">{props.children}</Text>
    </div>
  );
}

/** Problems listed at most; a file with more is fixed and checked again. */
const PROBLEMS_SHOWN = 100;

/** Every bad row as one line ("Line 4 · score: Above the maximum …"): readable on a phone. */
function ProblemList({ result }: { result: TScoreUploadResult }) {
  const more = result.problems.length - PROBLEMS_SHOWN;
  return (
    <ScrollArea.Autosize mah={240} type="auto">
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {result.problems.slice(0, PROBLEMS_SHOWN).map((p) => (
          <Text component="li" size="sm" key={`${p.line}-${p.column}-${p.reason}`}>
            <b>Line {p.line}</b> · {p.column}: {p.reason}
          </Text>
        ))}
        {more > 0 ? (
          <Text component="li" size="sm" fs="italic">
            …and {more} more. Fix these and check the file again.
          </Text>
        ) : null}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** Scores from a file: checked first (nothing written), then imported after a confirmation. */
function UploadScoresModal(props: { exam: TEntranceExam; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TScoreUploadResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: (dryRun: boolean) =>
      file
        ? examsApi.uploadScores(props.exam.id, file, dryRun)
        : Promise.reject(new Error('Choose a CSV or XLSX file.')),
    onSuccess: (result) => {
      setConfirming(false);
      setChecked(result);
      if (!result.dryRun && result.imported > 0) {
        notify.success(`${result.imported} score${result.imported === 1 ? '' : 's'} imported.`);
        void queryClient.invalidateQueries({ queryKey: examsKey });
        props.onClose();
      }
    },
    onError: (e) => {
      setConfirming(false);
      notifyError(e);
    },
  });
  const ready = checked !== null && checked.problems.length === 0 && checked.valid > 0;
  return (
    <Modal opened onClose={props.onClose} title="Upload scores" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          A CSV or Excel (.xlsx) file with the columns <b>examNumber</b> and <b>score</b> (0 to{' '}
          {props.exam.maxScore}). A blank score leaves the candidate as they are.{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void examsApi.downloadTemplate(props.exam.id).catch(notifyError)}
          >
            Download the candidates’ list to fill in
          </Anchor>
        </Text>
        <FileInput
          label="File"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          value={file}
          onChange={(f) => {
            setFile(f);
            setChecked(null);
          }}
          clearable
        />
        {checked === null ? null : checked.problems.length === 0 ? (
          <Alert color="green" title="The file is ready">
            {checked.valid} of {checked.rows} rows have a score to import. Nothing has been written
            yet.
          </Alert>
        ) : (
          <Alert
            color="red"
            title={`${checked.problems.length} problem(s) in ${checked.rows} rows; nothing has been imported`}
          >
            <ProblemList result={checked} />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            variant="light"
            onClick={() => send.mutate(true)}
            disabled={!file}
            loading={send.isPending && send.variables === true}
          >
            Check the file
          </Button>
          <Button onClick={() => setConfirming(true)} disabled={!ready}>
            Import scores
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Import the scores?"
        confirmLabel={`Import ${checked?.valid ?? 0} scores`}
        busy={send.isPending}
        onConfirm={() => send.mutate(false)}
        onClose={() => setConfirming(false)}
      >
        Each first score moves the application to the entrance exam stage and tells the applicant by
        e-mail. Changed scores are corrected and recorded in the audit log.
      </ConfirmDialog>
    </Modal>
  );
}

type Drafts = Record<string, number | ''>;

/** Row errors of a rejected save: `body.scores.3.score` belongs to the fourth score sent. */
function rowErrors(error: unknown, sent: string[]): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<string, string> = {};
  for (const e of error.fieldErrors) {
    const index = /^body\.scores\.(\d+)\./.exec(e.field)?.[1];
    const id = index === undefined ? undefined : sent[Number(index)];
    if (id) found[id] = e.message.replace(/^[^:]+: /, '');
  }
  return found;
}

function ScoreCell(props: {
  candidate: TCandidate;
  max: number;
  value: number | '' | undefined;
  error?: string;
  onChange: (value: number | '') => void;
}) {
  const c = props.candidate;
  return (
    <NumberInput
      size="xs"
      w={76}
      min={0}
      max={props.max}
      decimalScale={2}
      hideControls
      aria-label={`Score of ${c.examNumber}`}
      value={props.value ?? c.score ?? ''}
      error={props.error}
      onChange={(v) => props.onChange(typeof v === 'number' ? v : '')}
    />
  );
}

function Candidates({ exam }: { exam: TEntranceExam }) {
  const queryClient = useQueryClient();
  const { values, page, set } = useSearchState(['q', 'scored'] as const);
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (q.trim() !== values.q) set({ q: q.trim() });
  }, [q]);
  const candidates = useQuery(
    candidatesQuery(exam.id, { q: values.q, scored: values.scored, page }),
  );
  const eligible = useQuery(eligibleCountQuery(exam.id, exam.status === 'draft'));
  const [drafts, setDrafts] = useState<Drafts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const changed = Object.entries(drafts).flatMap(([enrollmentId, score]) =>
    score === '' ? [] : [{ enrollmentId, score }],
  );
  const save = useMutation({
    mutationFn: () => examsApi.saveScores(exam.id, { scores: changed }),
    onSuccess: (result) => {
      notify.success(`${result.saved} score${result.saved === 1 ? '' : 's'} saved.`);
      setDrafts({});
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: examsKey });
    },
    onError: (e) => {
      setErrors(
        rowErrors(
          e,
          changed.map((c) => c.enrollmentId),
        ),
      );
      notifyError(e);
    },
  });
  const add = useMutation({
    mutationFn: () => examsApi.addEligible(exam.id),
    onSuccess: ({ added }) => {
      notify.success(
        added ? `${added} candidate${added === 1 ? '' : 's'} added.` : 'Nobody new to add.',
      );
      void queryClient.invalidateQueries({ queryKey: examsKey });
    },
    onError: (e) => notifyError(e),
  });
  const waiting = eligible.data?.count ?? 0;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="lg">
          Candidates ({exam.candidates})
        </Title>
        <Group gap="xs">
          {exam.status === 'draft' ? (
            <Button
              variant="light"
              onClick={() => add.mutate()}
              loading={add.isPending}
              disabled={waiting === 0}
            >
              Add eligible candidates{eligible.data ? ` (${waiting})` : ''}
            </Button>
          ) : null}
          <Button
            variant="light"
            onClick={() => setUploading(true)}
            disabled={exam.candidates === 0}
          >
            Upload scores
          </Button>
        </Group>
      </Group>
      {exam.status === 'draft' ? (
        <Text size="sm" c="dimmed" mb="sm">
          Eligible: applicants to these programmes who are waiting for the exam and have paid the
          entrance fee. Each gets an exam number and can print an exam slip.
        </Text>
      ) : null}
      <Group gap="xs" mb="sm" align="flex-end">
        <TextInput
          placeholder="Name, exam number or JAMB number"
          aria-label="Find a candidate"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          size="xs"
          value={values.scored || 'all'}
          onChange={(v) => set({ scored: v === 'all' ? null : v })}
          data={[
            { value: 'all', label: 'All' },
            { value: 'no', label: 'Not scored' },
            { value: 'yes', label: 'Scored' },
          ]}
        />
      </Group>
      <QueryState
        query={candidates}
        isEmpty={(d) => d.total === 0}
        empty={
          exam.candidates === 0
            ? 'No candidates yet. Add the eligible applicants to give them exam numbers.'
            : 'No candidate matches this search.'
        }
      >
        {(data) => (
          <PagedTable
            minWidth={280}
            verticalSpacing={6}
            page={page}
            limit={CANDIDATES_PAGE_SIZE}
            total={data.total}
            onPage={(p) => set({ page: p })}
            data-testid="candidates"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Candidate</Table.Th>
                <Table.Th visibleFrom="sm">Programme</Table.Th>
                <Table.Th>Score / {exam.maxScore}</Table.Th>
                <Table.Th visibleFrom="xs">Result</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {c.examNumber}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {c.applicantName}
                      {c.jambNo ? ` · ${c.jambNo}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{c.programmeName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <ScoreCell
                      candidate={c}
                      max={exam.maxScore}
                      value={drafts[c.enrollmentId]}
                      error={errors[c.enrollmentId]}
                      onChange={(v) => setDrafts((d) => ({ ...d, [c.enrollmentId]: v }))}
                    />
                  </Table.Td>
                  <Table.Td visibleFrom="xs">
                    {c.passed === null ? (
                      <Text size="xs" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <Badge size="sm" variant="light" color={c.passed ? 'green' : 'red'}>
                        {c.passed ? 'pass' : 'fail'}
                      </Badge>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      <Group justify="flex-end" mt="sm">
        {changed.length ? (
          <Button variant="default" onClick={() => setDrafts({})} disabled={save.isPending}>
            Discard
          </Button>
        ) : null}
        <Button
          onClick={() => save.mutate()}
          disabled={changed.length === 0}
          loading={save.isPending}
        >
          {changed.length
            ? `Save ${changed.length} score${changed.length === 1 ? '' : 's'}`
            : 'Save scores'}
        </Button>
      </Group>
      {uploading ? <UploadScoresModal exam={exam} onClose={() => setUploading(false)} /> : null}
    </Card>
  );
}

/** `examOfficer/entrance-exam/:id`: an exam's details, candidates, scores and publication. */
export function EntranceExamPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const exam = useQuery(examQuery(id));
  const [editing, setEditing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const publish = useMutation({
    mutationFn: () => examsApi.publish(id),
    onSuccess: () => {
      notify.success('The scores are published; applicants can see them now.');
      setPublishing(false);
      void queryClient.invalidateQueries({ queryKey: examsKey });
    },
    onError: (e) => {
      setPublishing(false);
      notifyError(e);
    },
  });
  return (
    <QueryState query={exam} isEmpty={() => false} empty={null}>
      {(e) => (
        <Stack gap="md">
          <PageHeader
            title={e.title}
            description={`${e.sessionName} · ${examWhen(e.startsAt)} · ${e.venue}`}
            actions={
              <>
                <Button
                  variant="default"
                  onClick={() => setEditing(true)}
                  disabled={e.status === 'published'}
                >
                  Edit
                </Button>
                <Button
                  color="green"
                  onClick={() => setPublishing(true)}
                  disabled={e.status === 'published' || e.scored === 0}
                >
                  Publish scores
                </Button>
              </>
            }
          />
          <Card withBorder padding="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
              <Fact label="Status">
                <ExamStatusBadge status={e.status} />
              </Fact>
              <Fact label="Duration">{e.durationMinutes} minutes</Fact>
              <Fact label="Pass mark">
                {e.passMark} of {e.maxScore}
              </Fact>
              <Fact label="Scored">
                {e.scored} of {e.candidates} · {e.passed} passed
              </Fact>
            </SimpleGrid>
            <Text size="sm" mt="md">
              <Text span c="dimmed" size="sm">
                Programmes:{' '}
              </Text>
              {e.programmes.map((p) => p.name).join(', ')}
            </Text>
            {e.status === 'published' ? (
              <Text size="sm" c="dimmed" mt="xs">
                Published {examWhen(e.publishedAt ?? e.updatedAt)}. The details no longer change;
                scores can still be corrected, and each correction is audited.
              </Text>
            ) : null}
          </Card>
          <Candidates exam={e} />
          {editing ? <ExamFormModal exam={e} onClose={() => setEditing(false)} /> : null}
          <ConfirmDialog
            opened={publishing}
            title="Publish the scores?"
            confirmLabel="Publish scores"
            busy={publish.isPending}
            onConfirm={() => publish.mutate()}
            onClose={() => setPublishing(false)}
          >
            {e.candidates - e.scored > 0
              ? `${e.candidates - e.scored} candidate(s) have no score yet. `
              : ''}
            The applicants will see their scores, and the exam’s details will no longer change.
          </ConfirmDialog>
        </Stack>
      )}
    </QueryState>
  );
}
