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
          w={220}
          data={deliveryStatuses.map((s) => ({ value: s, label: shortStatusLabels[s] }))}
          value={status || null}
          onChange={(value) => search.set({ status: value })}
        />
        <SearchField
          placeholder="Name or e-mail"
          value={search.values.q}
          onSearch={(q) => search.set({ q })}
          w={240}
        />
      </Group>
      <QueryState query={query} isEmpty={(d) => d.items.length === 0} empty="No recipient matches.">
        {(data) => (
          <PagedTable
            minWidth={560}
            verticalSpacing="xs"
            page={search.page}
            limit={data.limit}
            total={data.total}
            onPage={(page) => search.set({ page })}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Recipient</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Attempts</Table.Th>
                <Table.Th>Details</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((r) => (
                <Table.Tr key={r.id} data-testid="recipient-row" data-status={r.status}>
                  <Table.Td>
                    <Text size="sm">{r.name}</Text>
                    <Text size="xs" c="dimmed">
                      {r.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={deliveryStatusColors[r.status]} variant="light">
                      {shortStatusLabels[r.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{r.attempts}</Table.Td>
                  <Table.Td>
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
