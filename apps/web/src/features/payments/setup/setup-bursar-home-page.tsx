import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { useMe } from '@/lib/use-me.ts';
import { AccountsFigures } from '../accounts-home/accounts-figures.tsx';
import { setupResources } from './setup-api.ts';

const schoolBanksPath = '/dashboard/bursar/schoolBanks';

/** `bursar`: where the school's payments settle, and the accounts office's figures. */
export function BursarHomePage() {
  const { user } = useMe();
  // The primary account comes first in the list.
  const accounts = useQuery(setupResources.schoolBanks.list({ status: 'active', limit: 1 }));
  return (
    <Stack gap="lg">
      <PageHeader
        title="Bursary"
        description={user.schoolName ?? undefined}
        actions={<WeeklySummarySwitch />}
      />
      <QueryState query={accounts} isEmpty={() => false} empty={null}>
        {(data) => {
          const primary = data.items[0]?.isPrimary ? data.items[0] : null;
          return (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Card withBorder padding="md">
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
                  Payments settle into
                </Text>
                {primary ? (
                  <Stack gap={2}>
                    <Group gap={6}>
                      <Text fw={600}>{primary.accountName}</Text>
                      <Badge size="sm" color="green" variant="light">
                        primary
                      </Badge>
                    </Group>
                    <Text size="sm">
                      {primary.bankName} · {primary.accountNumber}
                    </Text>
                  </Stack>
                ) : (
                  <Alert color="yellow" variant="light" title="No settlement account yet">
                    <Text size="sm" mb="xs">
                      Students cannot pay online until the school has an account to settle into.
                    </Text>
                    <Button component={Link} to={schoolBanksPath} size="xs">
                      Add the school’s account
                    </Button>
                  </Alert>
                )}
              </Card>
              <Card withBorder padding="md" component={Link} to={schoolBanksPath}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  Active accounts
                </Text>
                <Text fz={28} fw={700}>
                  {data.total}
                </Text>
                <Anchor component="span" size="sm">
                  Manage school banks
                </Anchor>
              </Card>
            </SimpleGrid>
          );
        }}
      </QueryState>
      <AccountsFigures />
    </Stack>
  );
}
