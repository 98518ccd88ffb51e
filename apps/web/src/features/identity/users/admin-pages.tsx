import { roleLabels, type TRoleKey } from '@campusflow/contracts/constants';
import { formatDateTime } from '@campusflow/contracts/format';
import { Anchor, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useMe } from '@/lib/use-me.ts';
import { recentActivityQuery, userCountsQuery } from './users-api.ts';
import { UsersPage } from './users-page.tsx';

export function AdminUsersPage() {
  return <UsersPage platform={false} me={useMe().user} />;
}

export function AppAdminUsersPage() {
  return <UsersPage platform me={useMe().user} />;
}

function Stat(props: { label: string; value: number | string }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fz={28} fw={700}>
        {props.value}
      </Text>
    </Card>
  );
}

/** `admin`: who is in the school, and what happened lately. */
export function AdminHomePage() {
  const { user } = useMe();
  const counts = useQuery(userCountsQuery);
  const recent = useQuery(recentActivityQuery);
  return (
    <Stack gap="lg">
      <PageHeader title="School administration" description={user.schoolName ?? undefined} />
      <QueryState query={counts} isEmpty={() => false} empty={null}>
        {(data) => (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Stat label="Accounts" value={data.total} />
              <Stat label="Students" value={data.byRole.student ?? 0} />
              <Stat
                label="Staff roles"
                value={Object.entries(data.byRole)
                  .filter(([r]) => r !== 'student')
                  .reduce((s, [, n]) => s + n, 0)}
              />
              <Stat label="Suspended" value={data.byStatus.suspended ?? 0} />
            </SimpleGrid>
            <Group gap="xs">
              {Object.entries(data.byRole)
                .filter(([role]) => role !== 'student')
                .map(([role, n]) => (
                  <Anchor
                    key={role}
                    component={Link}
                    to={`/dashboard/admin/users?roles=${role}`}
                    size="sm"
                  >
                    {roleLabels[role as TRoleKey] ?? role}: {n}
                  </Anchor>
                ))}
            </Group>
          </Stack>
        )}
      </QueryState>
      <div>
        <Group justify="space-between" mb="xs">
          <Title order={3} fz="lg">
            Recent activity
          </Title>
          <Anchor component={Link} to="/dashboard/admin/logs" size="sm">
            Open the audit log
          </Anchor>
        </Group>
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
      </div>
    </Stack>
  );
}
