import type { TExportFormat, TExportState } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { Alert, Button, Group, Loader, Menu, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ExportOutcome, useExportState } from '@/lib/export-api.ts';
import { notifyError } from '@/lib/toast.ts';

/**
 * The "Export" button of an officer list: CSV or Excel (XLSX) of what the list's filters show.
 * Up to 50,000 rows the file downloads at once; past that the server prepares it and the
 * dialog gives the link when it is ready. `onExport` is the list's call in its `*-api.ts`.
 */
export function ExportMenu(props: {
  onExport: (format: TExportFormat) => Promise<ExportOutcome>;
  disabled?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<string | null>(null);
  const run = async (format: TExportFormat) => {
    setBusy(true);
    try {
      const outcome = await props.onExport(format);
      if (outcome.kind === 'queued') setJob(outcome.state.id);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" loading={busy} disabled={props.disabled}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>What the list shows</Menu.Label>
          <Menu.Item onClick={() => void run('csv')}>CSV</Menu.Item>
          <Menu.Item onClick={() => void run('xlsx')}>Excel (XLSX)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={job !== null} onClose={() => setJob(null)} title="Your export" centered>
        {job ? <ExportProgress id={job} /> : null}
      </Modal>
    </>
  );
}

/** How far the server is with a large export, and its link once done. */
function ExportProgress(props: { id: string }) {
  const state = useExportState(props.id);
  const data = state.data;
  if (state.error) return <Alert color="red">{state.error.message}</Alert>;
  if (!data || data.state === 'queued' || data.state === 'running') {
    return (
      <Group gap="sm" wrap="nowrap" data-testid="export-preparing">
        <Loader size="sm" />
        <Text size="sm">
          Preparing your export
          {data ? ` of ${formatCount(data.rows)} rows` : ''}… we will give you a link here.
        </Text>
      </Group>
    );
  }
  return <ExportResult state={data} />;
}

function ExportResult(props: { state: TExportState }) {
  const { state } = props;
  if (state.state === 'done' && state.download) {
    return (
      <Stack gap="sm" data-testid="export-ready">
        <Text size="sm">
          Your export is ready: {formatCount(state.rows)} rows. The link works for an hour.
        </Text>
        <Button component="a" href={state.download.url} download={state.filename}>
          Download {state.filename}
        </Button>
      </Stack>
    );
  }
  return (
    <Alert color={state.state === 'failed' ? 'red' : 'yellow'}>
      {state.state === 'failed'
        ? 'The export could not be prepared. Please try again.'
        : 'This export has expired. Export the list again.'}
    </Alert>
  );
}
