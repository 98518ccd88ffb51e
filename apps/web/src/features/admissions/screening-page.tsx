import type { TDecisionInput } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { DecisionDialog, ReviewDrawer } from './application-review.tsx';
import { OlevelBadge, StageBadge } from './decision-badges.tsx';
import { applicationsQuery, quotasQuery, useBulkDecision } from './officer-api.ts';

const LIMIT = 25;
const keys = ['q', 'state', 'programmeId', 'stage'] as const;
const queues = [
  { value: 'submitted', label: 'To screen' },
  { value: 'screening', label: 'Passed' },
  { value: 'rejected', label: 'Failed or rejected' },
];

/** `screening`: submitted applications waiting for screening, one by one or in bulk. */
export function ScreeningPage() {
  const { values, page, set } = useSearchState(keys);
  const [typed, setTyped] = useState({ q: values.q, state: values.state });
  const [debounced] = useDebouncedValue(typed, 300);
  // Typing settles for 300 ms before the address (and the list) follows.
  const settled = debounced.q === typed.q && debounced.state === typed.state;
  useEffect(() => {
    if (!settled) return;
    if (debounced.q !== values.q || debounced.state !== values.state) set(debounced);
  }, [settled, debounced, values.q, values.state, set]);
  const stage = values.stage || 'submitted';
  const list = useQuery(
    applicationsQuery({
      q: values.q,
      state: values.state,
      programmeId: values.programmeId,
      stage,
      sort: 'submitted',
      page,
      limit: LIMIT,
    }),
  );
  const programmes = useQuery(quotasQuery());
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<TDecisionInput['action'] | null>(null);
  const bulk = useBulkDecision(() => {
    setAction(null);
    setSelected([]);
  });
  const items = list.data?.items ?? [];
  // Only rows on the page can be chosen; a selection never reaches rows out of sight.
  const chosen = selected.filter((id) => items.some((r) => r.id === id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const nameOf = (id: string) => items.find((r) => r.id === id)?.applicantName ?? id;

  return (
    <Stack gap="md">
      <PageHeader
        title="Screening"
        description="Check each applicant’s documents and O’level results, then pass or fail them."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        <TextInput
          label="Search"
          placeholder="Name or JAMB number"
          value={typed.q}
          onChange={(e) => setTyped({ ...typed, q: e.currentTarget.value })}
        />
        <Select
          label="Queue"
          data={queues}
          value={stage}
          allowDeselect={false}
          onChange={(v) => set({ stage: v === 'submitted' ? null : v })}
        />
        <Select
          label="Programme"
          data={(programmes.data?.items ?? []).map((p) => ({
            value: p.programmeId,
            label: p.programmeName,
          }))}
          value={values.programmeId || null}
          onChange={(v) => set({ programmeId: v })}
          clearable
          searchable
        />
        <TextInput
          label="State of origin"
          placeholder="e.g. Enugu"
          value={typed.state}
          onChange={(e) => setTyped({ ...typed, state: e.currentTarget.value })}
        />
      </SimpleGrid>
      {chosen.length > 0 ? (
        <Paper withBorder p="xs" radius="sm" data-testid="bulk-bar">
          <Group gap="xs" justify="space-between">
            <Text size="sm">{chosen.length} selected</Text>
            <Group gap="xs">
              <Button size="xs" color="green" onClick={() => setAction('screening_pass')}>
                Pass
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => setAction('screening_fail')}
              >
                Fail
              </Button>
              <Button size="xs" variant="default" onClick={() => setSelected([])}>
                Clear
              </Button>
            </Group>
          </Group>
        </Paper>
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
      <QueryState
        query={list}
        isEmpty={(d) => d.total === 0}
        empty={
          stage === 'submitted'
            ? 'No application is waiting for screening. New ones appear here once submitted.'
            : 'No application matches these filters.'
        }
      >
        {(data) => (
          <PagedTable
            minWidth={760}
            highlightOnHover
            verticalSpacing="xs"
            data-testid="screening-queue"
            page={page}
            limit={LIMIT}
            total={data.total}
            onPage={(p) => set({ page: p })}
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
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Programme</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th ta="right">UTME</Table.Th>
                <Table.Th>O’level</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>Submitted</Table.Th>
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
                  <Table.Td>
                    <Anchor
                      component="button"
                      size="sm"
                      fw={500}
                      ta="left"
                      onClick={() => setOpenId(r.id)}
                    >
                      {r.applicantName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {r.jambNo ?? 'no JAMB number'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.programmeName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.stateOfOrigin ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{r.utmeScore ?? '—'}</Table.Td>
                  <Table.Td>
                    <OlevelBadge meets={r.olevelMeets} />
                  </Table.Td>
                  <Table.Td>
                    <StageBadge stage={r.stage} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="xs">
                      {r.submittedAt ? new Date(r.submittedAt).toLocaleDateString() : '—'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
      <Anchor
        size="sm"
        onClick={() => {
          setTyped({ q: '', state: '' });
          set({ q: null, state: null, programmeId: null, stage: null });
        }}
      >
        Clear all filters
      </Anchor>
      <ReviewDrawer id={openId} mode="screening" onClose={() => setOpenId(null)} />
      <DecisionDialog
        key={action ?? 'none'}
        action={action}
        count={chosen.length}
        busy={bulk.busy}
        onClose={() => setAction(null)}
        onConfirm={(reason) =>
          action ? void bulk.run({ action, ids: chosen, ...(reason ? { reason } : {}) }) : undefined
        }
      />
    </Stack>
  );
}
