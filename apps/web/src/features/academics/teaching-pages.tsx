import type { TCourseOffering } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { Alert, Anchor, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { StatCard } from '@/components/stat-card.tsx';
import { RegistrationQueueCard } from '@/features/registration/hod-queue/registration-queue-card.tsx';
import { SheetsWaitingCard } from '@/features/results/hod/sheets-waiting-card.tsx';
import { ScoreSheetPanel } from '@/features/results/sheet/score-sheet-panel.tsx';
import { useMe } from '@/lib/use-me.ts';
import { CourseDetailPage } from './course-detail-view.tsx';
import { myCoursesQuery, myDepartmentQuery } from './teaching-api.ts';

function OfferingTable(props: {
  items: TCourseOffering[];
  linkTo: (courseId: string) => string;
  showLecturers?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Course</Table.Th>
            <Table.Th visibleFrom="sm">Level</Table.Th>
            {props.showLecturers ? <Table.Th visibleFrom="sm">Lecturers</Table.Th> : null}
            <Table.Th>Students</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((c) => (
            <Table.Tr key={c.courseId}>
              <Table.Td>
                <Anchor component={Link} to={props.linkTo(c.courseId)} fw={500} size="sm">
                  {c.code}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {c.title} · {c.units} units
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">
                {c.level}L · sem {c.semester}
              </Table.Td>
              {props.showLecturers ? (
                <Table.Td visibleFrom="sm">
                  {c.lecturers.map((l) => l.name).join(', ') || (
                    <Text c="dimmed" size="sm">
                      none yet
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>{c.studentCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const noSession = (
  <Alert color="yellow">
    There is no current session yet. The head of school marks one under Sessions.
  </Alert>
);

/** `teacher`: this session's teaching at a glance. */
export function TeacherHomePage() {
  const { user } = useMe();
  const courses = useQuery(myCoursesQuery());
  return (
    <Stack gap="lg">
      <PageHeader title={`Welcome, ${user.name}`} description="Your teaching this session." />
      <QueryState query={courses} isEmpty={() => false} empty={null}>
        {(data) =>
          !data.sessionId ? (
            noSession
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <StatCard label="Session" value={data.sessionName ?? ''} />
                <StatCard label="Courses" value={formatCount(data.items.length)} />
                <StatCard
                  label="Students"
                  value={formatCount(data.items.reduce((sum, c) => sum + c.studentCount, 0))}
                />
              </SimpleGrid>
              <Anchor component={Link} to="/dashboard/teacher/courses">
                Open my courses
              </Anchor>
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** `teacher/courses`: the courses assigned to the lecturer for the current session. */
export function TeacherCoursesPage() {
  const courses = useQuery(myCoursesQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="My courses"
        description="The courses you teach in the current session, with their students."
      />
      <QueryState
        query={courses}
        isEmpty={(d) => d.items.length === 0}
        empty={
          courses.data && !courses.data.sessionId
            ? 'There is no current session yet.'
            : 'No courses are assigned to you this session. The head of school assigns lecturers under Assign staff.'
        }
      >
        {(data) => (
          <OfferingTable
            items={data.items}
            linkTo={(id) => `/dashboard/teacher/course-details/${id}`}
          />
        )}
      </QueryState>
    </Stack>
  );
}

/** `teacher/course-details/{id}`: the course, with the lecturer's score sheet above the roster. */
export function TeacherCourseDetailsPage() {
  const { id = '' } = useParams();
  return (
    <CourseDetailPage>
      <ScoreSheetPanel courseId={id} />
    </CourseDetailPage>
  );
}

/** `hod`: the department(s) the user heads, and their courses this session. */
export function HodHomePage() {
  const overview = useQuery(myDepartmentQuery());
  return (
    <Stack gap={0}>
      <PageHeader
        title="Head of department"
        description={
          overview.data?.sessionName ? `Session ${overview.data.sessionName}` : undefined
        }
      />
      <QueryState
        query={overview}
        isEmpty={(d) => d.departments.length === 0}
        empty="You are not head of a department yet. The head of school assigns heads under Assign staff."
      >
        {(data) => (
          <Stack gap="lg">
            {data.departments.map((d) => (
              <div key={d.id}>
                <Group justify="space-between" mb="xs">
                  <Title order={3} fz="lg">
                    {d.name}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {d.facultyName}
                  </Text>
                </Group>
                <SimpleGrid cols={{ base: 3 }}>
                  <StatCard label="Programmes" value={formatCount(d.programmeCount)} />
                  <StatCard label="Students" value={formatCount(d.studentCount)} />
                  <StatCard label="Lecturers" value={formatCount(d.lecturerCount)} />
                </SimpleGrid>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  <RegistrationQueueCard departmentId={d.id} />
                  <SheetsWaitingCard departmentId={d.id} />
                </SimpleGrid>
              </div>
            ))}
            <div>
              <Title order={3} fz="lg" mb="xs">
                Courses
              </Title>
              {data.courses.length === 0 ? (
                <Text c="dimmed" size="sm">
                  The department has no courses yet.
                </Text>
              ) : (
                <OfferingTable
                  items={data.courses}
                  linkTo={(id) => `/dashboard/hod/courses/${id}`}
                  showLecturers
                />
              )}
            </div>
            {data.sessionName ? null : noSession}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
