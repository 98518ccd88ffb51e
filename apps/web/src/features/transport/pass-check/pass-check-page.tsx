import { Title } from '@mantine/core';

/** What a driver sees when scanning a pass's QR code. */
export function PassCheckPage() {
  return <Title order={2}>Transport pass</Title>;
}
