import type { TImportKind, TImportResult } from '@campusflow/contracts';
import { Anchor, Button, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DryRunUploadForm, useDryRunUpload } from '@/components/dry-run-upload.tsx';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { notify, notifyError } from '@/lib/toast.ts';

const base = '/api/v1/academics/import';

/** Import from CSV or XLSX: check first (nothing written), then import every row at once. */
export function ImportModal(props: { kind: TImportKind; noun: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const upload = useDryRunUpload({
    send: (file, dryRun) => {
      const form = new FormData();
      form.append('file', file);
      return api<TImportResult>(`${base}/${props.kind}?dryRun=${dryRun}`, {
        method: 'POST',
        body: form,
      });
    },
    onImported: (result) => {
      notify.success(`${result.imported} ${props.noun}s imported.`);
      void queryClient.invalidateQueries({ queryKey: ['academics'] });
      props.onClose();
    },
  });
  const template = () =>
    downloadFromApi(`${base}/${props.kind}/template.csv`, `${props.kind}-template.csv`).catch(
      (e: unknown) => notifyError(e),
    );
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
