import type { TImportKind } from '@campusflow/contracts';
import { Anchor, Button, Modal, Text } from '@mantine/core';
import { DryRunUploadForm, useDryRunUpload } from '@/components/dry-run-upload.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { academicsApi, useRefreshAcademics } from './academics-api.ts';

/** Import from CSV or XLSX: check first (nothing written), then import every row at once. */
export function ImportModal(props: { kind: TImportKind; noun: string; onClose: () => void }) {
  const refresh = useRefreshAcademics();
  const upload = useDryRunUpload({
    send: (file, dryRun) => academicsApi.importFile(props.kind, file, dryRun),
    onImported: (result) => {
      notify.success(`${result.imported} ${props.noun}s imported.`);
      void refresh();
      props.onClose();
    },
  });
  const template = () =>
    academicsApi.downloadImportTemplate(props.kind).catch((e: unknown) => notifyError(e));
  const { checked } = upload;
  return (
    <Modal opened onClose={props.onClose} title={`Import ${props.noun}s`} size="lg">
      <DryRunUploadForm
        upload={upload}
        readyText={(c) => `${c.valid} of ${c.rows} rows will be imported.`}
        onCancel={props.onClose}
        importButton={
          <Button onClick={upload.importAll} disabled={!upload.ready} loading={upload.importing}>
            {checked ? `Import ${checked.valid} row${checked.valid === 1 ? '' : 's'}` : 'Import'}
          </Button>
        }
      >
        <Text size="sm">
          Upload a CSV or Excel (.xlsx) file with one {props.noun} a row and a header row.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void template()}>
            Download a template
          </Anchor>
          .
        </Text>
      </DryRunUploadForm>
    </Modal>
  );
}
