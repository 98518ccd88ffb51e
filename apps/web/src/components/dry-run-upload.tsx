import type { TImportResult } from '@campusflow/contracts/imports';
import { Alert, Button, FileInput, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { notifyError } from '@/lib/toast.ts';
import { ImportProblemsTable } from './import-problems-table.tsx';

/** What an import answers, whether it only checked the file (dry run) or wrote it. */
export type TDryRunResult = Pick<
  TImportResult,
  'dryRun' | 'rows' | 'valid' | 'imported' | 'problems'
>;

const SPREADSHEETS =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A spreadsheet checked first (a dry run writes nothing), then imported: the file, the last
 * answer, and the request. `onImported` runs once a real run has written rows.
 */
export function useDryRunUpload<R extends TDryRunResult>(options: {
  send: (file: File, dryRun: boolean) => Promise<R>;
  onImported: (result: R) => void;
  /** After every answer or failure (to close a confirmation, say). */
  onSettled?: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<R | null>(null);
  const send = useMutation({
    mutationFn: (dryRun: boolean) =>
      file ? options.send(file, dryRun) : Promise.reject(new Error('Choose a CSV or XLSX file.')),
    onSuccess: (result) => {
      setChecked(result);
      if (!result.dryRun && result.imported > 0) options.onImported(result);
    },
    onError: (e) => notifyError(e),
    onSettled: () => options.onSettled?.(),
  });
  return {
    file,
    checked,
    /** A new file needs a new check. */
    choose: (next: File | null) => {
      setFile(next);
      setChecked(null);
    },
    /** The last check found rows to import and no problem. */
    ready: checked !== null && checked.problems.length === 0 && checked.valid > 0,
    check: () => send.mutate(true),
    importAll: () => send.mutate(false),
    checking: send.isPending && send.variables === true,
    importing: send.isPending && send.variables === false,
    busy: send.isPending,
  };
}

export type DryRunUpload<R extends TDryRunResult> = ReturnType<typeof useDryRunUpload<R>>;

/**
 * The body of an import dialog: what the file holds (`children`), the file, the check's answer
 * (the problems by line, nothing imported), Cancel, "Check the file" and the import button.
 */
export function DryRunUploadForm<R extends TDryRunResult>(props: {
  upload: DryRunUpload<R>;
  /** The green answer's text when the file is ready. */
  readyText: (checked: R) => ReactNode;
  importButton: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { upload } = props;
  const { checked } = upload;
  return (
    <Stack gap="sm">
      {props.children}
      <FileInput
        label="File"
        placeholder="Choose a .csv or .xlsx file"
        accept={SPREADSHEETS}
        value={upload.file}
        onChange={upload.choose}
        clearable
      />
      {checked === null ? null : checked.problems.length === 0 ? (
        <Alert color="green" title="The file is ready">
          {props.readyText(checked)}
        </Alert>
      ) : (
        <Alert
          color="red"
          title={`${checked.problems.length} problem(s) in ${checked.rows} rows; nothing has been imported`}
        >
          <ImportProblemsTable problems={checked.problems} pageSize={10} />
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button
          variant="light"
          onClick={upload.check}
          disabled={!upload.file}
          loading={upload.checking}
        >
          Check the file
        </Button>
        {props.importButton}
      </Group>
    </Stack>
  );
}
