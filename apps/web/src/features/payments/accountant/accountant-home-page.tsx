import type { TAccountsSummary } from '@campusflow/contracts';
import { naira } from '@campusflow/contracts/format';
import { Anchor, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Amount } from '@/components/amount.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { feeTypeLabels } from '../fee-type-labels.ts';
import { summaryQuery } from './accountant-api.ts';

function Figure(props: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fz={{ base: 18, sm: 24 }} fw={700} style={{ overflowWrap: 'anywhere' }}>
        {props.value}
      </Text>
      {props.hint ? (
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      ) : null}
    </Card>
  );
}

function ByType(props: { rows: TAccountsSummary['today']['byType'] }) {
  if (props.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing confirmed yet.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Fee type</Table.Th>
            <Table.Th>Payments</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((r) => (
            <Table.Tr key={r.type}>
              <Table.Td>{feeTypeLabels[r.type]}</Table.Td>
              <Table.Td>{r.count}</Table.Td>
              <Table.Td ta="right">
                <Amount kobo={r.amount} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `accountant`: today's and this session's confirmed money by fee type, and what to review. */
export function AccountantHomePage() {
  const summary = useQuery(summaryQuery());
  return (
    <Stack gap="lg">
      <PageHeader title="Accounts" description="Confirmed payments, today and this session." />
      <QueryState query={summary} isEmpty={() => false} empty={null}>
        {(s) => (
          <Stack gap="lg">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              <Figure
                label="Today"
                value={naira(s.today.amount)}
                hint={`${s.today.count} payments`}
              />
              <Figure
                label="This session"
                value={naira(s.thisSession.amount)}
                hint={
                  s.session
                    ? `${s.thisSession.count} payments · ${s.session.name}`
                    : 'No current session'
                }
              />
              <Figure label="Transfers to confirm" value={String(s.toReview.transfers)} />
              <Figure label="Mismatches to review" value={String(s.toReview.flagged)} />
            </SimpleGrid>
            {s.toReview.transfers + s.toReview.flagged > 0 ? (
              <Anchor component={Link} to="/dashboard/accountant/payments?review=transfers">
                Review waiting payments
              </Anchor>
            ) : null}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Card withBorder>
                <Title order={3} size="h5" mb="xs">
                  Today by fee type
                </Title>
                <ByType rows={s.today.byType} />
              </Card>
              <Card withBorder>
                <Title order={3} size="h5" mb="xs">
                  This session by fee type
                </Title>
                <ByType rows={s.thisSession.byType} />
              </Card>
            </SimpleGrid>
            <Anchor component={Link} to="/dashboard/accountant/payments">
              Open the payments ledger
            </Anchor>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
