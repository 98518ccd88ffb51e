import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SchoolPicker } from '@/components/school-picker.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useOpenProgrammes } from './application-api.ts';
import { OfferingCard } from './offering-card.tsx';

/** `/apply` (public): a school's programmes open for application, and how to start. */
export function ApplyPage() {
  useDocumentTitle('Apply for admission');
  const [params, setParams] = useSearchParams();
  const school = params.get('school');
  const open = useOpenProgrammes(school);
  const choose = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('school', value);
    else next.delete('school');
    setParams(next, { replace: true });
  };
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Apply for admission
          </Title>
          <Text c="dimmed">
            Choose a school to see the programmes open this session, their requirements and fees.
          </Text>
        </div>
        <SchoolPicker
          label="School"
          placeholder="Search by name or code"
          value={open.data?.school.id ?? null}
          known={open.data?.school ?? null}
          onChange={choose}
        />
        {!school ? null : open.isPending ? (
          <Skeleton height={160} />
        ) : open.isError ? (
          <Alert color="red">{open.error.message}</Alert>
        ) : (
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={600}>
                {open.data.school.name}
                {open.data.session ? ` · ${open.data.session.name}` : ''}
              </Text>
              <Group gap="xs">
                <Button
                  component={Link}
                  to={`/register?school=${encodeURIComponent(open.data.school.code)}`}
                >
                  Register to apply
                </Button>
                <Button component={Link} to="/login" variant="default">
                  Sign in
                </Button>
              </Group>
            </Group>
            {open.data.items.length === 0 ? (
              <Alert color="gray">
                This school has no programme open for application right now.
              </Alert>
            ) : (
              open.data.items.map((o) => <OfferingCard key={o.id} offering={o} />)
            )}
            <Text size="sm" c="dimmed">
              After registering, sign in and open Application to fill in your details, upload your
              documents, pay the application fee and submit.
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
