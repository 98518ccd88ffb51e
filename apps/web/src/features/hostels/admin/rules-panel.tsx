import { Text } from '@mantine/core';

/** The session's rules and prices: built next (issue 16). */
export function RulesPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
