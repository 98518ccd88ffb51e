import { Text } from '@mantine/core';

/** Applicants, holds and residents: built next (issue 16). */
export function ApplicationsPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
