import { Alert, Anchor, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ExportMenu } from '@/components/export-menu.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { LoadError } from '@/components/query-state.tsx';
import { SearchField } from '@/components/search-field.tsx';
import { useSearchState } from '@/lib/use-search-state.ts';
import {
  departmentRegistrationsQuery,
  reviewApi,
  reviewOverviewQuery,
  unregisteredStudentsQuery,
} from '../review-api.ts';
import { type CardChoice, OverviewCards } from './overview-cards.tsx';
import { RegistrationsTable } from './registrations-table.tsx';
import { stateOptions } from './review-labels.ts';
import { UnregisteredTable } from './unregistered-table.tsx';

const LIMIT = 25;
const levels = [100, 200, 300, 400, 500, 600].map((l) => ({ value: String(l), label: `${l}` }));

/**
 * `hod/registeredCourses/{departmentId}`: the department's course registrations of the semester
 * under review. The cards filter the list (or show the students not registered); registrations
 * are approved in bulk from the table or one by one, or returned with a reason, from a drawer.
 */
export function RegisteredCoursesPage() {
  const { id: departmentId = '' } = useParams();
  const { values, page, set } = useSearchState(['view', 'level', 'state', 'q'] as const);
  const unregisteredView = values.view === 'unregistered';
  const filters = { level: values.level, q: values.q, page, limit: LIMIT };
  const overview = useQuery(reviewOverviewQuery(departmentId));
  const registrations = useQuery({
    ...departmentRegistrationsQuery(departmentId, { ...filters, state: values.state }),
    enabled: !unregisteredView,
  });
  const unregistered = useQuery({
    ...unregisteredStudentsQuery(departmentId, filters),
    enabled: unregisteredView,
  });
  const semester = overview.data?.semester;
  const active: CardChoice | null = unregisteredView
    ? 'unregistered'
    : ((['submitted', 'approved', 'returned'] as const).find((s) => s === values.state) ?? null);
  const choose = (choice: CardChoice) =>
    choice === 'unregistered'
      ? set({ view: 'unregistered', state: null })
      : set({ view: null, state: active === choice ? null : choice });

  if (overview.isError) {
    return <LoadError error={overview.error} onRetry={() => void overview.refetch()} />;
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={
          overview.data
            ? `Registered courses: ${overview.data.department.name}`
            : 'Registered courses'
        }
        description={
          semester
            ? `${semester.sessionName}, semester ${semester.semester}${semester.window === 'closed' ? ' (registration closed)' : ''}`
            : undefined
        }
        actions={
          unregisteredView ? null : (
            <ExportMenu
              onExport={(format) =>
                reviewApi.exportRegistrations(
                  departmentId,
                  { level: values.level, q: values.q, state: values.state },
                  format,
                )
              }
            />
          )
        }
      />
      {overview.isPending ? <Skeleton height={96} /> : null}
      {overview.data && !semester ? (
        <Alert color="yellow">
          No registration period is set in the current session yet. The head of school sets periods
          under Registration periods.
        </Alert>
      ) : null}
      {overview.data && semester ? (
        <OverviewCards overview={overview.data} active={active} onChoose={choose} />
      ) : null}
      <SimpleGrid cols={{ base: 2, sm: unregisteredView ? 3 : 4 }} spacing="xs">
        <SearchField
          key={values.view}
          placeholder="Name or matric no."
          value={values.q}
          onSearch={(q) => set({ q })}
          style={{ gridColumn: 'span 2' }}
        />
        <Select
          label="Level"
          data={levels}
          value={values.level || null}
          onChange={(v) => set({ level: v })}
          clearable
        />
        {unregisteredView ? null : (
          <Select
            label="State"
            data={stateOptions}
            value={values.state || null}
            onChange={(v) => set({ state: v })}
            clearable
          />
        )}
      </SimpleGrid>
      {unregisteredView ? (
        <>
          <Text size="sm" c="dimmed">
            Students of the department whom a registration period covers and who have not submitted:
            none at all, or a draft only.{' '}
            <Anchor size="sm" onClick={() => set({ view: null })}>
              Back to registrations
            </Anchor>
          </Text>
          <UnregisteredTable
            query={unregistered}
            page={page}
            limit={LIMIT}
            onPage={(p) => set({ page: p })}
          />
        </>
      ) : (
        <RegistrationsTable
          departmentId={departmentId}
          query={registrations}
          empty={
            values.state || values.level || values.q
              ? 'No registration matches these filters.'
              : 'No student of the department has registered this semester yet.'
          }
          page={page}
          limit={LIMIT}
          onPage={(p) => set({ page: p })}
        />
      )}
    </Stack>
  );
}
