import type { TEntranceExam } from '@campusflow/contracts';
import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useRefusedErrors } from '@/lib/use-refused-errors.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { ExamScoreCell, scoreRowErrors, typedScoreErrors } from './exam-score-cell.tsx';
import { ExamScoreUploadModal } from './exam-score-upload-modal.tsx';
import {
  CANDIDATES_PAGE_SIZE,
  candidatesQuery,
  eligibleCountQuery,
  examsApi,
  useRefreshExams,
} from './exams-api.ts';

type Drafts = Record<string, number | ''>;

/** The exam's candidates: found by name or number, scored in place, added, or scored from a file. */
export function ExamCandidatesTable({ exam }: { exam: TEntranceExam }) {
  const refresh = useRefreshExams();
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
  const [errors, setErrors] = useRefusedErrors();
  const [uploading, setUploading] = useState(false);
  const changed = Object.entries(drafts).flatMap(([enrollmentId, score]) =>
    score === '' ? [] : [{ enrollmentId, score }],
  );
  const typedErrors = typedScoreErrors(drafts, exam.maxScore);
  const wrong = Object.keys(typedErrors).length;
  const save = useMutation({
    mutationFn: () => examsApi.saveScores(exam.id, { scores: changed }),
    onSuccess: (result) => {
      notify.success(`${result.saved} score${result.saved === 1 ? '' : 's'} saved.`);
      setDrafts({});
      setErrors({});
      void refresh();
    },
    onError: (e) => {
      setErrors(
        scoreRowErrors(
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
      void refresh();
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
                    <ExamScoreCell
                      candidate={c}
                      max={exam.maxScore}
                      value={drafts[c.enrollmentId]}
                      error={typedErrors[c.enrollmentId] ?? errors[c.enrollmentId]}
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
          onClick={() =>
            wrong
              ? notify.error(
                  `Correct ${wrong === 1 ? 'the score' : `${wrong} scores`} marked in red first.`,
                )
              : save.mutate()
          }
          disabled={changed.length === 0}
          loading={save.isPending}
        >
          {changed.length
            ? `Save ${changed.length} score${changed.length === 1 ? '' : 's'}`
            : 'Save scores'}
        </Button>
      </Group>
      {uploading ? <ExamScoreUploadModal exam={exam} onClose={() => setUploading(false)} /> : null}
    </Card>
  );
}
