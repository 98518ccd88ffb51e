import { Title } from '@mantine/core';

/** The fleet: vehicles, their drivers and documents (helper: vehicles). */
export function VehiclesPage() {
  return <Title order={2}>Vehicles</Title>;
}
