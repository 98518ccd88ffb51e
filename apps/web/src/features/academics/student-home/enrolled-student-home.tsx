import type { TStudentHome } from '@campusflow/contracts';
import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header.tsx';
import { FeesOwed } from '@/features/payments/summary/fees-owed.tsx';
import { RegistrationSummary } from '@/features/registration/summary/registration-summary.tsx';
import { ResultsSummary } from '@/features/results/summary/results-summary.tsx';
import { useMe } from '@/lib/use-me.ts';

// Entry for other areas: the enrolled student's home, shown at /dashboard/student by the
// admissions area (which keeps the applicant's home) once `useStudentHome` answers with an
// enrollment; `useMyEnrollment` for pages that only need to know whether there is one.

export { useMyEnrollment, useStudentHome } from './student-home-api.ts';

type Enrollment = NonNullable<TStudentHome['enrollment']>;

const yearLabel = (startYear: number) => `${startYear}/${startYear + 1}`;

function Fact(props: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={props.testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text size="sm" fw={500}>
        {props.children}
      </Text>
    </div>
  );
}

function ToDo(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="md" data-testid={props.testId}>
      <Text fw={600} mb="xs">
        {props.title}
      </Text>
      {props.children}
    </Card>
  );
}

/** `student` once enrolled: who the student is at the school, and what this session asks. */
export function EnrolledStudentHome(props: { home: TStudentHome & { enrollment: Enrollment } }) {
  const me = useMe();
  const { home } = props;
  const e = home.enrollment;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={`Welcome, ${me.user.name.split(' ')[0]}`}
        description={me.user.schoolName ?? undefined}
      />
      <Card withBorder padding="md" data-testid="student-card">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <Avatar
            src={me.user.passportUrl}
            alt="Passport photograph"
            size={88}
            radius="md"
            color="blue"
          >
            {me.user.name.slice(0, 1)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Text fw={700} size="lg">
              {me.user.name}
            </Text>
            <Text size="xs" c="dimmed">
              Matric number
            </Text>
            {/* Scales with the window so that a usual matric number stays on one line at 360 px;
                a longer one wraps after a slash, never inside a part. */}
            <Text
              fw={700}
              data-testid="matric-number"
              style={{ fontSize: 'clamp(16px, 4.5vw, 24px)', overflowWrap: 'break-word' }}
            >
              {e.matricNumber.split('/').map((part, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
                <span key={i}>
                  {i > 0 ? '/' : ''}
                  {i > 0 ? <wbr /> : null}
                  {part}
                </span>
              ))}
            </Text>
            <Badge color="green" variant="light" w="fit-content">
              Enrolled
            </Badge>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" mt="md">
          <Fact label="Programme" testId="programme">
            {e.programme.name}
          </Fact>
          <Fact label="Department">
            {e.department.name}, {e.faculty.name}
          </Fact>
          <Fact label="Level" testId="level">
            {e.level} level
          </Fact>
          <Fact label="Entry year">{yearLabel(e.entryYear)}</Fact>
          <Fact label="Current session">{e.session ? e.session.name : 'None set yet'}</Fact>
        </SimpleGrid>
      </Card>
      <Title order={3} size="h4">
        What to do this session
      </Title>
      <ToDo title="Fees" testId="todo-fees">
        <FeesOwed fees={home.fees} />
      </ToDo>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <ToDo title="Course registration" testId="todo-registration">
          <RegistrationSummary standing={home.registration} />
        </ToDo>
        <ToDo title="Results" testId="todo-results">
          <ResultsSummary results={home.results} />
        </ToDo>
      </SimpleGrid>
    </Stack>
  );
}
