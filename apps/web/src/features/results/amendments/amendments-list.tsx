import { type TAmendment, ZRejectAmendment } from '@campusflow/contracts/results';
import { SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { ReasonDialog } from '@/components/reason-dialog.tsx';
import { notify } from '@/lib/toast.ts';
import {
  type AmendmentFilter,
  amendmentsApi,
  amendmentsQuery,
  useApproveAmendment,
  useRefreshAmendments,
} from '../amendments-api.ts';
import { AmendmentCard, DecisionButtons } from './amendment-card.tsx';
import { type Decider, waitsFor } from './amendment-lines.ts';

const approvalText: Record<Decider, string> = {
  hod: 'The correction goes on to the exam officer, who applies it.',
  officer:
    'This applies the change and recomputes the student’s GPA and CGPA. An applied correction cannot be undone.',
};

/**
 * The corrections a head or the exam officer decides on (the server lists the ones in their
 * reach; `departmentId` narrows a head's list to one department): the waiting ones, or all.
 * Approve asks first; Refuse asks why.
 */
export function AmendmentsList(props: { decider: Decider; departmentId?: string }) {
  const [filter, setFilter] = useState<AmendmentFilter>('open');
  const list = useQuery(amendmentsQuery(filter));
  const [approving, setApproving] = useState<TAmendment | null>(null);
  const [refusing, setRefusing] = useState<TAmendment | null>(null);
  const approve = useApproveAmendment(() => setApproving(null));
  const refresh = useRefreshAmendments();
  const shown = (items: TAmendment[]) =>
    props.departmentId ? items.filter((a) => a.departmentId === props.departmentId) : items;
  return (
    <Stack gap="sm" data-testid="amendments-list">
      <SegmentedControl
        size="xs"
        w="fit-content"
        value={filter}
        onChange={(v) => setFilter(v as AmendmentFilter)}
        data={[
          { value: 'open', label: 'Waiting' },
          { value: 'all', label: 'All' },
        ]}
      />
      <QueryState
        query={list}
        isEmpty={(d) => shown(d.items).length === 0}
        empty={
          filter === 'open'
            ? 'No correction of a published result is waiting.'
            : 'No correction of a published result has been asked for yet.'
        }
      >
        {(d) => (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            {shown(d.items).map((a) => (
              <AmendmentCard
                key={a.id}
                amendment={a}
                actions={
                  waitsFor(a, props.decider) ? (
                    <DecisionButtons
                      onApprove={() => setApproving(a)}
                      onRefuse={() => setRefusing(a)}
                    />
                  ) : null
                }
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <ConfirmDialog
        opened={approving !== null}
        title={`Approve the correction of ${approving?.studentName ?? ''}?`}
        confirmLabel={props.decider === 'officer' ? 'Apply the correction' : 'Approve'}
        busy={approve.isPending}
        onConfirm={() => approving && approve.mutate(approving)}
        onClose={() => setApproving(null)}
      >
        {approving ? `${approving.courseCode}: ` : ''}
        {approvalText[props.decider]}
      </ConfirmDialog>
      <ReasonDialog
        key={refusing?.id ?? 'none'}
        title="Refuse the correction"
        intro={`The published ${refusing?.courseCode ?? ''} result of ${refusing?.studentName ?? ''} stays as it is; your reason is shown to whoever asked.`}
        placeholder="e.g. The script shows the published mark is right."
        schema={ZRejectAmendment}
        submitLabel="Refuse"
        opened={refusing !== null}
        onClose={() => setRefusing(null)}
        send={(body) => amendmentsApi.reject(refusing?.id ?? '', body)}
        onSent={async () => {
          notify.success('Correction refused. The published result stays as it is.');
          setRefusing(null);
          await refresh();
        }}
      />
    </Stack>
  );
}
