import type { TCourseDetail } from '@campusflow/contracts';
import { semesterNames } from '@campusflow/contracts/calendar';
import {
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { PagedTable } from '@/components/paged-table.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import { courseDetailQuery, rosterQuery, teachingApi } from './teaching-api.ts';

function Fact(props: { label: string; value: string | number }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text>{props.value}</Text>
    </div>
  );
}

const categoryLabels = {
  compulsory: 'Compulsory',
  elective: 'Elective',
  carry_over: 'Carry-over',
} as const;

function Students({ detail }: { detail: TCourseDetail }) {
  const courseId = detail.offering.courseId;
  const total = detail.offering.studentCount;
  const { values, page, set } = useSearchState(['q'] as const);
  const [search, setSearch] = useState(values.q);
  const [q] = useDebouncedValue(search, 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text drives the filter
  useEffect(() => {
    if (q.trim() !== values.q) set({ q: q.trim() });
  }, [q]);
  const roster = useQuery(rosterQuery(courseId, values.q, page, total > 0));
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="lg">
          Students ({total})
        </Title>
        <ExportMenu
          onExport={(format) => teachingApi.exportRoster(courseId, values.q, format)}
          disabled={total === 0}
        />
      </Group>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No students take this course yet: none has an approved registration for it this session.
        </Text>
      ) : (
        <>
          <TextInput
            placeholder="Find a student by name or matric number"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            mb="sm"
            aria-label="Find a student"
          />
          <QueryState
            query={roster}
            isEmpty={(data) => data.items.length === 0}
            empty="No student on this course matches that search."
          >
            {(data) => (
              <>
                <PagedTable
                  minWidth={300}
                  striped
                  page={data.page}
                  limit={data.limit}
                  total={data.total}
                  onPage={(next) => set({ page: next })}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Matric number</Table.Th>
                      <Table.Th>Name</Table.Th>
                      <Table.Th visibleFrom="sm">Programme</Table.Th>
                      <Table.Th visibleFrom="sm">Level</Table.Th>
                      <Table.Th visibleFrom="sm">Category</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.items.map((s) => (
                      <Table.Tr key={s.id}>
                        <Table.Td ff="monospace">{s.userOrgID ?? '—'}</Table.Td>
                        <Table.Td>{s.name}</Table.Td>
                        <Table.Td visibleFrom="sm">{s.programmeName}</Table.Td>
                        <Table.Td visibleFrom="sm">{s.level}</Table.Td>
                        <Table.Td visibleFrom="sm">{categoryLabels[s.category]}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </PagedTable>
              </>
            )}
          </QueryState>
        </>
      )}
    </Card>
  );
}

/**
 * One course for those who teach or oversee it: facts, lecturers, curriculum places, roster;
 * `children` (the lecturer's score sheet) between the facts and the roster.
 */
export function CourseDetailPage(props: { children?: ReactNode }) {
  const { id = '' } = useParams();
  const detail = useQuery(courseDetailQuery(id));
  return (
    <QueryState query={detail} isEmpty={() => false} empty={null}>
      {(data) => {
        const o = data.offering;
        return (
          <Stack gap="md">
            <PageHeader
              title={`${o.code} ${o.title}`}
              description={`${o.departmentName}${o.sessionName ? ` · ${o.sessionName}` : ''}`}
            />
            <Card withBorder padding="md">
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                <Fact label="Units" value={o.units} />
                <Fact label="Level" value={`${o.level}L`} />
                <Fact label="Semester" value={semesterNames[o.semester - 1] ?? o.semester} />
                <Fact
                  label="Lecturers"
                  value={o.lecturers.map((l) => l.name).join(', ') || 'None assigned'}
                />
              </SimpleGrid>
              <Group gap="xs" mt="md">
                <Text size="sm" c="dimmed">
                  Taken by:
                </Text>
                {data.programmes.length === 0 ? (
                  <Text size="sm">no programme’s curriculum yet</Text>
                ) : (
                  data.programmes.map((p) => (
                    <Badge key={`${p.id}-${p.level}`} variant="light">
                      {p.name} {p.level}L · {p.category}
                    </Badge>
                  ))
                )}
                {data.prerequisites.length ? (
                  <Text size="sm">· Needs {data.prerequisites.map((p) => p.code).join(', ')}</Text>
                ) : null}
              </Group>
            </Card>
            {props.children}
            <Students detail={data} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
