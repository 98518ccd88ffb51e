import { formatDateTime } from '@campusflow/contracts/format';
import {
  deliveryStatuses,
  type TCampaignRecipient,
  type TDeliveryStatus,
} from '@campusflow/contracts/messaging-campaigns';
import { Badge, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { recipientsQuery } from '../messaging-api.ts';
import { deliveryStatusColors, shortStatusLabels } from '../messaging-labels.ts';

/** What happened to a copy besides its status: when it went, or why not and when next. */
function Outcome(props: { recipient: TCampaignRecipient }) {
  const r = props.recipient;
  return (
    <Stack gap={2}>
      {r.sentAt ? <Text size="xs">{formatDateTime(r.sentAt)}</Text> : null}
      {r.nextAttemptAt ? <Text size="xs">Next try {formatDateTime(r.nextAttemptAt)}</Text> : null}
      {r.lastError ? (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {r.lastError}
        </Text>
      ) : null}
    </Stack>
  );
}

function StatusBadge(props: { status: TDeliveryStatus }) {
  return (
    <Badge color={deliveryStatusColors[props.status]} variant="light">
      {shortStatusLabels[props.status]}
    </Badge>
  );
}

/** Each recipient's delivery, filtered by status or searched, a page at a time. */
export function RecipientsTable(props: { campaignId: string; live: boolean }) {
  const search = useSearchState(['status', 'q'] as const);
  const status: TDeliveryStatus | '' =
    deliveryStatuses.find((s) => s === search.values.status) ?? '';
  const filter = { status, q: search.values.q, page: search.page };
  const query = useQuery(recipientsQuery(props.campaignId, filter, props.live));
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end">
        <Select
          label="Status"
          placeholder="Every status"
          clearable
          w={{ base: '100%', xs: 220 }}
          data={deliveryStatuses.map((s) => ({ value: s, label: shortStatusLabels[s] }))}
          value={status || null}
          onChange={(value) => search.set({ status: value })}
        />
        <SearchField
          placeholder="Name or e-mail"
          value={search.values.q}
          onSearch={(q) => search.set({ q })}
          w={{ base: '100%', xs: 240 }}
        />
      </Group>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty="No recipient matches.">
        {(data) => (
          <PagedTable
            minWidth={0}
            verticalSpacing="xs"
            page={search.page}
            limit={data.limit}
            total={data.total}
            onPage={(page) => search.set({ page })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recipient</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                <Table.Th visibleFrom="sm">Attempts</Table.Th>
                <Table.Th visibleFrom="sm">Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="recipient-row" data-status={r.status}>
                  <Table.Td>
                    <Text size="sm">{r.name}</Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {r.email}
                    </Text>
                    {/* A phone shows the delivery under the name rather than in columns. */}
                    <Stack gap={4} mt={6} hiddenFrom="sm">
                      <Group gap="xs">
                        <StatusBadge status={r.status} />
                        <Text size="xs" c="dimmed">
                          {r.attempts} {r.attempts === 1 ? 'attempt' : 'attempts'}
                        </Text>
                      </Group>
                      <Outcome recipient={r} />
                    </Stack>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <StatusBadge status={r.status} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{r.attempts}</Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Outcome recipient={r} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </PagedTable>
        )}
      </QueryState>
    </Stack>
  );
}
