import type { TScoreSheetUploadResult } from '@campusflow/contracts/score-upload';
import { Anchor, Badge, Button, Group, Modal, Table, Text } from '@mantine/core';
import { DryRunUploadForm, useDryRunUpload } from '@/components/dry-run-upload.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { scoreSheetApi } from '../score-sheet-api.ts';

const kindLabels: Record<keyof TScoreSheetUploadResult['counts'], string> = {
  missing_column: 'Missing column',
  missing_matric: 'No matric number',
  unknown_matric: 'Unknown matric number',
  not_on_sheet: 'Not registered for the course',
  duplicate: 'Duplicate row',
  not_a_number: 'Not a number',
  above_maximum: 'Above its maximum',
  invalid_score: 'Invalid score',
};

/** How many problems of each kind the check found. */
function ProblemCounts({ counts }: { counts: TScoreSheetUploadResult['counts'] }) {
  const found = Object.entries(counts).filter(([, n]) => n > 0) as [keyof typeof counts, number][];
  return (
    <Group gap={6} data-testid="upload-problem-counts">
      {found.map(([kind, n]) => (
        <Badge key={kind} color="red" variant="light">
          {kindLabels[kind]}: {n}
        </Badge>
      ))}
    </Group>
  );
}

/** The lines the file will write, graded as the sheet will grade them. */
function UploadPreview({ result }: { result: TScoreSheetUploadResult }) {
  return (
    <>
      <Text size="sm" mb="xs">
        {result.valid} of {result.rows} rows will be written
        {result.skipped ? ` (${result.skipped} with no score are left as they are)` : ''}. Nothing
        has been written yet.
      </Text>
      <Table.ScrollContainer minWidth={300} mah={240}>
        <Table fz="xs" verticalSpacing={2} data-testid="upload-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Matric number</Table.Th>
              <Table.Th>CA</Table.Th>
              <Table.Th>Exam</Table.Th>
              <Table.Th>Grade</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.lines.map((l) => (
              <Table.Tr key={l.enrollmentId}>
                <Table.Td>{l.line}</Table.Td>
                <Table.Td ff="monospace">{l.matricNumber}</Table.Td>
                <Table.Td>{l.ca ?? '—'}</Table.Td>
                <Table.Td>{l.absent ? 'ABS' : (l.exam ?? '—')}</Table.Td>
                <Table.Td>{l.grade ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

/** A sheet from a file: checked first (nothing written), then applied. */
export function SheetUploadModal(props: {
  courseId: string;
  maxima: { caMax: number; examMax: number };
  onApplied: (result: TScoreSheetUploadResult) => void;
  onClose: () => void;
}) {
  const upload = useDryRunUpload<TScoreSheetUploadResult>({
    send: (file, dryRun) => scoreSheetApi.upload(props.courseId, file, dryRun),
    onImported: (result) => {
      notify.success(`${result.imported} line${result.imported === 1 ? '' : 's'} applied.`);
      props.onApplied(result);
      props.onClose();
    },
  });
  const checked = upload.checked;
  return (
    <Modal opened onClose={props.onClose} title="Upload scores" size="lg">
      <DryRunUploadForm
        upload={upload}
        readyText={(c) => <UploadPreview result={c} />}
        onCancel={props.onClose}
        importButton={
          <Button onClick={upload.importAll} disabled={!upload.ready} loading={upload.importing}>
            Apply
          </Button>
        }
      >
        <Text size="sm">
          A CSV or Excel (.xlsx) file with the columns <b>matricNumber</b>, <b>ca</b> (0 to{' '}
          {props.maxima.caMax}) and <b>exam</b> (0 to {props.maxima.examMax}, or <b>ABS</b> for a
          student absent from the exam). A row with both scores empty leaves the student as they
          are.{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() =>
              void scoreSheetApi.downloadTemplate(props.courseId, 'csv').catch(notifyError)
            }
          >
            Download the template
          </Anchor>
        </Text>
      </DryRunUploadForm>
      {checked && checked.problems.length > 0 ? <ProblemCounts counts={checked.counts} /> : null}
    </Modal>
  );
}
