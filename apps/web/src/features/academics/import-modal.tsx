import type { TImportKind, TImportResult } from '@campusflow/contracts';
import { Alert, Anchor, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ImportProblemsTable } from '@/components/import-problems-table.tsx';
import { api } from '@/lib/api-client.ts';
import { downloadFromApi } from '@/lib/download.ts';
import { notify, notifyError } from '@/lib/toast.ts';

const base = '/api/v1/academics/import';

/** Import from CSV or XLSX: check first (nothing written), then import every row at once. */
export function ImportModal(props: { kind: TImportKind; noun: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TImportResult | null>(null);
  const send = useMutation({
    mutationFn: (dryRun: boolean) => {
      const form = new FormData();
      if (file) form.append('file', file);
      return api<TImportResult>(`${base}/${props.kind}?dryRun=${dryRun}`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (result) => {
      setChecked(result);
      if (!result.dryRun && result.imported > 0) {
        notify.success(`${result.imported} ${props.noun}s imported.`);
        void queryClient.invalidateQueries({ queryKey: ['academics'] });
        props.onClose();
      }
    },
    onError: (e) => notifyError(e),
  });
  const template = () =>
    downloadFromApi(`${base}/${props.kind}/template.csv`, `${props.kind}-template.csv`).catch(
      (e: unknown) => notifyError(e),
    );
  return (
    <Modal opened onClose={props.onClose} title={`Import ${props.noun}s`} size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Upload a CSV or Excel (.xlsx) file with one {props.noun} a row and a header row.{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => void template()}>
            Download a template
          </Anchor>
          .
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
        {checked ? (
          checked.problems.length === 0 ? (
            <Alert color="green" title="The file is ready">
              {checked.valid} of {checked.rows} rows will be imported.
            </Alert>
          ) : (
            <Alert
              color="red"
              title={`${checked.problems.length} problem(s) in ${checked.rows} rows; nothing has been imported`}
            >
              <ImportProblemsTable problems={checked.problems} pageSize={10} />
            </Alert>
          )
        ) : null}
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
          <Button
            onClick={() => send.mutate(false)}
            disabled={!checked || checked.problems.length > 0 || checked.valid === 0}
            loading={send.isPending && send.variables === false}
          >
            {checked ? `Import ${checked.valid} row${checked.valid === 1 ? '' : 's'}` : 'Import'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
