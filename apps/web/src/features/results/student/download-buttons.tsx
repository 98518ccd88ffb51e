import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { notifyError } from '@/lib/toast.ts';
import { studentResultsApi } from '../student-results-api.ts';

/** A button that saves a PDF; busy while it downloads, a refusal shown as a notice. */
function DownloadButton(props: ButtonProps & { label: string; download: () => Promise<void> }) {
  const { label, download, ...rest } = props;
  const [busy, setBusy] = useState(false);
  const start = () => {
    setBusy(true);
    download()
      .catch(notifyError)
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="light" loading={busy} onClick={start} {...rest}>
      {label}
    </Button>
  );
}

/** "Download statement": a statement of result of this semester, with a new code. */
export function StatementButton(props: ButtonProps & { semesterId: string }) {
  const { semesterId, ...rest } = props;
  return (
    <DownloadButton
      label="Download statement"
      download={() => studentResultsApi.downloadStatement(semesterId)}
      {...rest}
    />
  );
}

/** "Download transcript": every published semester, with a new code. */
export function TranscriptButton(props: ButtonProps) {
  return (
    <DownloadButton
      label="Download transcript"
      download={studentResultsApi.downloadTranscript}
      {...props}
    />
  );
}
