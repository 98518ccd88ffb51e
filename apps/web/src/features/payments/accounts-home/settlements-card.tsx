import type { TAccountsReport } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { Table, Text } from '@mantine/core';
import { Amount } from '@/components/amount.tsx';
import { ReportCard } from '@/components/report-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

const modeLabels: Record<TAccountsReport['settlements'][number]['mode'], string> = {
  card: 'Card, through the gateway',
  bank_transfer: 'Bank transfers to the fees account',
  manual: 'Recorded by hand',
};

/** Where this session's confirmed money settled: each school account, transfers, by hand. */
export function SettlementsCard(props: { settlements: TAccountsReport['settlements'] }) {
  const linkTo = useFigureLink();
  return (
    <ReportCard
      title="Settlements by account"
      link={{ to: linkTo('bursar', 'bursar/schoolBanks'), label: 'School banks' }}
    >
      {props.settlements.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing has settled this session yet.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={260}>
          <Table verticalSpacing="xs" data-testid="settlements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Account</Table.Th>
                <Table.Th ta="right" visibleFrom="xs">
                  Payments
                </Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.settlements.map((s) => (
                <Table.Tr key={`${s.mode}:${s.account?.accountNumber ?? ''}`}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {s.account ? s.account.accountName : modeLabels[s.mode]}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {s.account
                        ? `${s.account.bankName} · ${s.account.accountNumber}`
                        : s.mode === 'card'
                          ? 'No settlement account was set at checkout'
                          : null}
                    </Text>
                    <Text size="xs" c="dimmed" hiddenFrom="xs">
                      {formatCount(s.payments)} payments
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="xs">
                    {formatCount(s.payments)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Amount kobo={s.amount} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ReportCard>
  );
}
