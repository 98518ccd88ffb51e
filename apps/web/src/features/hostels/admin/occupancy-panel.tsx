import { Text } from '@mantine/core';

/** Occupancy by hostel, block and level: built next (issue 16). */
export function OccupancyPanel() {
  return <Text c="dimmed">Not available yet.</Text>;
}
