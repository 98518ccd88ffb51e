import type { TAcademicsOverview } from '@campusflow/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { OfferingsPanel } from '@/features/admissions/offerings/offerings-panel.tsx';
import { SchoolReport } from '@/features/analytics/school-report/school-report.tsx';
import { WeeklySummarySwitch } from '@/features/analytics/weekly-summary/weekly-summary-switch.tsx';
import { useMe } from '@/lib/use-me.ts';
import { overviewQuery } from './academics-api.ts';

// Students are listed on the administrator's pages, which a head of school without that role
// may not open: the count is shown without a link.
const labels: Record<keyof TAcademicsOverview['counts'], { label: string; to: string | null }> = {
  faculties: { label: 'Faculties', to: 'faculties' },
  departments: { label: 'Departments', to: 'departments' },
  programmes: { label: 'Programmes', to: 'programme' },
  courses: { label: 'Courses', to: 'curriculum?tab=courses' },
  students: { label: 'Students', to: null },
  lecturers: { label: 'Lecturers teaching', to: 'assignStaff?tab=teacher' },
};

function CountCard(props: { label: string; to: string | null; count: number }) {
  const content = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text fz={28} fw={700}>
        {props.count}
      </Text>
    </>
  );
  return props.to ? (
    <Card withBorder padding="md" component={Link} to={`/dashboard/hos/${props.to}`}>
      {content}
    </Card>
  ) : (
    <Card withBorder padding="md">
      {content}
    </Card>
  );
}

/**
 * `hos`: counts, the current session, what still needs setting up, and the programmes open for
 * admission this session (the head of school's decision, docs/decisions/006-role-scopes.md).
 */
export function HosHomePage() {
  const { user } = useMe();
  const overview = useQuery(overviewQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="Head of school"
        description={user.schoolName ?? undefined}
        actions={<WeeklySummarySwitch />}
      />
      <QueryState query={overview} isEmpty={() => false} empty={null}>
        {(data) => (
          <Stack gap="lg">
            <Group gap="xs">
              <Text size="sm">Current session:</Text>
              {data.currentSession ? (
                <Badge variant="light" color="green">
                  {data.currentSession.name}
                </Badge>
              ) : (
                <Badge variant="light" color="yellow">
                  not set
                </Badge>
              )}
            </Group>
            <SimpleGrid cols={{ base: 2, sm: 3 }}>
              {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
                <CountCard key={key} {...labels[key]} count={data.counts[key]} />
              ))}
            </SimpleGrid>
            <div>
              <Title order={3} fz="lg" mb="xs">
                Still to set up
              </Title>
              {data.todo.length === 0 ? (
                <Alert color="green">Everything is set up. Well done.</Alert>
              ) : (
                <List spacing="xs">
                  {data.todo.map((item) => (
                    <List.Item key={item.text}>
                      <Anchor component={Link} to={item.path}>
                        {item.text}
                      </Anchor>
                    </List.Item>
                  ))}
                </List>
              )}
            </div>
          </Stack>
        )}
      </QueryState>
      <section aria-labelledby="hos-report">
        <Title order={3} fz="lg" mt="xl" mb="xs" id="hos-report">
          This session at a glance
        </Title>
        <SchoolReport />
      </section>
      <section aria-labelledby="hos-admissions">
        <Title order={3} fz="lg" mt="xl" mb="xs" id="hos-admissions">
          Admissions this session
        </Title>
        <OfferingsPanel />
      </section>
    </Stack>
  );
}
