import { formatDateTime } from '@campusflow/contracts/format';
import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { ExamCandidatesTable } from './exam-candidates-table.tsx';
import { ExamFormModal } from './exam-form-modal.tsx';
import { ExamStatusBadge } from './exam-status-badge.tsx';
import { examQuery, examsApi, useRefreshExams } from './exams-api.ts';

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

/** `examOfficer/entrance-exam/:id`: an exam's details, candidates, scores and publication. */
export function EntranceExamPage() {
  const { id = '' } = useParams();
  const refresh = useRefreshExams();
  const exam = useQuery(examQuery(id));
  const [editing, setEditing] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const publish = useMutation({
    mutationFn: () => examsApi.publish(id),
    onSuccess: () => {
      notify.success('The scores are published; applicants can see them now.');
      setPublishing(false);
      void refresh();
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
            description={`${e.sessionName} · ${formatDateTime(e.startsAt)} · ${e.venue}`}
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
                Published {formatDateTime(e.publishedAt ?? e.updatedAt)}. The details no longer
                change; scores can still be corrected, and each correction is audited.
              </Text>
            ) : null}
          </Card>
          <ExamCandidatesTable exam={e} />
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
