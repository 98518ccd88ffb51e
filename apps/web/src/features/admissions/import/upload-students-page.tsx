import { formatCount } from '@campusflow/contracts/format';
import {
  STUDENT_IMPORT_MAX_ROWS,
  studentImportColumns,
  type TStudentImportResult,
} from '@campusflow/contracts/student-import';
import { Alert, Button, Card, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ImportProblemsTable } from '@/components/import-problems-table.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { importSchoolQuery, studentImportApi } from './student-import-api.ts';

const SPREADSHEETS =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const plural = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

function ColumnsHelp() {
  return (
    <List size="sm" spacing={2}>
      {Object.values(studentImportColumns).map((c) => (
        <List.Item key={c.name}>
          <Text span fw={600} size="sm">
            {c.name}
          </Text>
          {c.required ? '' : ' (optional)'}: {c.hint}
        </List.Item>
      ))}
    </List>
  );
}

function CheckResult(props: { result: TStudentImportResult }) {
  const { result } = props;
  if (!result.dryRun && result.imported > 0) {
    return (
      <Alert color="green" title="Import complete">
        {plural(result.imported, 'student')} now have an account and an enrollment. They sign in
        with their matric number and initial password, then set up their account.
      </Alert>
    );
  }
  if (result.problems.length > 0) {
    return (
      <Alert
        color="red"
        title={`${plural(result.problems.length, 'problem')} in ${plural(result.rows, 'row')}; nothing has been imported`}
      >
        <Text size="sm" mb="xs">
          Correct these lines in the file and check it again.
        </Text>
        <ImportProblemsTable problems={result.problems} />
      </Alert>
    );
  }
  if (result.rows === 0) {
    return (
      <Alert color="yellow" title="The file has no students">
        Add one student a row under the header row.
      </Alert>
    );
  }
  return (
    <Alert color="green" title="The file is ready">
      Every one of the {plural(result.rows, 'row')} can be imported.
    </Alert>
  );
}

/** The importer, once a school is chosen; keyed by the school so that a new choice starts over. */
function StudentUpload(props: { schoolId: string }) {
  const school = useQuery(importSchoolQuery(props.schoolId));
  const schoolName = school.data?.name ?? 'this school';
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TStudentImportResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const send = useMutation({
    mutationFn: (dryRun: boolean) => studentImportApi.send(props.schoolId, file, dryRun),
    onSuccess: (answer) => {
      setResult(answer);
      setConfirming(false);
      if (!answer.dryRun && answer.imported > 0) {
        notify.success(`${plural(answer.imported, 'student')} imported into ${schoolName}.`);
        setFile(null);
      }
    },
    onError: (e) => {
      setConfirming(false);
      notifyError(e);
    },
  });
  const ready = result?.dryRun === true && result.problems.length === 0 && result.valid > 0;
  const template = () => studentImportApi.downloadTemplate().catch((e: unknown) => notifyError(e));

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Text size="sm">
            A CSV or Excel (.xlsx) file with a header row and one student a row, at most{' '}
            {formatCount(STUDENT_IMPORT_MAX_ROWS)} rows. The columns:
          </Text>
          <ColumnsHelp />
          <Group>
            <Button variant="default" onClick={() => void template()}>
              Download the template
            </Button>
          </Group>
        </Stack>
      </Card>
      <FileInput
        label="File"
        placeholder="Choose a .csv or .xlsx file"
        accept={SPREADSHEETS}
        value={file}
        onChange={(f) => {
          setFile(f);
          setResult(null);
        }}
        clearable
        maw={480}
      />
      <Group gap="sm">
        <Button
          variant="light"
          onClick={() => send.mutate(true)}
          disabled={!file || send.isPending}
          loading={send.isPending && send.variables === true}
        >
          Check the file
        </Button>
        <Button
          onClick={() => setConfirming(true)}
          disabled={!ready || send.isPending}
          loading={send.isPending && send.variables === false}
        >
          {ready ? `Import ${plural(result.valid, 'student')}` : 'Import students'}
        </Button>
      </Group>
      {send.isPending ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {send.variables === false ? 'Importing' : 'Checking'} every row; a large file takes a few
          seconds.
        </Text>
      ) : null}
      {result ? <CheckResult result={result} /> : null}
      <ConfirmDialog
        opened={confirming && ready}
        title={ready ? `Import ${plural(result.valid, 'student')}?` : 'Import students?'}
        confirmLabel="Import"
        busy={send.isPending}
        onConfirm={() => send.mutate(false)}
        onClose={() => setConfirming(false)}
      >
        Each student gets an account at {schoolName}, the student role and an enrollment in the
        programme and level of the file. This cannot be undone here.
      </ConfirmDialog>
    </Stack>
  );
}

/** appadmin/uploadStudents: already-admitted students of a school from CSV or XLSX. */
export function UploadStudentsPage() {
  const { values, set } = useSearchState(['schoolId'] as const);
  return (
    <Stack gap={0}>
      <PageHeader
        title="Upload students"
        description="Import already-admitted students of a school: check the file first, then import every row at once."
      />
      <SchoolPicker
        label="School"
        placeholder="Search by name or code"
        value={values.schoolId || null}
        onChange={(schoolId) => set({ schoolId })}
        mb="lg"
        maw={480}
      />
      {values.schoolId ? (
        <StudentUpload key={values.schoolId} schoolId={values.schoolId} />
      ) : (
        <Alert color="gray" variant="light">
          Choose the school the students belong to.
        </Alert>
      )}
    </Stack>
  );
}
