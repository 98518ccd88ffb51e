// Entry for other areas (app/feature-boundaries.test.ts lists it): the corrections of published
// results waiting for the exam officer, on their home.
import { Card, Text } from '@mantine/core';
import { AmendmentsList } from './amendments-list.tsx';

/** The exam officer's corrections: each applies a change and recomputes GPA and CGPA. */
export function CorrectionsCard() {
  return (
    <Card withBorder padding="md" data-testid="corrections-card">
      <Text fw={600}>Corrections of published results</Text>
      <Text size="sm" c="dimmed" mb="xs">
        Asked for by a lecturer or head and approved by the head; approving one applies it.
      </Text>
      <AmendmentsList decider="officer" />
    </Card>
  );
}
