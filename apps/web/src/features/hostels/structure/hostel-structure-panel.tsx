import { Text } from '@mantine/core';

/** Hostels, blocks, rooms and bed spaces: built next (issue 16). */
export function HostelStructurePanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
