import type { TOffering, TProgramme } from '@campusflow/contracts';
import { formatDate } from '@campusflow/contracts/format';
import { Badge, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useActingRole } from '@/lib/use-me.ts';
import {
  isOpenToday,
  offeringsQuery,
  schoolProgrammesQuery,
  utcToday,
} from '../officer/officer-api.ts';
import { mayManageOfferings } from './offering-access.ts';
import { OfferingFormModal, type OfferingTarget, type Subjects } from './offering-form-modal.tsx';

const LIMIT = 100;

/** Open, closed (by hand or past its closing date) or not offered this session. */
function statusOf(o: TOffering | undefined) {
  if (!o) return { label: 'Not offered', color: 'gray', variant: 'outline' } as const;
  if (!isOpenToday(o)) return { label: 'Closed', color: 'orange', variant: 'light' } as const;
  return { label: 'Open', color: 'green', variant: 'light' } as const;
}

function StatusBadge(props: { offering: TOffering | undefined }) {
  const s = statusOf(props.offering);
  return (
    <Badge color={s.color} variant={s.variant} style={{ minWidth: 'max-content' }}>
      {s.label}
    </Badge>
  );
}

/** Offers made against the quota: "12 of 50", or "12, no limit". */
function QuotaText(props: { o: TOffering }) {
  const { offersMade, quota } = props.o;
  if (quota === 0) return <>{offersMade}, no limit</>;
  return (
    <Text span inherit c={offersMade >= quota ? 'red' : undefined}>
      {offersMade} of {quota}
    </Text>
  );
}

function ClosesText(props: { o: TOffering }) {
  const { closesAt } = props.o;
  if (!closesAt) return <>No closing date</>;
  return (
    <>
      {formatDate(closesAt)}
      {closesAt < utcToday() ? ' (passed)' : ''}
    </>
  );
}

/** Every O'level subject the school's offerings name, to suggest in the form. */
function subjectsOf(items: TOffering[]): Subjects {
  return { olevel: [...new Set(items.flatMap((o) => o.olevelSubjects))].sort() };
}

// Entry for other areas: the head of school's pages show the programmes open for admission
// through `OfferingsPanel`, never through the rest of this folder.

/**
 * The school's programmes with their admission this session (status, cut-off, offers against
 * quota, closing date). The head of school opens each for application or changes it in a form;
 * other roles (the admission officer) read it (docs/decisions/006-role-scopes.md).
 */
export function OfferingsPanel() {
  const editable = mayManageOfferings(useActingRole());
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OfferingTarget | null>(null);
  const offerings = useQuery(offeringsQuery());
  const programmes = useQuery(schoolProgrammesQuery({ q, page, limit: LIMIT }));
  const items = offerings.data?.items ?? [];
  const open = items.filter(isOpenToday).length;
  const session = items[0] ? `${items[0].sessionName}: ` : '';
  const summary = offerings.data
    ? `${session}${open} open for application, ${items.length - open} closed. `
    : '';
  const find = (p: TProgramme) => items.find((o) => o.programmeId === p.id);
  const action = (p: TProgramme, o: TOffering | undefined) =>
    editable ? (
      <Button
        size="xs"
        variant={o ? 'default' : 'light'}
        aria-label={o ? `Edit ${p.name}` : `Open for application: ${p.name}`}
        onClick={() => setEditing({ programme: p, offering: o })}
      >
        {o ? 'Edit' : 'Open for application'}
      </Button>
    ) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed" maw={560}>
          {summary}
          Applicants choose among the open programmes; the cut-off and O’level rules decide the
          automatic checks.
          {editable ? '' : ' The head of school opens programmes and sets their rules.'}
        </Text>
        <TextInput
          label="Find a programme"
          placeholder="Name or code"
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <QueryState query={offerings} isEmpty={() => false} empty={null}>
        {() => (
          <QueryState
            query={programmes}
            isEmpty={(d) => d.total === 0}
            empty={
              q
                ? `No programme matches “${q}”.`
                : 'The school has no active programme yet. Programmes appear here once they are added to the academic structure.'
            }
          >
            {(data) => (
              <PagedTable
                minWidth={300}
                verticalSpacing="xs"
                highlightOnHover
                data-testid="offerings"
                page={page}
                limit={LIMIT}
                total={data.total}
                onPage={setPage}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Programme</Table.Th>
                    <Table.Th visibleFrom="sm">Status</Table.Th>
                    <Table.Th visibleFrom="sm" ta="right">
                      UTME cut-off
                    </Table.Th>
                    <Table.Th visibleFrom="sm">Offers made</Table.Th>
                    <Table.Th visibleFrom="sm">Closes</Table.Th>
                    {editable ? <Table.Th visibleFrom="sm" /> : null}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((p) => {
                    const o = find(p);
                    return (
                      <Table.Tr key={p.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {p.name}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {p.departmentName} · {p.code}
                          </Text>
                          <Stack gap={6} mt={6} hiddenFrom="sm" align="flex-start">
                            <Group gap="xs">
                              <StatusBadge offering={o} />
                              {o ? (
                                <Text size="xs">
                                  Cut-off {o.utmeCutOff} · offers <QuotaText o={o} /> · closes{' '}
                                  <ClosesText o={o} />
                                </Text>
                              ) : null}
                            </Group>
                            {action(p, o)}
                          </Stack>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <StatusBadge offering={o} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm" ta="right">
                          {o ? o.utmeCutOff : '—'}
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{o ? <QuotaText o={o} /> : '—'}</Table.Td>
                        <Table.Td visibleFrom="sm">{o ? <ClosesText o={o} /> : '—'}</Table.Td>
                        {editable ? (
                          <Table.Td visibleFrom="sm" ta="right">
                            {action(p, o)}
                          </Table.Td>
                        ) : null}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </PagedTable>
            )}
          </QueryState>
        )}
      </QueryState>
      {editable ? (
        <OfferingFormModal
          target={editing}
          subjects={subjectsOf(items)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
