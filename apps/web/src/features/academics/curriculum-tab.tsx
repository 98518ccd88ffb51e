import type { TCourse, TCurriculumSemester } from '@campusflow/contracts';
import { semesterNames } from '@campusflow/contracts/calendar';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { RemoteSelect } from '@/components/remote-select.tsx';
import { notifyError } from '@/lib/toast.ts';
import { useSearchState } from '@/lib/use-search-state.ts';
import { academicResources, useOptions } from './academics-api.ts';
import { curriculumQuery, teachingApi, useCurriculumCache } from './teaching-api.ts';

const base = '/api/v1/academics';

function AddCourse(props: { programmeId: string; level: number; semester: number }) {
  const cache = useCurriculumCache(props.programmeId, props.level);
  const [courseId, setCourseId] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => teachingApi.addToCurriculum({ ...props, courseId: courseId ?? '' }),
    onSuccess: (curriculum) => {
      cache.keep(curriculum);
      setCourseId(null);
    },
    onError: (e) => notifyError(e),
  });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <RemoteSelect<TCourse>
        aria-label={`Course to add to the ${semesterNames[props.semester - 1]}`}
        placeholder="Search a course to add"
        path={`${base}/courses`}
        toLabel={(c) => `${c.code} ${c.title} (${c.units})`}
        value={courseId}
        onChange={setCourseId}
        style={{ flex: 1 }}
      />
      <Button onClick={() => add.mutate()} disabled={!courseId} loading={add.isPending}>
        Add
      </Button>
    </Group>
  );
}

function SemesterCard(props: { programmeId: string; level: number; data: TCurriculumSemester }) {
  const { data } = props;
  const cache = useCurriculumCache(props.programmeId, props.level);
  const remove = useMutation({
    mutationFn: teachingApi.removeFromCurriculum,
    onSuccess: () => cache.refresh(),
    onError: (e) => notifyError(e),
  });
  const within =
    data.compulsoryUnits <= data.maxUnits &&
    (data.items.length === 0 || data.totalUnits >= data.minUnits);
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="md">
          {semesterNames[data.semester - 1]}
        </Title>
        <Badge color={within ? 'green' : 'red'} variant="light">
          {data.totalUnits} units · limits {data.minUnits}–{data.maxUnits}
        </Badge>
      </Group>
      <Progress
        value={Math.min(100, (data.compulsoryUnits / Math.max(1, data.maxUnits)) * 100)}
        color={within ? 'blue' : 'red'}
        size="sm"
        mb="xs"
        aria-label="Compulsory units against the maximum"
      />
      <Text size="xs" c="dimmed" mb="sm">
        Compulsory {data.compulsoryUnits} units; electives {data.totalUnits - data.compulsoryUnits}.
      </Text>
      {data.warnings.map((w) => (
        <Alert key={w} color="yellow" mb="xs" p="xs">
          <Text size="sm">{w}</Text>
        </Alert>
      ))}
      {data.items.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          No courses in this semester yet.
        </Text>
      ) : (
        <Table mb="sm">
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {item.code}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.title}
                  </Text>
                </Table.Td>
                <Table.Td>{item.units}</Table.Td>
                <Table.Td>
                  <Badge
                    size="xs"
                    variant="light"
                    color={item.category === 'elective' ? 'gray' : 'blue'}
                  >
                    {item.category}
                  </Badge>
                </Table.Td>
                <Table.Td w={36}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${item.code}`}
                    onClick={() => remove.mutate(item.id)}
                  >
                    ×
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <AddCourse programmeId={props.programmeId} level={props.level} semester={data.semester} />
    </Card>
  );
}

/** A programme's courses at one level, semester by semester, with units against the limits. */
export function CurriculumTab() {
  const { values, set } = useSearchState(['programmeId', 'level'] as const);
  const programmes = useOptions(
    academicResources.programmes,
    (p) => `${p.name} (${p.programmeTypeName})`,
    'name-and-type',
  );
  const level = Number(values.level) || 100;
  const curriculum = useQuery(curriculumQuery(values.programmeId, level));
  const levels = curriculum.data?.levels ?? [100, 200, 300, 400];
  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Programme"
          placeholder="Choose a programme"
          data={programmes}
          value={values.programmeId || null}
          onChange={(programmeId) => set({ programmeId, level: null })}
          searchable
          style={{ flex: '2 1 240px' }}
        />
        <Select
          label="Level"
          data={levels.map((l) => ({ value: String(l), label: `${l} level` }))}
          value={String(level)}
          onChange={(l) => set({ level: l })}
          style={{ flex: '1 1 120px' }}
        />
      </Group>
      {!values.programmeId ? (
        <Alert color="gray">Choose a programme to see and change its curriculum.</Alert>
      ) : (
        <QueryState query={curriculum} isEmpty={() => false} empty={null}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.semesters.map((semester) => (
                <SemesterCard
                  key={semester.semester}
                  programmeId={data.programmeId}
                  level={data.level}
                  data={semester}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      )}
      {values.programmeId ? (
        <Text size="xs" c="dimmed">
          Changes are saved as you make them.
        </Text>
      ) : null}
    </Stack>
  );
}
