import type { TApplicationList, TDecisionInput } from '@campusflow/contracts';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { ReviewDrawer } from './application-review.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { type OfficerMode, useBulkDecision } from './officer-api.ts';
import type { QueueColumn } from './officer-columns.tsx';

type Action = TDecisionInput['action'];

/** The decisions a page makes on a selection: the first approves, the second refuses. */
const bulkActions: Record<OfficerMode, [[Action, string], [Action, string]]> = {
  screening: [
    ['screening_pass', 'Pass'],
    ['screening_fail', 'Fail'],
  ],
  admission: [
    ['offer', 'Offer'],
    ['reject', 'Reject'],
  ],
};

function BulkBar(props: {
  mode: OfficerMode;
  count: number;
  onAction: (a: Action) => void;
  onClear: () => void;
}) {
  const [[approve, approveLabel], [refuse, refuseLabel]] = bulkActions[props.mode];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="bulk-bar">
      <Group gap="xs" justify="space-between">
        <Text size="sm">{props.count} selected</Text>
        <Group gap="xs">
          <Button size="xs" color="green" onClick={() => props.onAction(approve)}>
            {approveLabel}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => props.onAction(refuse)}>
            {refuseLabel}
          </Button>
          <Button size="xs" variant="default" onClick={props.onClear}>
            Clear
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A queue of applications for an officer: a paged table whose rows can be selected and decided
 * in bulk, and whose applicant names open the review of one application in a drawer.
 */
export function OfficerQueue(props: {
  mode: OfficerMode;
  query: UseQueryResult<TApplicationList>;
  columns: QueueColumn[];
  testId: string;
  minWidth: number;
  empty: ReactNode;
  /** A line between the bulk feedback and the table. */
  notice?: ReactNode;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}) {
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<Action | null>(null);
  const bulk = useBulkDecision(() => {
    setAction(null);
    setSelected([]);
  });
  const items = props.query.data?.items ?? [];
  // Only rows on the page can be chosen; a selection never reaches rows out of sight.
  const chosen = selected.filter((id) => items.some((r) => r.id === id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const nameOf = (id: string) => items.find((r) => r.id === id)?.applicantName ?? id;

  return (
    <>
      {chosen.length > 0 ? (
        <BulkBar
          mode={props.mode}
          count={chosen.length}
          onAction={setAction}
          onClear={() => setSelected([])}
        />
      ) : null}
      {bulk.failed.length > 0 ? (
        <Alert color="orange" title="Not decided" withCloseButton onClose={bulk.clearFailed}>
          {bulk.failed.map((f) => (
            <Text size="sm" key={f.id}>
              {nameOf(f.id)}: {f.reason}
            </Text>
          ))}
        </Alert>
      ) : null}
      {props.notice}
      <QueryState query={props.query} isEmpty={(d) => d.total === 0} empty={props.empty}>
        {(data) => (
          <PagedTable
            minWidth={props.minWidth}
            highlightOnHover
            verticalSpacing="xs"
            data-testid={props.testId}
            page={props.page}
            limit={props.limit}
            total={data.total}
            onPage={props.onPage}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <Checkbox
                    aria-label="Select all on this page"
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    onChange={() => setSelected(allChosen ? [] : items.map((r) => r.id))}
                  />
                </Table.Th>
                {props.columns.map((c) => (
                  <Table.Th key={c.key} ta={c.align}>
                    {c.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={`Select ${r.applicantName}`}
                      checked={chosen.includes(r.id)}
                      onChange={() => toggle(r.id)}
                    />
                  </Table.Td>
                  {props.columns.map((c) => (
                    <Table.Td key={c.key} ta={c.align} fw={c.strong ? 600 : undefined}>
                      {c.cell(r, setOpenId)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      <Anchor size="sm" onClick={props.onClearFilters}>
        Clear all filters
      </Anchor>
      <ReviewDrawer id={openId} mode={props.mode} onClose={() => setOpenId(null)} />
      <DecisionDialog
        key={action ?? 'none'}
        action={action}
        count={chosen.length}
        busy={bulk.busy}
        onClose={() => setAction(null)}
        onConfirm={(reason) =>
          action ? bulk.run({ action, ids: chosen, ...(reason ? { reason } : {}) }) : undefined
        }
      />
    </>
  );
}
