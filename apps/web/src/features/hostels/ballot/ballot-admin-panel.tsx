import { Text } from '@mantine/core';

/** The ballot draw: built next (issue 16). */
export function BallotAdminPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
