import type { TBroadsheet } from '@campusflow/contracts';
import { Alert, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { broadsheetQuery, publishingApi, usePublishDepartment } from '../publishing-api.ts';
import { BroadsheetSheets } from './broadsheet-sheets.tsx';
import { BroadsheetTable } from './broadsheet-table.tsx';

/** "A, B and C". */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * `examOfficer/department/{id}`: a department's broadsheet of one level for a semester, the
 * state of each of its score sheets, PDF and XLSX downloads, and publishing (after a
 * confirmation naming the courses and how many students will be told).
 */
export function DepartmentResultsPage() {
  const { id: departmentId = '' } = useParams();
  const { values, set } = useSearchState(['semesterId', 'level'] as const);
  const filter = { semesterId: values.semesterId || null, level: values.level || null };
  const query = useQuery(broadsheetQuery(departmentId, filter));
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const publish = usePublishDepartment(departmentId, () => setConfirming(false));
  const data = query.data;

  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const shown = { semesterId: data?.semesterId ?? null, level: data?.level?.toString() ?? null };
  const downloadPdf = () => {
    setDownloading(true);
    publishingApi
      .downloadPdf(departmentId, shown)
      .catch(notifyError)
      .finally(() => setDownloading(false));
  };
  const ready = data?.sheets.filter((s) => s.state === 'hod_approved') ?? [];

  return (
    <Stack gap="md">
      <PageHeader
        title={data ? `Department results: ${data.department.name}` : 'Department results'}
        description="The broadsheet of a level for a semester. Publishing releases every sheet the head of department has approved."
        actions={
          <Group gap="xs">
            <Button
              variant="default"
              disabled={!data?.rows.length}
              loading={downloading}
              onClick={downloadPdf}
            >
              PDF
            </Button>
            <ExportMenu
              disabled={!data?.rows.length}
              onExport={(format) => publishingApi.exportBroadsheet(departmentId, shown, format)}
            />
            <Button disabled={ready.length === 0} onClick={() => setConfirming(true)}>
              Publish
            </Button>
          </Group>
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Semester"
          w={{ base: '100%', xs: 300 }}
          data={(data?.semesters ?? []).map((s) => ({ value: s.id, label: s.label }))}
          value={data?.semesterId ?? null}
          onChange={(v) => set({ semesterId: v, level: null })}
          allowDeselect={false}
          disabled={!data}
        />
        <Select
          label="Level"
          w={{ base: '100%', xs: 140 }}
          data={(data?.levels ?? []).map((l) => ({ value: String(l), label: `${l} level` }))}
          value={data?.level === null || !data ? null : String(data.level)}
          onChange={(v) => set({ level: v })}
          allowDeselect={false}
          disabled={!data?.levels.length}
          placeholder="No level"
        />
      </Group>
      {data ? <Broadsheet data={data} /> : <Loading />}
      <ConfirmDialog
        opened={confirming}
        title="Publish these results?"
        confirmLabel={`Publish ${ready.length} course${ready.length === 1 ? '' : 's'}`}
        busy={publish.isPending}
        onConfirm={() => publish.mutate({ semesterId: data?.semesterId ?? undefined })}
        onClose={() => setConfirming(false)}
      >
        {`${listed(ready.map((s) => s.code))} will be published for ${data?.readyStudents ?? 0} students of ${data?.semesterLabel ?? 'this semester'}, and each student will be told by e-mail. After that a score changes only through an amendment.`}
      </ConfirmDialog>
    </Stack>
  );
}

function Loading() {
  return (
    <Stack gap="xs" aria-label="Loading">
      <Skeleton height={60} radius="sm" />
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={40} radius="sm" />
      ))}
    </Stack>
  );
}

function Broadsheet(props: { data: TBroadsheet }) {
  const { data } = props;
  if (!data.semesterId) {
    return (
      <Alert color="gray" variant="light">
        No score sheet of this department has been opened this session. Choose an earlier semester,
        or come back when lecturers have entered scores.
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      {data.sheets.length > 0 ? <BroadsheetSheets sheets={data.sheets} /> : null}
      {data.preview ? (
        <Alert color="orange" variant="light" title="Preview">
          Courses marked Preview are approved by the head of department and not yet published:
          students cannot see these grades, GPAs and CGPAs yet.
        </Alert>
      ) : null}
      {data.rows.length === 0 ? (
        <Alert color="gray" variant="light">
          <Text size="sm">
            No student of this department has an approved registration
            {data.level === null ? '' : ` at ${data.level} level`} for {data.semesterLabel}.
          </Text>
        </Alert>
      ) : (
        <BroadsheetTable sheet={data} />
      )}
    </Stack>
  );
}
