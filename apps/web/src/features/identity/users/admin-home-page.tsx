import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { formatCount, formatDate, formatDateTime } from '@campusflow/contracts/format';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LazyBarChart } from '@/components/charts/lazy-charts.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { ReportCard } from '@/components/report-card.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { useMe } from '@/lib/use-me.ts';
import { recentActivityQuery, signInsQuery, userCountsQuery } from './users-api.ts';

const users = '/dashboard/admin/users';
const logs = '/dashboard/admin/logs';

/** The school's accounts: figures that open the users list filtered, and a chart by role. */
function AccountsCard() {
  const counts = useQuery(userCountsQuery);
  return (
    <QueryState query={counts} isEmpty={() => false} empty={null}>
      {(data) => {
        const staff = Object.entries(data.byRole).filter(([role]) => role !== 'student');
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              <StatCard
                label="Accounts"
                value={formatCount(data.total)}
                to={users}
                hint="Everyone with an account"
              />
              <StatCard
                label="Students"
                value={formatCount(data.byRole.student ?? 0)}
                to={`${users}?roles=student`}
                hint="Student role"
              />
              <StatCard
                label="Staff roles"
                value={formatCount(staff.reduce((sum, [, n]) => sum + (n ?? 0), 0))}
                hint="Roles held by staff"
              />
              <StatCard
                label="Suspended"
                value={formatCount(data.byStatus.suspended ?? 0)}
                to={`${users}?status=suspended`}
                hint="Cannot sign in"
                color={(data.byStatus.suspended ?? 0) > 0 ? 'orange' : undefined}
              />
            </SimpleGrid>
            <ReportCard title="Staff by role" link={{ to: users, label: 'Open the list' }}>
              <LazyBarChart
                h={Math.max(160, staff.length * 30)}
                data={staff.map(([role, n]) => ({
                  label: roleLabels[role as TRoleKey] ?? role,
                  Accounts: n ?? 0,
                }))}
                dataKey="label"
                orientation="vertical"
                yAxisProps={{ width: 130 }}
                series={[{ name: 'Accounts', color: 'indigo.6' }]}
                aria-label="Staff accounts by role"
              />
            </ReportCard>
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** Sign-ins and failed sign-ins per day over 30 days, each week's figure opening the log. */
function SignInsCard() {
  const report = useQuery(signInsQuery);
  return (
    <QueryState query={report} isEmpty={() => false} empty={null}>
      {(data) => {
        const from = data.byDay.at(-7)?.day ?? '';
        const to = data.byDay.at(-1)?.day ?? '';
        const log = (action: string) => `${logs}?action=${action}&from=${from}&to=${to}`;
        return (
          <ReportCard title="Sign-ins, last 30 days" link={{ to: logs, label: 'Audit log' }}>
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2 }} spacing="sm">
                <StatCard
                  label="Sign-ins, 7 days"
                  value={formatCount(data.last7Days.succeeded)}
                  to={log('auth.sign_in')}
                  hint="Open in the audit log"
                />
                <StatCard
                  label="Failed, 7 days"
                  value={formatCount(data.last7Days.failed)}
                  to={log('auth.sign_in_failed')}
                  hint="Open in the audit log"
                  color={data.last7Days.failed > 0 ? 'red' : undefined}
                />
              </SimpleGrid>
              <LazyBarChart
                h={220}
                type="stacked"
                data={data.byDay.map((d) => ({
                  day: formatDate(d.day).slice(0, 6),
                  'Signed in': d.succeeded,
                  Failed: d.failed,
                }))}
                dataKey="day"
                series={[
                  { name: 'Signed in', color: 'teal.6' },
                  { name: 'Failed', color: 'red.6' },
                ]}
                withLegend
                aria-label="Sign-ins and failed sign-ins per day over the last 30 days"
              />
            </Stack>
          </ReportCard>
        );
      }}
    </QueryState>
  );
}

/** The latest audit entries of the school. */
function RecentActivityCard() {
  const recent = useQuery(recentActivityQuery);
  return (
    <ReportCard title="Recent activity" link={{ to: logs, label: 'Audit log' }}>
      <QueryState
        query={recent}
        isEmpty={(d) => d.items.length === 0}
        empty="Nothing has happened yet."
      >
        {(data) => (
          <Table.ScrollContainer minWidth={480}>
            <Table>
              <Table.Tbody>
                {data.items.map((row) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(row.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.actorName ?? 'System'}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {row.action}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </ReportCard>
  );
}

/** `admin`: who is in the school, how they sign in, and what happened lately. */
export function AdminHomePage() {
  const { user } = useMe();
  return (
    <Stack gap="lg">
      <PageHeader
        title="School administration"
        description={user.schoolName ?? undefined}
        actions={<WeeklySummarySwitch />}
      />
      <AccountsCard />
      <SignInsCard />
      <RecentActivityCard />
    </Stack>
  );
}
