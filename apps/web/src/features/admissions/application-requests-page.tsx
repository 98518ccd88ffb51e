import type { TDecisionInput } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Progress,
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
import { OlevelBadge, officerStages, StageBadge, scoreText } from './decision-badges.tsx';
import { applicationsQuery, quotasQuery, type TQuotaRow, useBulkDecision } from './officer-api.ts';

const LIMIT = 25;
const typedKeys = ['q', 'state', 'utmeMin', 'utmeMax', 'aggregateMin', 'aggregateMax'] as const;
const keys = [...typedKeys, 'programmeId', 'stage', 'sort'] as const;
type Typed = Record<(typeof typedKeys)[number], string>;
const sorts = [
  { value: 'aggregate', label: 'Aggregate, best first' },
  { value: 'submitted', label: 'Submitted, oldest first' },
  { value: 'name', label: 'Name' },
];

/** Quota of each programme against places taken (offers standing, accepted, enrolled). */
function QuotaStrip(props: { items: TQuotaRow[] }) {
  if (props.items.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" data-testid="quota-strip">
      {props.items.map((q) => {
        const taken = q.offers + q.accepted;
        return (
          <Paper withBorder p="xs" radius="sm" key={q.programmeId}>
            <Text size="sm" fw={500} truncate>
              {q.programmeName}
            </Text>
            <Text size="xs" c="dimmed">
              {q.quota > 0 ? `${taken} of ${q.quota} places` : `${taken} taken, no quota`} ·{' '}
              {q.offers} offered, {q.accepted} accepted
            </Text>
            {q.quota > 0 ? (
              <Progress
                mt={6}
                value={Math.min(100, (taken / q.quota) * 100)}
                color={taken >= q.quota ? 'red' : 'teal'}
                aria-label={`${q.programmeName}: ${taken} of ${q.quota} places taken`}
              />
            ) : null}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

/** `admissionOfficer/applicationRequest`: every application, ranked, to offer or reject. */
export function ApplicationRequestsPage() {
  const { values, page, set } = useSearchState(keys);
  const fromUrl = (): Typed => Object.fromEntries(typedKeys.map((k) => [k, values[k]])) as Typed;
  const [typed, setTyped] = useState<Typed>(fromUrl);
  const [debounced] = useDebouncedValue(typed, 400);
  // Typing settles before the address (and the list) follows.
  const settled = typedKeys.every((k) => debounced[k] === typed[k]);
  const changed = typedKeys.some((k) => debounced[k] !== values[k]);
  useEffect(() => {
    if (settled && changed) set(debounced);
  }, [settled, changed, debounced, set]);
  const sort = values.sort || 'aggregate';
  const list = useQuery(applicationsQuery({ ...values, sort, page, limit: LIMIT }));
  const quotas = useQuery(quotasQuery());
  const [selected, setSelected] = useState<string[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [action, setAction] = useState<TDecisionInput['action'] | null>(null);
  const bulk = useBulkDecision(() => {
    setAction(null);
    setSelected([]);
  });
  const items = list.data?.items ?? [];
  const chosen = selected.filter((id) => items.some((r) => r.id === id));
  const allChosen = items.length > 0 && chosen.length === items.length;
  const toggle = (id: string) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const nameOf = (id: string) => items.find((r) => r.id === id)?.applicantName ?? id;
  const input = (key: keyof Typed, label: string, placeholder: string, numeric = false) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode={numeric ? 'numeric' : undefined}
      value={typed[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTyped((t) => ({ ...t, [key]: numeric ? value.replace(/\D/g, '') : value }));
      }}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader
        title="Application requests"
        description="Rank applicants by aggregate, then offer or reject admission, one by one or in bulk."
      />
      <QuotaStrip items={quotas.data?.items ?? []} />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
        {input('q', 'Search', 'Name or JAMB no.')}
        <Select
          label="Programme"
          data={(quotas.data?.items ?? []).map((p) => ({
            value: p.programmeId,
            label: p.programmeName,
          }))}
          value={values.programmeId || null}
          onChange={(v) => set({ programmeId: v })}
          clearable
          searchable
        />
        <Select
          label="Stage"
          data={officerStages}
          value={values.stage || null}
          onChange={(v) => set({ stage: v })}
          clearable
        />
        {input('state', 'State of origin', 'e.g. Enugu')}
        <Select
          label="Sort"
          data={sorts}
          value={sort}
          allowDeselect={false}
          onChange={(v) => set({ sort: v === 'aggregate' ? null : v })}
        />
        {input('utmeMin', 'UTME from', '0', true)}
        {input('utmeMax', 'UTME to', '400', true)}
        {input('aggregateMin', 'Aggregate from', '0', true)}
        {input('aggregateMax', 'Aggregate to', '100', true)}
      </SimpleGrid>
      {chosen.length > 0 ? (
        <Paper withBorder p="xs" radius="sm" data-testid="bulk-bar">
          <Group gap="xs" justify="space-between">
            <Text size="sm">{chosen.length} selected</Text>
            <Group gap="xs">
              <Button size="xs" color="green" onClick={() => setAction('offer')}>
                Offer
              </Button>
              <Button size="xs" color="red" variant="light" onClick={() => setAction('reject')}>
                Reject
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
      {sort === 'aggregate' && !values.programmeId ? (
        <Text size="xs" c="dimmed">
          Rank is the position by aggregate within each programme; choose a programme to see its
          merit list.
        </Text>
      ) : null}
      <QueryState
        query={list}
        isEmpty={(d) => d.total === 0}
        empty="No application matches these filters. Submitted applications appear here."
      >
        {(data) => (
          <PagedTable
            minWidth={960}
            highlightOnHover
            verticalSpacing="xs"
            data-testid="application-requests"
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
                {sort === 'aggregate' ? <Table.Th ta="right">Rank</Table.Th> : null}
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Programme</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th ta="right">UTME</Table.Th>
                <Table.Th>Screening</Table.Th>
                <Table.Th>O’level</Table.Th>
                <Table.Th ta="right">Exam %</Table.Th>
                <Table.Th ta="right">Aggregate</Table.Th>
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
                  {sort === 'aggregate' ? <Table.Td ta="right">{r.rank ?? '—'}</Table.Td> : null}
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
                      {[r.jambNo, r.stateOfOrigin].filter(Boolean).join(' · ') || '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.programmeName}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StageBadge stage={r.stage} />
                  </Table.Td>
                  <Table.Td ta="right">{r.utmeScore ?? '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{r.screeningResult ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <OlevelBadge meets={r.olevelMeets} />
                  </Table.Td>
                  <Table.Td ta="right">{scoreText(r.examScore)}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {scoreText(r.aggregate)}
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
          setTyped(Object.fromEntries(typedKeys.map((k) => [k, ''])) as Typed);
          set(Object.fromEntries(keys.map((k) => [k, null])));
        }}
      >
        Clear all filters
      </Anchor>
      <ReviewDrawer id={openId} mode="admission" onClose={() => setOpenId(null)} />
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
