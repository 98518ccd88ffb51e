import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { SchoolCard } from './school-card.tsx';
import { schoolDirectoryQuery } from './schools-api.ts';

const offers = [
  {
    title: 'Admissions',
    text: 'Applications, screening, entrance exams, offers, acceptance and matric numbers.',
  },
  {
    title: 'Course registration',
    text: 'Curriculum-driven registration inside open windows, approved by the department.',
  },
  {
    title: 'Results and CGPA',
    text: 'Score sheets from lecturers to publication, GPA, CGPA and class of degree.',
  },
  {
    title: 'Fees and payments',
    text: 'Pay online in naira with Paystack or by transfer, with receipts and instalments.',
  },
  {
    title: 'Hostels',
    text: 'Bed space applications and allocations that never give one bed to two students.',
  },
  { title: 'Transport', text: 'Routes, vehicles and seat subscriptions for each session.' },
];

export function LandingPage() {
  useDocumentTitle('School portal');
  const schools = useQuery(schoolDirectoryQuery({ q: '', page: 1, limit: 6 }));
  return (
    <Container size="lg" py="xl">
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
            Your school, from application to graduation, in one portal
          </Title>
          <Text size="lg" c="dimmed">
            Campusflow runs admissions, course registration, results, fee payment, hostel
            accommodation and transport for schools and universities, for every officer and every
            student.
          </Text>
          <Group>
            <Button component={Link} to="/apply" size="md">
              Apply for admission
            </Button>
            <Button component={Link} to="/login" size="md" variant="default">
              Log in
            </Button>
          </Group>
        </Stack>

        <section aria-labelledby="offers-heading">
          <Title order={2} id="offers-heading" mb="md" fz="xl">
            What Campusflow does
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {offers.map((offer) => (
              <Card key={offer.title} withBorder radius="md" padding="lg">
                <Text fw={600} mb={4}>
                  {offer.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {offer.text}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </section>

        <section aria-labelledby="schools-heading">
          <Group justify="space-between" mb="md">
            <Title order={2} id="schools-heading" fz="xl">
              Schools on Campusflow
            </Title>
            <Anchor component={Link} to="/list">
              See all schools
            </Anchor>
          </Group>
          {schools.isPending ? (
            <Text c="dimmed">Loading schools…</Text>
          ) : schools.isError ? (
            <Text c="dimmed">The list of schools could not be loaded just now.</Text>
          ) : schools.data.items.length === 0 ? (
            <Text c="dimmed">No schools are on Campusflow yet.</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
              {schools.data.items.map((school) => (
                <SchoolCard key={school.id} school={school} />
              ))}
            </SimpleGrid>
          )}
        </section>
      </Stack>
    </Container>
  );
}
