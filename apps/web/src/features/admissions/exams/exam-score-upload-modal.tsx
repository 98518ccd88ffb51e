import type { TEntranceExam } from '@campusflow/contracts';
import { Anchor, Button, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DryRunUploadForm, useDryRunUpload } from '@/components/dry-run-upload.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { examsApi, useRefreshExams } from './exams-api.ts';

/** Scores from a file: checked first (nothing written), then imported after a confirmation. */
export function ExamScoreUploadModal(props: { exam: TEntranceExam; onClose: () => void }) {
  const refresh = useRefreshExams();
  const [confirming, setConfirming] = useState(false);
  const upload = useDryRunUpload({
    send: (file, dryRun) => examsApi.uploadScores(props.exam.id, file, dryRun),
    onImported: (result) => {
      notify.success(`${result.imported} score${result.imported === 1 ? '' : 's'} imported.`);
      void refresh();
      props.onClose();
    },
    onSettled: () => setConfirming(false),
  });
  return (
    <Modal opened onClose={props.onClose} title="Upload scores" size="lg">
      <DryRunUploadForm
        upload={upload}
        readyText={(c) =>
          `${c.valid} of ${c.rows} rows have a score to import. Nothing has been written yet.`
        }
        onCancel={props.onClose}
        importButton={
          <Button onClick={() => setConfirming(true)} disabled={!upload.ready}>
            Import scores
          </Button>
        }
      >
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
      </DryRunUploadForm>
      <ConfirmDialog
        opened={confirming}
        title="Import the scores?"
        confirmLabel={`Import ${upload.checked?.valid ?? 0} scores`}
        busy={upload.busy}
        onConfirm={upload.importAll}
        onClose={() => setConfirming(false)}
      >
        Each first score moves the application to the entrance exam stage and tells the applicant by
        e-mail. Changed scores are corrected and recorded in the audit log.
      </ConfirmDialog>
    </Modal>
  );
}
