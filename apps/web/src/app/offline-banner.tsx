import { formatDateTime } from '@campusflow/contracts/format';
import { Alert, Container } from '@mantine/core';
import { useNetwork, useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { hasOfflineCopies, useOfflineCopy } from '@/lib/offline-copies.ts';

/**
 * Says when the connection is gone (issue 20): what is shown is a copy saved earlier, or what
 * cannot load now will load by itself when the connection is back. Nothing while all is well.
 */
export function OfflineBanner({ inContainer = false }: { inContainer?: boolean }) {
  const { online } = useNetwork();
  const savedAt = useOfflineCopy();
  const queryClient = useQueryClient();
  // Kept copies were fresh answers to the query client: back online, they are asked for again
  // at once rather than when they would have gone stale.
  useWindowEvent('online', () => {
    if (hasOfflineCopies()) void queryClient.invalidateQueries();
  });
  if (online && !savedAt) return null;
  const alert = savedAt ? (
    <Alert color="yellow" title="Offline copy" role="status" mb="md">
      You are reading what was saved on {formatDateTime(savedAt)}. It will be brought up to date
      when the connection is back.
    </Alert>
  ) : (
    <Alert color="gray" title="You are offline" role="status" mb="md">
      What cannot load now will load by itself when the connection is back.
    </Alert>
  );
  return inContainer ? (
    <Container size="lg" pt="md">
      {alert}
    </Container>
  ) : (
    alert
  );
}
