import type { TReviewOverview } from '@campusflow/contracts';
import { formatCount } from '@campusflow/contracts/format';
import { Card, Group, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';

function CountCard(props: {
  label: string;
  value: number;
  hint: string;
  color: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={props.onClick} aria-pressed={props.active}>
      <Card
        withBorder
        padding="sm"
        style={props.active ? { borderColor: `var(--mantine-color-${props.color}-6)` } : undefined}
      >
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          {props.label}
        </Text>
        <Text fz={26} fw={700} c={props.color}>
          {formatCount(props.value)}
        </Text>
        <Text size="xs" c="dimmed">
          {props.hint}
        </Text>
      </Card>
    </UnstyledButton>
  );
}

/** What the head filters the page to from a card. */
export type CardChoice = 'submitted' | 'approved' | 'returned' | 'unregistered';

/**
 * The semester at a glance: registrations waiting, approved and returned, the students not
 * registered (each opens its list), and the courses nearly full with their seats.
 */
export function OverviewCards(props: {
  overview: TReviewOverview;
  active: CardChoice | null;
  onChoose: (choice: CardChoice) => void;
}) {
  const { counts, notRegistered, nearlyFull } = props.overview;
  const card = (choice: CardChoice, label: string, value: number, hint: string, color: string) => (
    <CountCard
      label={label}
      value={value}
      hint={hint}
      color={color}
      active={props.active === choice}
      onClick={() => props.onChoose(choice)}
    />
  );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {card('submitted', 'Waiting', counts.submitted, 'submitted, to review', 'blue')}
        {card('approved', 'Approved', counts.approved, 'course forms ready', 'green')}
        {card('returned', 'Returned', counts.returned, 'with the students', 'orange')}
        {card('unregistered', 'Not registered', notRegistered, 'none, or a draft only', 'red')}
      </SimpleGrid>
      {nearlyFull.length > 0 ? (
        <Card withBorder padding="sm" data-testid="nearly-full">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb="xs">
            Courses nearly full
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {nearlyFull.map((c) => (
              <Stack key={c.courseId} gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={600} truncate>
                    {c.code}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatCount(c.taken)} / {formatCount(c.capacity)} seats
                  </Text>
                </Group>
                <Progress
                  value={Math.min(100, (100 * c.taken) / c.capacity)}
                  color={c.taken >= c.capacity ? 'red' : 'orange'}
                  size="sm"
                  aria-label={`${c.code}: ${c.taken} of ${c.capacity} seats taken`}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </Card>
      ) : null}
    </Stack>
  );
}
