import { OFFLINE_READ_MESSAGE } from '@campusflow/contracts/constants';
import { Alert, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client.ts';

/** How long after the page began to be left a connection coming back reloads nothing. */
const LEAVING_MS = 2_000;

/** A page whose code or data could not come because the browser is offline. */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'offline';
}

/** The failure thrown by a page part that could not load offline (app/lazy-page.tsx). */
export const offlineFailure = () =>
  new ApiError({ status: 0, code: 'offline', detail: OFFLINE_READ_MESSAGE });

/**
 * In place of a page that could not load offline: it says so, inside the app, and loads the
 * page by itself when the connection is back. Inside the dashboard the banner above it already
 * says "You are offline", so only the root error page gives it a title.
 */
export function OfflineNotice({ title }: { title?: string }) {
  // Not on a page being left: Chromium was seen to fire `online` at a page just after another
  // address was asked for (while still offline), and the reload then took its place.
  const leftAt = useRef(Number.NEGATIVE_INFINITY);
  useWindowEvent('beforeunload', () => {
    leftAt.current = performance.now();
  });
  useWindowEvent('online', () => {
    if (!navigator.onLine || performance.now() - leftAt.current < LEAVING_MS) return;
    window.location.reload();
  });
  return (
    <Alert color="gray" title={title} role="status" maw={560}>
      <Text size="sm">{OFFLINE_READ_MESSAGE}</Text>
      <Text size="sm">This page will load by itself when the connection is back.</Text>
    </Alert>
  );
}
