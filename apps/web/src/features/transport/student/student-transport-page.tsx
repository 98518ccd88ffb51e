import { Title } from '@mantine/core';

/** A student's school transport: subscribe to a route and stop, pay, print the pass, cancel. */
export function StudentTransportPage() {
  return <Title order={2}>Transport</Title>;
}
