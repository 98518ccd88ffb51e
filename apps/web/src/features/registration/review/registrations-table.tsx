import type { TApproveResult, TReviewPage } from '@campusflow/contracts';
import { formatDateTime } from '@campusflow/contracts/format';
import { Alert, Anchor, Badge, Button, Checkbox, Group, Paper, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useApprove } from '../review-api.ts';
import { RegistrationDrawer } from './registration-drawer.tsx';
import { stateLabels } from './review-labels.ts';

/**
 * The department's registrations, a page at a time: submitted ones can be chosen and approved
 * together (after a confirmation); a student's name opens the registration in a drawer.
 */
export function RegistrationsTable(props: {
  departmentId: string;
  query: UseQueryResult<TReviewPage>;
  empty: ReactNode;
  page: number;
  limit: number;
  onPage: (page: number) => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [skipped, setSkipped] = useState<TApproveResult['skipped']>([]);
  const approve = useApprove(props.departmentId, (result) => {
    setSkipped(result.skipped);
    setConfirming(false);
    setSelected([]);
  });
  const items = props.query.data?.items ?? [];
  // Only submitted rows on this page can be chosen: a selection never reaches rows out of sight.
  const choosable = items.filter((r) => r.state === 'submitted');
  const chosen = selected.filter((id) => choosable.some((r) => r.id === id));
  const allChosen = choosable.length > 0 && chosen.length === choosable.length;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const nameOf = (id: string) => items.find((r) => r.id === id)?.studentName ?? 'A registration';

  return (
    <>
      {chosen.length > 0 ? (
        <Paper withBorder p="xs" radius="sm" data-testid="bulk-bar">
          <Group gap="xs" justify="space-between">
            <Text size="sm">{chosen.length} selected</Text>
            <Group gap="xs">
              <Button size="xs" color="green" onClick={() => setConfirming(true)}>
                Approve {chosen.length}
              </Button>
              <Button size="xs" variant="default" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : null}
      {skipped.length > 0 ? (
        <Alert color="orange" title="Not approved" withCloseButton onClose={() => setSkipped([])}>
          {skipped.map((s) => (
            <Text size="sm" key={s.id}>
              {nameOf(s.id)}: {s.reason}
            </Text>
          ))}
        </Alert>
      ) : null}
      <QueryState query={props.query} isEmpty={(d) => d.total === 0} empty={props.empty}>
        {(data) => (
          <PagedTable
            minWidth={320}
            highlightOnHover
            verticalSpacing="xs"
            data-testid="department-registrations"
            page={props.page}
            limit={props.limit}
            total={data.total}
            onPage={props.onPage}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <Checkbox
                    aria-label="Select every waiting registration on this page"
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    disabled={choosable.length === 0}
                    onChange={() => setSelected(allChosen ? [] : choosable.map((r) => r.id))}
                  />
                </Table.Th>
                <Table.Th>Student</Table.Th>
                <Table.Th visibleFrom="sm">Programme</Table.Th>
                <Table.Th ta="right">Level</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  Courses
                </Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Units
                </Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th visibleFrom="sm">Submitted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${r.studentName}`}
                      checked={chosen.includes(r.id)}
                      disabled={r.state !== 'submitted'}
                      onChange={() => toggle(r.id)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      fw={500}
                      ta="left"
                      onClick={() => setOpenId(r.id)}
                    >
                      {r.studentName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {r.matricNumber ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{r.programmeName}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{r.level}</Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {r.courseCount}
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    {r.totalUnits}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={stateLabels[r.state].color} variant="light">
                      {stateLabels[r.state].label}
                    </Badge>
                    {r.state === 'returned' && r.returnReason ? (
                      <Text size="xs" c="dimmed" lineClamp={1} maw={200} title={r.returnReason}>
                        {r.returnReason}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(r.submittedAt)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      <RegistrationDrawer
        id={openId}
        departmentId={props.departmentId}
        onClose={() => setOpenId(null)}
      />
      <ConfirmDialog
        opened={confirming}
        title={`Approve ${chosen.length} registration${chosen.length === 1 ? '' : 's'}?`}
        confirmLabel={`Approve ${chosen.length}`}
        busy={approve.isPending}
        onConfirm={() => approve.mutate(chosen)}
        onClose={() => setConfirming(false)}
      >
        Each student is told by e-mail and can download the course form. One that is no longer
        waiting (the student changed it) is skipped.
      </ConfirmDialog>
    </>
  );
}
