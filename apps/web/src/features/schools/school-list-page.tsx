import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { SchoolCard } from './school-card.tsx';
import { schoolDirectoryQuery } from './schools-api.ts';

const PAGE_SIZE = 12;

export function SchoolListPage() {
  useDocumentTitle('Schools');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [debouncedQ] = useDebouncedValue(q, 300);
  const schools = useQuery(schoolDirectoryQuery({ q: debouncedQ, page, limit: PAGE_SIZE }));

  const update = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) search.set('q', next.q);
      else search.delete('q');
      search.delete('page');
    }
    if (next.page !== undefined) search.set('page', String(next.page));
    setParams(search, { replace: true });
  };

  const pages = schools.data ? Math.ceil(schools.data.total / PAGE_SIZE) : 0;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Schools on Campusflow
          </Title>
          <Text c="dimmed">Find your school to apply or to sign in.</Text>
        </div>
        <TextInput
          label="Search schools"
          placeholder="Name or code"
          value={q}
          onChange={(event) => update({ q: event.currentTarget.value })}
        />
        {schools.isPending ? (
          <Stack gap="sm" aria-label="Loading schools">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={72} radius="md" />
            ))}
          </Stack>
        ) : schools.isError ? (
          <Alert color="red" title="The schools could not be loaded">
            <Group justify="space-between">
              <Text size="sm">{schools.error.message}</Text>
              <Button size="xs" variant="white" onClick={() => void schools.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : schools.data.items.length === 0 ? (
          <Alert color="gray" title={q ? 'No school matches your search' : 'No schools yet'}>
            {q
              ? 'Check the spelling, or search by the school code.'
              : 'No schools are on Campusflow yet. The platform administrator adds them.'}
          </Alert>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {schools.data.total === 1 ? '1 school' : `${schools.data.total} schools`}
            </Text>
            {schools.data.items.map((school) => (
              <SchoolCard key={school.id} school={school} />
            ))}
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => update({ page: next })}
                mt="sm"
              />
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
