import type { TAccountsReport } from '@campusflow/contracts';
import { formatCount, naira } from '@campusflow/contracts/format';
import { SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/query-state.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';
import { accountsReportQuery } from '../accountant/accountant-api.ts';
import { SettlementsCard } from './settlements-card.tsx';
import { TakingsCard } from './takings-card.tsx';

const payments = (n: number) => `${formatCount(n)} payment${n === 1 ? '' : 's'}`;

/**
 * The accounts office at a glance (accountant and bursar): each figure opens the ledger with
 * the filters that list it, for someone who holds the accountant's role.
 */
export function AccountsFigures() {
  const report = useQuery(accountsReportQuery());
  const linkTo = useFigureLink();
  const ledger = (query: string) => linkTo('accountant', `accountant/payments?${query}`);
  return (
    <QueryState query={report} isEmpty={() => false} empty={null}>
      {(r: TAccountsReport) => {
        const today = new Date().toISOString().slice(0, 10);
        const session = r.session ? `sessionId=${r.session.id}` : '';
        const { transfers, mismatches, refunds } = r.toReview;
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="sm">
              <StatCard
                label="Today"
                value={naira(r.today.amount)}
                hint={payments(r.today.payments)}
                to={ledger(`from=${today}&to=${today}`)}
              />
              <StatCard
                label="This session"
                value={naira(r.thisSession.amount)}
                hint={
                  r.session
                    ? `${payments(r.thisSession.payments)} · ${r.session.name}`
                    : 'No current session'
                }
                to={r.session ? ledger(session) : null}
              />
              <StatCard
                label="Transfers to confirm"
                value={formatCount(transfers.payments)}
                hint={`${naira(transfers.amount)} waiting`}
                color={transfers.payments > 0 ? 'orange' : undefined}
                to={ledger('review=transfers')}
              />
              <StatCard
                label="Mismatches"
                value={formatCount(mismatches)}
                hint="Paid for another amount"
                color={mismatches > 0 ? 'red' : undefined}
                to={ledger('review=flagged')}
              />
              <StatCard
                label="Paid twice"
                value={formatCount(refunds.payments)}
                hint={`${naira(refunds.amount)} to refund`}
                color={refunds.payments > 0 ? 'red' : undefined}
                to={ledger('review=refunds')}
              />
            </SimpleGrid>
            {r.session ? <TakingsCard report={r} ledger={ledger} /> : null}
            {r.session ? <SettlementsCard settlements={r.settlements} /> : null}
          </Stack>
        );
      }}
    </QueryState>
  );
}
