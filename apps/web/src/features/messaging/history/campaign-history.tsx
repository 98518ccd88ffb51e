import { formatCount, formatDateTime } from '@campusflow/contracts/format';
import type { TCampaignSummary } from '@campusflow/contracts/messaging-campaigns';
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { campaignsQuery } from '../messaging-api.ts';
import { deliveredCount, settledCount } from '../messaging-labels.ts';
import { messagingPaths } from '../messaging-paths.ts';

/** Where a message's delivery stands, in a badge or two. */
function DeliveryBadges(props: { campaign: TCampaignSummary }) {
  const { counts, recipients, finishedAt } = props.campaign;
  return (
    <Group gap={4}>
      {finishedAt === null ? (
        <Badge color="blue" variant="light">
          Sending {formatCount(settledCount(counts))}/{formatCount(recipients)}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Delivered {formatCount(deliveredCount(counts))}
        </Badge>
      )}
      {counts.failed > 0 ? (
        <Badge color="red" variant="light">
          Failed {formatCount(counts.failed)}
        </Badge>
      ) : null}
      {counts.opted_out > 0 ? (
        <Badge color="grape" variant="light">
          Opted out {formatCount(counts.opted_out)}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The messages the school sent, newest first. */
export function CampaignHistory() {
  const search = useSearchState(['tab'] as const);
  const query = useQuery(campaignsQuery(search.page));
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.items.length === 0}
      empty="No message has been sent yet. Write one in the Compose tab, or start from a template."
    >
      {(data) => (
        <PagedTable
          minWidth={640}
          verticalSpacing="sm"
          highlightOnHover
          page={search.page}
          limit={data.limit}
          total={data.total}
          onPage={(page) => search.set({ page, tab: 'sent' })}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Recipients</Table.Th>
              <Table.Th>Delivery</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((c) => (
              <Table.Tr key={c.id} data-testid="campaign-row">
                <Table.Td>
                  <Anchor component={Link} to={messagingPaths.campaign(c.id)} size="sm" fw={600}>
                    {c.subject}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {c.audienceLabel}
                    {c.essential ? ' · essential' : ''}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDateTime(c.createdAt)}</Text>
                  <Text size="xs" c="dimmed">
                    {c.sentBy}
                  </Text>
                </Table.Td>
                <Table.Td>{formatCount(c.recipients)}</Table.Td>
                <Table.Td>
                  <DeliveryBadges campaign={c} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </PagedTable>
      )}
    </QueryState>
  );
}
