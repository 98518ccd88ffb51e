import { formatCount } from '@campusflow/contracts/format';
import type { TSchoolReport } from '@campusflow/contracts/reports';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { LazyBarChart } from '@/components/charts/lazy-charts.tsx';
import { NothingYet, ReportCard } from '@/components/report-card.tsx';
import { useFigureLink } from '@/lib/figure-links.ts';

/** Enrolled students by faculty and level (charts) and by programme (a table). */
export function EnrolmentCard(props: { enrolment: TSchoolReport['enrolment'] }) {
  const linkTo = useFigureLink();
  const { enrolment } = props;
  return (
    <ReportCard
      title={`Enrolment · ${formatCount(enrolment.students)} students`}
      link={{ to: linkTo('admin', 'admin/users?roles=student'), label: 'Students' }}
    >
      {enrolment.students === 0 ? (
        <NothingYet>No student is enrolled yet.</NothingYet>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Text size="sm" fw={600} mb={4}>
                By faculty
              </Text>
              <LazyBarChart
                h={240}
                data={enrolment.byFaculty.map((f) => ({
                  faculty: f.faculty.replace(/^Faculty of /, ''),
                  Students: f.students,
                }))}
                dataKey="faculty"
                orientation="vertical"
                yAxisProps={{ width: 110 }}
                series={[{ name: 'Students', color: 'blue.6' }]}
                aria-label="Enrolled students by faculty"
              />
            </div>
            <div>
              <Text size="sm" fw={600} mb={4}>
                By level
              </Text>
              <LazyBarChart
                h={240}
                data={enrolment.byLevel.map((l) => ({
                  level: String(l.level),
                  Students: l.students,
                }))}
                dataKey="level"
                series={[{ name: 'Students', color: 'teal.6' }]}
                aria-label="Enrolled students by level"
              />
            </div>
          </SimpleGrid>
          <Table.ScrollContainer minWidth={300}>
            <Table striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Programme</Table.Th>
                  <Table.Th>Faculty</Table.Th>
                  <Table.Th ta="right">Students</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {enrolment.byProgramme.map((p) => (
                  <Table.Tr key={p.programmeId}>
                    <Table.Td>{p.programme}</Table.Td>
                    <Table.Td>{p.faculty}</Table.Td>
                    <Table.Td ta="right">{formatCount(p.students)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </ReportCard>
  );
}
