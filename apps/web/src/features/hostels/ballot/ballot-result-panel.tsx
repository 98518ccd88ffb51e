import { Text } from '@mantine/core';

/** The published ballot result: built next (issue 16). */
export function BallotResultPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
