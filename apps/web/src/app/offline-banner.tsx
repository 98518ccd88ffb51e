import { formatDateTime } from '@campusflow/contracts/format';
import { Alert, Container } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOfflineCopy } from '@/lib/offline-copies.ts';

/** Back online with copies on screen: asked for again at once, then after these waits. */
const RETRY_AFTER_MS = [2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Says when the connection is gone (issue 20): what is shown is a copy saved earlier, or what
 * cannot load now will load by itself when the connection is back. Nothing while all is well.
 */
export function OfflineBanner({ inContainer = false }: { inContainer?: boolean }) {
  const { online } = useNetwork();
  const savedAt = useOfflineCopy();
  const queryClient = useQueryClient();
  // Kept copies were fresh answers to the query client: back online, they are asked for again
  // at once rather than when they would have gone stale. The first answers after the connection
  // comes back may still fail (a weak link, or the service worker not yet told), and a failed
  // ask is answered with the copy again: so it is asked again, less and less often, until a
  // fresh answer takes the copy away.
  const stale = online && savedAt !== null;
  useEffect(() => {
    if (!stale) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (attempt: number) => {
      void queryClient.invalidateQueries();
      const wait = RETRY_AFTER_MS[Math.min(attempt, RETRY_AFTER_MS.length - 1)];
      timer = setTimeout(() => ask(attempt + 1), wait);
    };
    ask(0);
    return () => clearTimeout(timer);
  }, [stale, queryClient]);
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
