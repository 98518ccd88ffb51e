import type {
  TAssignmentKind,
  TCourse,
  TCreateStaffAssignment,
  TFaculty,
  TStaffAssignment,
  TUserSummary,
} from '@campusflow/contracts';
import { ActionIcon, Alert, Button, Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { RemoteSelect } from '@/components/remote-select.tsx';
import { notify, notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { academicResources, useOptions } from './academics-api.ts';
import { staffAssignmentsQuery, teachingApi, useRefreshStaff } from './teaching-api.ts';

const base = '/api/v1/academics';

const describe: Record<
  TAssignmentKind,
  { tab: string; who: string; roles: string; empty: string }
> = {
  hod: {
    tab: 'Heads of department',
    who: 'Head of department',
    roles: 'hod',
    empty: 'No heads of department yet.',
  },
  teacher: {
    tab: 'Lecturers',
    who: 'Lecturer',
    roles: 'teacher,hod',
    empty: 'No lecturers are assigned to courses this session.',
  },
  exam_officer: {
    tab: 'Exam officers',
    who: 'Examinations officer',
    roles: 'examOfficer',
    empty: 'No examinations officer yet.',
  },
};

function what(a: TStaffAssignment): string {
  if (a.kind === 'hod') return a.departmentName ?? '';
  if (a.kind === 'teacher') return `${a.courseCode} ${a.courseTitle} · ${a.sessionName}`;
  return a.facultyName ?? 'Whole school';
}

function AssignForm({ kind }: { kind: TAssignmentKind }) {
  const refresh = useRefreshStaff();
  const [userId, setUserId] = useState<string | null>(null);
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const departments = useOptions(academicResources.departments);
  const assign = useMutation({
    mutationFn: () =>
      teachingApi.assign(
        (kind === 'hod'
          ? { kind, userId, departmentId: target }
          : kind === 'teacher'
            ? { kind, userId, courseId: target }
            : { kind, userId, facultyId: target }) as TCreateStaffAssignment,
      ),
    onSuccess: (a) => {
      notify.success(`${a.userName} is assigned: ${what(a)}.`);
      setUserId(null);
      setTarget(null);
      setError(null);
      void refresh();
    },
    onError: (e) => setError(e.message),
  });
  return (
    <Stack gap="xs">
      {error ? <Alert color="red">{error}</Alert> : null}
      <Group align="flex-end" gap="sm">
        {kind === 'hod' ? (
          <Select
            label="Department"
            data={departments}
            value={target}
            onChange={setTarget}
            searchable
            style={{ flex: '1 1 200px' }}
          />
        ) : kind === 'teacher' ? (
          <RemoteSelect<TCourse>
            label="Course"
            placeholder="Search a course"
            path={`${base}/courses`}
            toLabel={(c) => `${c.code} ${c.title}`}
            value={target}
            onChange={setTarget}
            style={{ flex: '1 1 220px' }}
          />
        ) : (
          <RemoteSelect<TFaculty>
            label="Faculty"
            placeholder="Whole school"
            path={`${base}/faculties`}
            toLabel={(f) => f.name}
            value={target}
            onChange={setTarget}
            clearable
            style={{ flex: '1 1 200px' }}
          />
        )}
        <RemoteSelect<TUserSummary>
          label={describe[kind].who}
          placeholder="Search by name"
          path="/api/v1/users"
          params={`roles=${describe[kind].roles}&status=active`}
          toLabel={(u) => `${u.name}${u.userOrgID ? ` (${u.userOrgID})` : ''}`}
          value={userId}
          onChange={setUserId}
          style={{ flex: '1 1 220px' }}
        />
        <Button
          onClick={() => assign.mutate()}
          disabled={!userId || (kind !== 'exam_officer' && !target)}
          loading={assign.isPending}
        >
          Assign
        </Button>
      </Group>
    </Stack>
  );
}

function AssignmentList({ kind }: { kind: TAssignmentKind }) {
  const refresh = useRefreshStaff();
  const list = useQuery(staffAssignmentsQuery(kind));
  const [removing, setRemoving] = useState<TStaffAssignment | null>(null);
  const remove = useMutation({
    mutationFn: (a: TStaffAssignment) => teachingApi.unassign(a.id),
    onSuccess: () => {
      setRemoving(null);
      void refresh();
    },
    onError: (e) => {
      setRemoving(null);
      notifyError(e);
    },
  });
  return (
    <Stack gap="md">
      <AssignForm kind={kind} />
      <QueryState query={list} isEmpty={(d) => d.items.length === 0} empty={describe[kind].empty}>
        {(data) => (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm">
              <Table.Tbody>
                {data.items.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {a.userName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {what(a)}
                      </Text>
                    </Table.Td>
                    <Table.Td w={40}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove ${a.userName} from ${what(a)}`}
                        onClick={() => setRemoving(a)}
                      >
                        ×
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <ConfirmDialog
        opened={!!removing}
        title="Remove this assignment?"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      >
        {removing
          ? `${removing.userName} will no longer be ${describe[removing.kind].who.toLowerCase()} for ${what(removing)}.`
          : ''}
      </ConfirmDialog>
    </Stack>
  );
}

/** `hos/assignStaff`: heads of department, lecturers of courses, examinations officers. */
export function AssignStaffPage() {
  const { values, set } = useSearchState(['tab'] as const);
  const tab = (['hod', 'teacher', 'exam_officer'] as const).find((k) => k === values.tab) ?? 'hod';
  return (
    <Stack gap="md">
      <PageHeader
        title="Assign staff"
        description="Who heads each department, who teaches each course this session, and who handles examinations."
      />
      <Tabs
        value={tab}
        onChange={(next) => set({ tab: next === 'hod' ? null : next })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {(['hod', 'teacher', 'exam_officer'] as const).map((kind) => (
            <Tabs.Tab key={kind} value={kind}>
              {describe[kind].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['hod', 'teacher', 'exam_officer'] as const).map((kind) => (
          <Tabs.Panel key={kind} value={kind}>
            <AssignmentList kind={kind} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
