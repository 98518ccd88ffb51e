/**
 * Entry for other areas (app/feature-boundaries.test.ts): the lecturer's score sheet of a
 * course, shown on the course page of `teacher/course-details/{id}`.
 */
import type { TLecturerScoreSheet } from '@campusflow/contracts/score-entry';
import { Alert, Button, Card, Group, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RestoredDraftNote } from '@/components/restored-draft-note.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { LineCorrection, useOpenCorrections } from '../amendments/line-correction.tsx';
import { SheetCorrections } from '../amendments/sheet-corrections.tsx';
import { courseSheetQuery, scoreSheetApi, useCourseSheetCache } from '../score-sheet-api.ts';
import { ScoreLineHeader, ScoreLineRow, statusLabels } from './score-line-row.tsx';
import { checkDraft, countStatuses, type Draft, draftOf, withDraft } from './sheet-drafts.ts';
import { SheetStateBadge } from './sheet-state-badge.tsx';
import { SheetUploadModal } from './sheet-upload-modal.tsx';
import { type SaveState, useSheetAutosave } from './use-sheet-autosave.ts';

function SaveStatus(props: { state: SaveState; held: boolean; pending: number; invalid: number }) {
  const [text, color] = props.held
    ? ['Restored scores not saved yet', 'orange']
    : props.state === 'retrying'
      ? ['Not saved — will retry', 'red']
      : props.invalid > 0
        ? [`Fix the marked score${props.invalid === 1 ? '' : 's'} to save`, 'red']
        : props.state === 'saving' || props.pending > 0
          ? ['Saving…', 'dimmed']
          : ['All changes saved', 'green'];
  return (
    <Text size="sm" c={color} role="status" data-testid="save-status">
      {text}
    </Text>
  );
}

function Count(props: { label: string; value: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fw={700} data-testid={`count-${props.label.toLowerCase()}`}>
        {props.value}
      </Text>
    </div>
  );
}

function SheetEditor({ sheet }: { sheet: TLecturerScoreSheet }) {
  const cache = useCourseSheetCache(sheet.courseId);
  const readOnly = !sheet.editable;
  const published = sheet.state === 'published';
  const corrections = useOpenCorrections(sheet);
  const check = (id: string, draft: Draft) =>
    checkDraft(id, draft, sheet, sheet.scales[sheet.scaleOf[id] ?? -1]);
  const autosave = useSheetAutosave(sheet, check);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Submitting takes the sheet's buttons away with the one pressed: focus goes to the notice
  // that the sheet is now with the HOD, not to the page body (issue 20).
  const notice = useRef<HTMLDivElement>(null);
  const justSubmitted = useRef(false);
  useEffect(() => {
    if (readOnly && justSubmitted.current) {
      justSubmitted.current = false;
      notice.current?.focus();
    }
  }, [readOnly]);
  const rows = sheet.lines.map((line) => {
    const saved = draftOf(line);
    const draft = readOnly ? saved : (autosave.drafts[line.enrollmentId] ?? saved);
    return { line, saved, draft, check: check(line.enrollmentId, draft) };
  });
  const invalid = rows.filter((r) => !r.check.input).length;
  const counts = countStatuses(rows.map((r) => r.check.outcome?.status ?? r.line.status));
  const submit = useMutation({
    mutationFn: () => scoreSheetApi.submit(sheet.courseId),
    onSuccess: () => {
      justSubmitted.current = true;
      notify.success('The score sheet was submitted to the head of department.');
      void cache.refresh();
    },
    onError: (e) => notifyError(e),
    onSettled: () => setConfirming(false),
  });
  const download = (format: 'csv' | 'xlsx') =>
    void scoreSheetApi.downloadTemplate(sheet.courseId, format).catch(notifyError);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <SheetStateBadge state={sheet.state} />
          <Text size="sm" c="dimmed">
            CA /{sheet.caMax} · Exam /{sheet.examMax}
          </Text>
          {readOnly ? null : (
            <SaveStatus
              state={autosave.state}
              held={autosave.held}
              pending={autosave.pending}
              invalid={invalid}
            />
          )}
        </Group>
        <Group gap="xs">
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" size="xs">
                Template
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => download('csv')}>CSV template</Menu.Item>
              <Menu.Item onClick={() => download('xlsx')}>Excel (.xlsx) template</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {readOnly ? null : (
            <>
              <Button variant="light" size="xs" onClick={() => setUploading(true)}>
                Upload
              </Button>
              <Button
                size="xs"
                onClick={() => setConfirming(true)}
                disabled={autosave.pending > 0 || autosave.state === 'saving'}
              >
                Submit to HOD
              </Button>
            </>
          )}
        </Group>
      </Group>
      {readOnly ? null : (
        <RestoredDraftNote draft={autosave.restored}>
          {autosave.held ? (
            <Button size="xs" onClick={autosave.keep}>
              Keep and save
            </Button>
          ) : null}
        </RestoredDraftNote>
      )}
      {sheet.state === 'draft' && sheet.returnReason ? (
        <Alert color="orange" title="Returned to you" data-testid="return-reason">
          {sheet.returnReason}
        </Alert>
      ) : null}
      {readOnly ? (
        <Alert color="blue" variant="light" ref={notice} tabIndex={-1}>
          {published
            ? 'This sheet is published: a score is corrected only by a request, approved by the head of department and then the exam officer.'
            : `This sheet is ${sheet.state === 'submitted' ? 'with the head of department' : 'past you'}: its scores can no longer be changed here.`}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 3, sm: 5 }}>
        <Count label="Students" value={sheet.lines.length} />
        <Count label={statusLabels.graded.label} value={counts.graded} />
        <Count label={statusLabels.absent.label} value={counts.absent} />
        <Count label={statusLabels.blank.label} value={counts.blank} />
        <Count label={statusLabels.incomplete.label} value={counts.incomplete} />
      </SimpleGrid>
      <div>
        <ScoreLineHeader />
        {rows.map((r) => (
          <ScoreLineRow
            key={r.line.enrollmentId}
            line={r.line}
            draft={r.draft}
            check={r.check}
            maxima={sheet}
            readOnly={readOnly}
            extra={
              published ? (
                <LineCorrection
                  sheet={sheet}
                  line={r.line}
                  open={corrections.get(r.line.enrollmentId)}
                />
              ) : null
            }
            onChange={(next) =>
              autosave.setDrafts((all) => withDraft(all, r.line.enrollmentId, next, r.saved))
            }
          />
        ))}
      </div>
      {published ? <SheetCorrections sheetId={sheet.id} /> : null}
      {uploading ? (
        <SheetUploadModal
          courseId={sheet.courseId}
          maxima={sheet}
          onApplied={(result) => {
            const applied = new Set(result.lines.map((l) => l.enrollmentId));
            autosave.setDrafts((all) =>
              Object.fromEntries(Object.entries(all).filter(([id]) => !applied.has(id))),
            );
            void cache.refresh();
          }}
          onClose={() => setUploading(false)}
        />
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title="Submit the sheet to the head of department?"
        confirmLabel="Submit to HOD"
        busy={submit.isPending}
        onConfirm={() => submit.mutate()}
        onClose={() => setConfirming(false)}
      >
        {counts.blank + counts.incomplete === 0
          ? 'Every line has its scores.'
          : `${counts.blank} line${counts.blank === 1 ? ' is' : 's are'} blank and ${counts.incomplete} incomplete.`}{' '}
        Once submitted, you can no longer change the scores unless the sheet is returned to you.
      </ConfirmDialog>
    </Stack>
  );
}

/** `teacher/course-details/{id}`: the score sheet of a course the lecturer teaches. */
export function ScoreSheetPanel({ courseId }: { courseId: string }) {
  const sheet = useQuery(courseSheetQuery(courseId));
  return (
    <Card withBorder padding="md">
      <Title order={3} fz="lg" mb="sm">
        Score sheet
      </Title>
      <QueryState
        query={sheet}
        isEmpty={(s) => s.lines.length === 0}
        empty="No student’s registration for this course is approved yet."
      >
        {(s) => <SheetEditor sheet={s} />}
      </QueryState>
    </Card>
  );
}
